import type { CareersPosition } from './types';
import { MAIN_OFFICE, HOW_TO_APPLY } from './common-text';

export const licensedPracticalNurse: CareersPosition = {
  id: 'licensed-practical-nurse',
  position: 'Licensed Practical Nurse',
  location: MAIN_OFFICE,
  qualification:
    'Diploma or certificate from an approved practical nursing program; active New Jersey ' +
    'Licensed Practical Nurse (LPN) license in good standing; current BLS certification.',
  experience:
    'At least 1 year of LPN experience in a physician practice, clinic or long-term care ' +
    'setting. Experience with electronic health records and with patients receiving ' +
    'addiction or mental health treatment is preferred.',
  responsibilities: [
    'Room patients, take vital signs and update medication and allergy lists before each ' +
      'visit.',
    'Administer medications, injections and immunizations as ordered and within the LPN ' +
      'scope of practice.',
    'Collect specimens, perform point-of-care tests and prepare samples for the laboratory.',
    'Reinforce care instructions and education given by the provider and registered nurse.',
    'Handle prescription refill requests and patient messages as directed by the clinical ' +
      'team.',
    'Keep exam rooms stocked, clean and ready, following infection control procedures.',
  ],
  moreInfo:
    'Full-time, Monday to Friday 08:00 AM to 04:00 PM. Benefits include paid time off, paid ' +
    'holidays, health insurance options and support for continuing education. ' +
    HOW_TO_APPLY,
};
