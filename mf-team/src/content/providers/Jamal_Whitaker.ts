import type { Provider } from './types';
import portrait from '../../assets/providers/Jamal_Whitaker.svg';

export const jamalWhitaker: Provider = {
  id: 'Jamal_Whitaker',
  name: 'Jamal Whitaker, APN',
  type: 'Practitioner',
  credentials: 'MSN, FNP-BC – Family Nurse Practitioner',
  imageUrl: portrait,
  altText: 'Portrait of Jamal Whitaker, APN',
  tagLine: 'Every step forward counts',
  taglineDes:
    'Jamal combines primary care and addiction treatment, in the office and by telehealth.',
  speciality: 'Family Nurse Practitioner – Primary Care and Addiction Treatment',
  degrees:
    'MSN, Delmont University; BSN, Ashgrove State University; Board Certified Family Nurse ' +
    'Practitioner (FNP-BC)',
  hobbies: 'Pickup basketball, coaching in a local youth league and collecting vinyl records',
  bookable: true,
  keywords: [
    'family nurse practitioner',
    'primary care',
    'addiction treatment',
    'medication for opioid use disorder',
    'telehealth',
    'Pine Ridge Township',
    'overdose prevention',
  ],
  urls: {
    primary_care: '/services/primary-health-care/',
    addiction_treatment: '/services/sud/',
    medication_for_opioid_use_disorder: '/services/sud/',
  },
  description: [
    'Jamal Whitaker is a board-certified family nurse practitioner who provides primary care ' +
      'and addiction treatment for patients aged 16 and above. He earned his Master of ' +
      'Science in Nursing at Delmont University after working as a registered nurse ' +
      'on a hospital withdrawal management unit, where he saw how much a steady, respectful ' +
      'relationship with a clinician can matter.',
    'Jamal works with our physicians to provide medication for opioid use disorder, including ' +
      'buprenorphine, as well as care for alcohol use disorder and support for people who ' +
      'want to quit smoking. He also looks after the whole person: vaccines, screening for ' +
      'hepatitis C and HIV, blood pressure, sleep and nutrition.',
    'He leads telehealth visits for our Pine Ridge Township satellite unit every Tuesday and ' +
      'Thursday, which makes it easier for patients there to keep their appointments without ' +
      'a long drive. He also talks with patients and families about overdose prevention, ' +
      'including how to use naloxone.',
    'Patients appreciate his straightforward, encouraging manner and the fact that he never ' +
      'makes anyone feel judged. Jamal believes every step forward counts, and he celebrates ' +
      'progress with his patients, whatever its size.',
  ],
  head: {
    title: 'Jamal Whitaker, APN, Addiction Care | Omega Health Care',
    description:
      'Jamal Whitaker, APN, is a family nurse practitioner at Omega Health Care offering ' +
      'primary care and addiction treatment for patients aged 16 and above.',
  },
};
