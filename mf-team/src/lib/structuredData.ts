import type { PostalAddress, Provider, SiteInfo } from '@practice/shared-types';
import { profilePath } from './paths';

const SCHEMA_CONTEXT = 'https://schema.org';

/** One breadcrumb as shown: its label, and its path unless it is the current page. */
export interface BreadcrumbStep {
  label: string;
  to?: string;
}

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

function postalAddress(address: PostalAddress) {
  return {
    '@type': 'PostalAddress',
    streetAddress: [address.street, address.unit].filter(Boolean).join(', '),
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: 'US',
  };
}

const clinic = (site: SiteInfo) => ({
  '@type': 'MedicalClinic',
  name: site.practiceName,
  url: site.origin,
});

/**
 * The schema.org entity of a provider's profile: a Physician for a doctor (an organization in
 * schema.org, reachable at the practice), a Person working for the practice otherwise. The
 * speciality is free text, which `medicalSpecialty` does not accept, so it goes in `knowsAbout`.
 */
export function providerJsonLd(site: SiteInfo, provider: Provider, baseUrl: string) {
  const identity = {
    name: provider.name,
    url: onSite(site.origin, profilePath(provider.id)),
    image: absoluteUrl(provider.imageUrl, baseUrl),
    description: provider.docDes,
    knowsAbout: provider.speciality,
  };
  if (provider.type === 'Doctor') {
    return {
      '@context': SCHEMA_CONTEXT,
      '@type': 'Physician',
      ...identity,
      telephone: site.phone,
      address: postalAddress(site.main.address),
      memberOf: clinic(site),
      parentOrganization: clinic(site),
    };
  }
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Person',
    ...identity,
    jobTitle: provider.credentials,
    worksFor: clinic(site),
  };
}
