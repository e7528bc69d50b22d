import type { Page } from '@playwright/test';
import { lacksCrisisLine } from '@practice/ui-kit/crisis-topics';

/**
 * The main landmark's own text as a visitor sees it: visible text only (a closed FAQ's answer is
 * not read until opened), without the navigation and side panels it holds (a sidebar's link to a
 * mental health article does not make a page about mental health) or its scripts.
 */
function mainOwnText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return '';
    const parts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('nav, aside, script, style')) continue;
      if (parent.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        parts.push(node.nodeValue ?? '');
    }
    return parts.join(' ');
  });
}

/** Whether the page speaks of a crisis topic in its main content without 988 and 911 there. */
export const mainLacksCrisisLine = async (page: Page): Promise<boolean> =>
  lacksCrisisLine(await mainOwnText(page));
