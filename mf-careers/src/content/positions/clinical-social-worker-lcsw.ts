import type { CareersPosition } from './types';
import { BOTH_LOCATIONS, HOW_TO_APPLY } from './common-text';

export const clinicalSocialWorkerLcsw: CareersPosition = {
  id: 'clinical-social-worker-lcsw',
  position: 'Clinical Social Worker (LCSW)',
  location: BOTH_LOCATIONS,
  qualification:
    'Master of Social Work (MSW) from a CSWE-accredited program; active New Jersey Licensed ' +
    'Clinical Social Worker (LCSW) license in good standing; current BLS certification. A ' +
    'Licensed Clinical Alcohol and Drug Counselor (LCADC) credential is welcome but not ' +
    'required.',
  experience:
    'At least 2 years of post-licensure clinical experience in outpatient mental health or ' +
    'substance use disorder treatment. Experience with cognitive behavioral therapy, ' +
    'motivational interviewing, trauma-informed care and telehealth sessions is preferred.',
  responsibilities: [
    'Complete biopsychosocial assessments and develop person-centered treatment plans with ' +
      'each patient.',
    'Provide individual and group therapy in person and by telehealth.',
    'Support people with substance use disorders and co-occurring mental health conditions ' +
      'as part of the addiction treatment team.',
    'Assess risk, respond to crises with the clinical team, and connect patients with ' +
      'emergency services and the 988 Suicide & Crisis Lifeline when needed.',
    'Connect patients and families with community resources such as housing, transportation ' +
      'and recovery support.',
    'Work closely with physicians, psychiatric nurse practitioners and nursing staff on ' +
      'coordinated care.',
    'Keep timely, accurate and confidential clinical documentation.',
  ],
  moreInfo:
    'Full-time, Monday to Friday 08:00 AM to 04:00 PM at the main office, with telehealth ' +
    'sessions for patients at our Pine Ridge Township satellite unit on Tuesdays and ' +
    'Thursdays. Benefits include paid time off, health insurance options, clinical supervision ' +
    'and support for continuing education. ' +
    HOW_TO_APPLY,
};
