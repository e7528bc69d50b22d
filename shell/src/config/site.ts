import type { SiteInfo } from '@practice/shared-types';

/**
 * The practice facts, in one place. Remotes receive them as the `site` prop: a change here is a
 * shell deploy only.
 */
export const site: SiteInfo = {
  origin: 'https://www.omegahealth.example',
  networkName: 'Omega Health Network',
  practiceName: 'Omega Health Care',
  phone: '(732) 555-0142',
  phoneHref: '+17325550142',
  email: 'info@omegahealth.example',
  hours: {
    weekdays: 'Monday to Friday 08:00 AM to 04:00 PM',
    afterHours: 'After-hours services by appointment',
  },
  main: {
    title: 'CONTACT US',
    township: 'Millbrook',
    description: 'Our main office for primary care, addiction treatment and mental health care.',
    address: {
      street: '450 Meadow Lane',
      unit: 'Suite 200',
      locality: 'Millbrook',
      region: 'NJ',
      postalCode: '08512',
    },
    phone: '(732) 555-0142',
    email: 'info@omegahealth.example',
    openHours: 'Monday to Friday 08:00 AM to 04:00 PM',
    openHoursAfter: 'After-hours services by appointment',
    acceptsNewPatients: true,
    telehealth: true,
  },
  satellite: {
    title: 'Satellite Unit',
    township: 'Pine Ridge Township',
    description: 'Accepting new patients, with telehealth visits available.',
    address: {
      street: '12 Orchard Street',
      unit: '',
      locality: 'Pine Ridge Township',
      region: 'NJ',
      postalCode: '08530',
    },
    phone: '(732) 555-0142',
    email: 'info@omegahealth.example',
    openHours: 'Tuesday and Thursday 09:00 AM to 03:00 PM',
    openHoursAfter: 'Telehealth visits by appointment',
    acceptsNewPatients: true,
    telehealth: true,
  },
  social: {
    facebook: 'https://www.facebook.com/omegahealth.example',
    instagram: 'https://www.instagram.com/omegahealth.example',
    youtube: 'https://www.youtube.com/@omegahealth.example',
  },
  links: {
    booking:
      'https://booking.example/omega-health?lockPractice=true&existingPatient=false&referrer=widget',
    intake: 'https://portal.example/omega-health/intake-request',
    portal: 'https://portal.example/omega-health/login',
    pharmacy: 'https://maps.example/?q=Omega+Pharmacy+Millbrook+NJ',
    map: 'https://maps.example/?q=450+Meadow+Lane+Millbrook+NJ',
    mapEmbed: 'https://maps.example/embed?q=450+Meadow+Lane+Millbrook+NJ',
    googleReview: 'https://maps.example/review/omega-health',
  },
  directory: { token: 'omega-directory-token', campaign: 'review_qr' },
};

/** The financing provider's online application for the Axon therapy payment plans. */
export const financing = {
  applicationUrl: 'https://apply.financing.example/omega-health-care',
  /** Authorisation token the provider expects in the application link's query. */
  token: 'omega-financing-token',
};

/** Opening hours in machine form, for structured data; they match the hours shown in `site`. */
export const openingHours = {
  main: {
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '16:00',
  },
  satellite: { dayOfWeek: ['Tuesday', 'Thursday'], opens: '09:00', closes: '15:00' },
};
