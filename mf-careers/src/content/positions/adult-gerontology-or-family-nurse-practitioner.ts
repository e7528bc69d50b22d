import type { CareersPosition } from './types';
import { BOTH_LOCATIONS, HOW_TO_APPLY } from './common-text';

export const adultGerontologyOrFamilyNursePractitioner: CareersPosition = {
  id: 'adult-gerontology-or-family-nurse-practitioner',
  position: 'Adult-Gerontology or Family Nurse Practitioner',
  location: BOTH_LOCATIONS,
  qualification:
    'Master of Science in Nursing (MSN) or Doctor of Nursing Practice (DNP); national board ' +
    'certification as an Adult-Gerontology Primary Care or Family Nurse Practitioner (AANPCB ' +
    'or ANCC); active New Jersey RN license and Advanced Practice Nurse (APN) certification; ' +
    'New Jersey Controlled Dangerous Substances (CDS) registration and federal DEA ' +
    'registration (or eligibility to obtain both); current BLS certification.',
  experience:
    'At least 1 year of nurse practitioner experience in primary care, internal medicine or ' +
    'urgent care preferred; new graduates with strong primary care clinical rotations are ' +
    'welcome to apply. Experience caring for people with substance use disorders, including ' +
    'medication for opioid use disorder, is a plus.',
  responsibilities: [
    'Provide primary care for patients aged 16 and above, including preventive visits, ' +
      'acute concerns and chronic disease management.',
    'Take histories, perform examinations, order and interpret tests, and diagnose and ' +
      'treat common conditions.',
    'Prescribe medications safely, including medications for opioid use disorder, and follow ' +
      'state and federal prescribing and monitoring requirements.',
    'See patients in person and by telehealth, including telehealth days for our satellite ' +
      'unit in Pine Ridge Township.',
    'Support weight management and wellness plans in partnership with each patient.',
    'Collaborate with physicians, psychiatry, social work and nursing on coordinated care and ' +
      'referrals.',
    'Document visits accurately and on time in the electronic health record.',
  ],
  moreInfo:
    'Full-time, Monday to Friday 08:00 AM to 04:00 PM, with occasional after-hours ' +
    'appointments shared across the team. Benefits include paid time off, health insurance ' +
    'options, malpractice coverage and a continuing education allowance. ' +
    HOW_TO_APPLY,
};
