import type { Highlight } from './types';

export const highlights: Highlight[] = [
  {
    heading: 'Qualified Doctors',
    subheading: 'Experienced, caring clinicians',
    content:
      'Our physicians, nurse practitioners and counselors bring training in internal medicine, ' +
      'psychiatry and addiction care to every visit.',
  },
  {
    heading: '24 Hours On-Call Services',
    subheading: 'Help when you need it',
    content:
      'Our patients can reach an on-call clinician outside office hours. In an emergency, call ' +
      '911 or go to the nearest emergency room.',
  },
  {
    heading: 'We Are Here For You',
    subheading: 'Care without judgment',
    content:
      'Whether you need a check-up, support with your mental health or help with substance ' +
      'use, we listen first and build a plan with you.',
  },
];
