import type { SiteInfo } from '@practice/shared-types';
import type { Provider } from '../content/providers';
import { profilePath } from './paths';
import { absoluteUrl, postalAddress, SCHEMA_CONTEXT } from '@practice/ui-kit';

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
    url: `${site.origin.replace(/\/+$/u, '')}${profilePath(provider.id)}`,
    image: absoluteUrl(provider.imageUrl, baseUrl),
    description: provider.head.description,
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
