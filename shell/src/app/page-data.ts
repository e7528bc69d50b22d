import type { RuntimeConfig } from '@practice/shared-types';

/** What the server decided for the page, handed to the browser so hydration starts from the same. */
export interface PageData {
  config: RuntimeConfig;
  /** The landing pop-up is open on this page. */
  popup: boolean;
}

export const PAGE_DATA_ID = 'page-data';

/** The page data as a script element's text: JSON that cannot end the element early. */
export const serializePageData = (data: PageData): string =>
  JSON.stringify(data).replaceAll('<', '\\u003c');

/** Reads what the server handed over; null on a page it did not render. */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}
