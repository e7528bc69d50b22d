import type { CareersPosition } from './types';
import { MAIN_OFFICE, HOW_TO_APPLY } from './common-text';

export const officeManagerNurse: CareersPosition = {
  id: 'office-manager-nurse',
  position: 'Office Manager (Nurse)',
  location: MAIN_OFFICE,
  qualification:
    'Active New Jersey registered nurse (RN) license in good standing; associate or ' +
    "bachelor's degree in nursing (a degree or coursework in healthcare administration is a " +
    'plus); current Basic Life Support (BLS) certification.',
  experience:
    'At least 3 years of clinical nursing experience and 2 years supervising staff or managing ' +
    'a medical office, ideally in primary care or behavioral health. Working knowledge of ' +
    'electronic health records, scheduling, insurance verification and HIPAA privacy practices.',
  responsibilities: [
    'Lead the daily operations of the main office so that patients are seen on time and ' +
      'every visit is well prepared.',
    'Supervise, schedule and support the nursing, medical assistant and front desk teams.',
    'Oversee infection control, medication storage, supply ordering and equipment checks.',
    'Coordinate referrals, prior authorizations and hospital follow-up with clinicians.',
    'Respond to patient concerns with patience and respect, and help resolve them promptly.',
    'Keep policies, staff training records and privacy practices up to date.',
    'Work with practice leadership on workflows, patient experience and quality goals.',
  ],
  moreInfo:
    'Full-time, Monday to Friday 08:00 AM to 04:00 PM, with occasional after-hours ' +
    'coordination. Benefits include paid time off, paid holidays, health insurance options ' +
    'and support for continuing education. ' +
    HOW_TO_APPLY,
};
