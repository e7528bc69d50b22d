import type { CareersPosition } from './types';
import { BOTH_LOCATIONS, HOW_TO_APPLY } from './common-text';

export const medicalAssistant: CareersPosition = {
  id: 'medical-assistant',
  position: 'Medical Assistant',
  location: BOTH_LOCATIONS,
  qualification:
    'High school diploma or equivalent; completion of an accredited medical assistant ' +
    'program; national certification (CMA, RMA or CCMA) preferred; current BLS certification.',
  experience:
    'At least 1 year of experience as a medical assistant in an outpatient practice ' +
    'preferred. Phlebotomy and EKG skills, and fluency in both English and Spanish, are a plus.',
  responsibilities: [
    'Greet and room patients, take vital signs and record health histories.',
    'Perform phlebotomy, EKGs and point-of-care tests as directed by the provider.',
    'Prepare exam rooms and assist providers during examinations and procedures.',
    'Help patients get ready for telehealth visits, including at our Pine Ridge Township ' +
      'satellite unit.',
    'Schedule appointments and follow-up visits and help patients use the patient portal.',
    'Keep supplies stocked and rooms clean in line with infection control procedures.',
  ],
  moreInfo:
    'Full-time, Monday to Friday 08:00 AM to 04:00 PM, with Tuesdays and Thursdays at the ' +
    'Pine Ridge Township satellite unit as scheduled. Benefits include paid time off, paid ' +
    'holidays, health insurance options and on-the-job training. ' +
    HOW_TO_APPLY,
};
