import type { SiteInfo } from '@practice/shared-types';
import { postalAddress } from '@practice/ui-kit';
import type { FaqItem } from '../content/faqs';

interface Hours {
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

const hoursSpecification = (hours: Hours) => ({
  '@type': 'OpeningHoursSpecification',
  ...hours,
});

/** schema.org MedicalClinic for the practice: the main office, with the satellite unit as a department. */
export function medicalClinic(site: SiteInfo, hours: { main: Hours; satellite: Hours }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: site.practiceName,
    url: `${site.origin}/`,
    telephone: site.phoneHref,
    email: site.email,
    address: postalAddress(site.main.address),
    openingHoursSpecification: [hoursSpecification(hours.main)],
    medicalSpecialty: ['PrimaryCare', 'Psychiatric'],
    sameAs: [site.social.facebook, site.social.instagram, site.social.youtube],
    department: {
      '@type': 'MedicalClinic',
      name: `${site.practiceName} – ${site.satellite.title}, ${site.satellite.township}`,
      telephone: site.phoneHref,
      address: postalAddress(site.satellite.address),
      openingHoursSpecification: [hoursSpecification(hours.satellite)],
    },
  };
}

/** schema.org FAQPage; answers carry the configured phone number in place of `{phone}`. */
export function faqPage(faqs: readonly FaqItem[], phone: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer.replaceAll('{phone}', phone) },
    })),
  };
}
