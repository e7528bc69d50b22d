import type { Provider } from './types';
import portrait from '../../assets/providers/Michael_Feldman.svg';

export const michaelFeldman: Provider = {
  id: 'Michael_Feldman',
  name: 'Dr. Michael Feldman',
  type: 'Doctor',
  credentials: 'DO, Internal Medicine',
  imageUrl: portrait,
  altText: 'Portrait of Dr. Michael Feldman',
  tagLine: 'Prevention first, partnership always',
  taglineDes:
    'Dr. Feldman helps adults manage long-term conditions and stay ahead of preventable illness.',
  speciality: 'Internal Medicine',
  degrees:
    'DO, Kestrel Valley College of Osteopathic Medicine; Residency in Internal Medicine; Board ' +
    'Certified in Internal Medicine',
  hobbies:
    "Birdwatching along the Jersey Shore, woodworking and coaching his daughter's soccer team",
  externalUrl: 'https://directory.example/provider/michael-feldman',
  bookable: true,
  keywords: [
    'internal medicine physician',
    'primary care',
    'precise diagnosis',
    'hospital consults',
    'ancillary support staff',
    'diabetes',
  ],
  urls: {
    internal_medicine_physician: '/services/internal-medicine-physicians/',
    primary_care: '/services/primary-health-care/',
    precise_diagnosis: '/services/precise-diagnosis/',
    ancillary_support_staff: '/services/ancillary-support-staff/',
  },
  description: [
    'Dr. Michael Feldman is an internal medicine physician who cares for adults at every ' +
      'stage of life, from young adults getting their first physical to older adults managing ' +
      'several long-term conditions. He earned his Doctor of Osteopathic Medicine degree at ' +
      'the Kestrel Valley College of Osteopathic Medicine and completed his residency in ' +
      'internal medicine before joining Omega Health Care.',
    'His practice covers the full range of primary care: annual physicals, recommended ' +
      'screenings and vaccines, and ongoing care for high blood pressure, high cholesterol, ' +
      'diabetes, asthma, COPD and thyroid conditions. When symptoms are unclear, he takes a ' +
      'step-by-step approach to precise diagnosis, using a careful history, a thorough ' +
      'examination and targeted lab work or imaging, and he refers patients to trusted ' +
      'specialists when that is the right next step.',
    'Dr. Feldman also supports patients who are admitted to the hospital. He answers hospital ' +
      'consults within 24 to 48 hours and arranges follow-up care once patients return home, ' +
      'so that nothing is lost between the hospital and the office. Members of our ancillary ' +
      'support staff help him coordinate referrals, prior authorizations and reminders for ' +
      'upcoming tests.',
    'Patients appreciate his calm, practical style and his habit of going over the plan ' +
      'together before each visit ends. He believes that small, steady changes in sleep, ' +
      'activity and nutrition add up, and he is glad to talk through weight, stress or any ' +
      'other health worry you may have.',
  ],
  head: {
    title: 'Dr. Michael Feldman, Internal Medicine | Omega Health Care',
    description:
      'Dr. Michael Feldman, DO, is an internal medicine physician at Omega Health Care in ' +
      'Millbrook, NJ, offering primary care, chronic care and hospital follow-up.',
  },
};
