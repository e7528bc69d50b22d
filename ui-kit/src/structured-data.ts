/** Helpers for schema.org structured data that more than one app publishes. */
import type { PostalAddress } from '@practice/shared-types';

export const SCHEMA_CONTEXT = 'https://schema.org';

/**
 * JSON for a <script type="application/ld+json"> element. `<` is escaped so that no content can
 * close the script element or open a comment in the page's HTML.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</gu, '\\u003c');
}

/** An asset URL as webpack imported it (relative or absolute), made absolute against the page. */
export function absoluteUrl(url: string, baseUrl: string): string {
  return new URL(url, baseUrl).href;
}

/** schema.org PostalAddress of one of the practice's offices (all are in the US). */
export function postalAddress(address: PostalAddress) {
  return {
    '@type': 'PostalAddress',
    streetAddress: [address.street, address.unit].filter(Boolean).join(', '),
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: 'US',
  };
}

/** One step of a visible breadcrumb; the step without a link is the current page. */
export interface BreadcrumbStep {
  label: string;
  to?: string;
}

const onSite = (origin: string, path: string) => `${origin.replace(/\/+$/u, '')}${path}`;

/**
 * The schema.org BreadcrumbList mirroring a visible breadcrumb: same labels, same order; a step
 * without a link is the current page, found at `currentPath`.
 */
export function breadcrumbJsonLd(origin: string, steps: BreadcrumbStep[], currentPath: string) {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: onSite(origin, step.to ?? currentPath),
    })),
  };
}
