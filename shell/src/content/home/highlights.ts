import type { Highlight } from './types';

/** `{phone}` in a card's content is the configured phone number, shown as a tel: link. */

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
      'A clinician is on call for our patients around the clock. Outside office hours, call ' +
      '{phone}: our answering service pages the on-call clinician, who calls you back. In an ' +
      'emergency, call 911 or go to the nearest emergency room.',
  },
  {
    heading: 'We Are Here For You',
    subheading: 'Care without judgment',
    content:
      'Whether you need a check-up, support with your mental health or help with substance ' +
      'use, we listen first and build a plan with you.',
  },
];
