import type { CareersPosition } from './types';
import { MAIN_OFFICE, HOW_TO_APPLY } from './common-text';

export const registeredNurse: CareersPosition = {
  id: 'registered-nurse',
  position: 'Registered Nurse',
  location: MAIN_OFFICE,
  qualification:
    "Associate or bachelor's degree in nursing (BSN preferred); active New Jersey registered " +
    'nurse (RN) license in good standing; current BLS certification.',
  experience:
    'At least 1 year of RN experience in primary care, behavioral health or addiction ' +
    'treatment preferred. Care coordination and patient education experience is a plus.',
  responsibilities: [
    'Assess patients, triage phone and portal messages and escalate concerns to providers.',
    'Administer medications, injections and immunizations and monitor patients afterwards.',
    'Educate patients and families about new diagnoses, medications and follow-up plans.',
    'Coordinate care for people receiving treatment for substance use disorders, including ' +
      'check-ins between visits.',
    'Follow up with patients after hospital discharge and help arrange needed appointments.',
    'Support quality, safety and infection control practices across the office.',
  ],
  moreInfo:
    'Full-time, Monday to Friday 08:00 AM to 04:00 PM, with occasional after-hours ' +
    'appointments. Benefits include paid time off, paid holidays, health insurance options ' +
    'and support for continuing education. ' +
    HOW_TO_APPLY,
};
