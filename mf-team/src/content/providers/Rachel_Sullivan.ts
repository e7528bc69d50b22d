import type { Provider } from './types';
import portrait from '../../assets/providers/Rachel_Sullivan.svg';

export const rachelSullivan: Provider = {
  id: 'Rachel_Sullivan',
  name: 'Rachel Sullivan, APN',
  type: 'Practitioner',
  credentials: 'MSN, FNP-BC – Family Nurse Practitioner',
  imageUrl: portrait,
  altText: 'Portrait of Rachel Sullivan, APN',
  tagLine: 'Health care that feels like a conversation',
  taglineDes:
    'Rachel provides everyday primary care and makes sure patients feel heard at every visit.',
  speciality: 'Family Nurse Practitioner – Primary Care',
  degrees:
    'MSN, Whitlock University School of Nursing; BSN, Bramblewood College; Board Certified Family ' +
    'Nurse Practitioner (FNP-BC)',
  hobbies: 'Open-water swimming, mystery novels and volunteering at a local animal shelter',
  externalUrl: 'https://directory.example/provider/rachel-sullivan',
  bookable: true,
  keywords: [
    'family nurse practitioner',
    'primary care',
    'patients aged 16 and above',
    'addiction treatment',
    'medication for opioid use disorder',
    'telehealth',
  ],
  urls: {
    primary_care: '/services/primary-health-care/',
    addiction_treatment: '/services/sud/',
    medication_for_opioid_use_disorder: '/services/sud/',
  },
  description: [
    'Rachel Sullivan is a board-certified family nurse practitioner who provides primary care ' +
      'for patients aged 16 and above. She earned her Master of Science in Nursing at the ' +
      'Whitlock University School of Nursing after several years as a registered nurse in emergency and ' +
      'urgent care, an experience that showed her how much a trusted primary care clinician ' +
      'can prevent.',
    "Rachel sees patients for annual physicals, sick visits, women's health checkups and " +
      'vaccines, and for follow-up of conditions such as high blood pressure, asthma and ' +
      'diabetes. She also helps patients who want to lose weight safely, with realistic plans ' +
      'for nutrition, movement and sleep, and she can explain when medication may be worth ' +
      'discussing.',
    'Rachel is part of our addiction treatment team as well. She works with our physicians to ' +
      'support patients receiving medication for opioid use disorder with regular check-ins, ' +
      'lab work and encouragement. Her goal is that every patient leaves knowing what comes ' +
      'next and whom to contact with questions.',
    'Rachel sees patients in person at our Millbrook office and by telehealth. She is known ' +
      'for her patience with questions and her friendly reminders about screenings that are ' +
      'due.',
  ],
  head: {
    title: 'Rachel Sullivan, APN, Primary Care | Omega Health Care',
    description:
      'Rachel Sullivan, APN, is a family nurse practitioner at Omega Health Care in Millbrook, ' +
      'NJ, providing primary care for patients aged 16 and above.',
  },
};
