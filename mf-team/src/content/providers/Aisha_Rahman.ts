import type { Provider } from './types';
import portrait from '../../assets/providers/Aisha_Rahman.svg';

export const aishaRahman: Provider = {
  id: 'Aisha_Rahman',
  name: 'Aisha Rahman, APN',
  type: 'Practitioner',
  credentials: 'MSN, PMHNP-BC – Psychiatric Nurse Practitioner',
  imageUrl: portrait,
  altText: 'Portrait of Aisha Rahman, APN',
  tagLine: "You don't have to carry it alone",
  taglineDes:
    'Aisha offers compassionate psychiatric care for anxiety, depression, trauma and ' +
    'co-occurring substance use.',
  speciality: 'Psychiatric Mental Health Nurse Practitioner',
  degrees:
    'MSN, Larkspur University School of Nursing; BSN, Brightwater State University; Board ' +
    'Certified Psychiatric-Mental Health Nurse Practitioner (PMHNP-BC)',
  hobbies: 'Calligraphy, trying new recipes and long weekend walks with her family',
  bookable: true,
  keywords: [
    'psychiatric mental health nurse practitioner',
    'patients aged 16 and above',
    'medication management',
    'substance use disorder',
    'addiction treatment',
    'telehealth',
    'ancillary support staff',
  ],
  urls: {
    psychiatric_mental_health_nurse_practitioner: '/services/psychiatry-nurse-practitioners/',
    addiction_treatment: '/services/sud/',
    ancillary_support_staff: '/services/ancillary-support-staff/',
  },
  description: [
    'Aisha Rahman is a board-certified psychiatric mental health nurse practitioner who cares ' +
      'for patients aged 16 and above. She earned her Master of Science in Nursing at the ' +
      'Larkspur University School of Nursing and worked on an inpatient behavioral ' +
      'health unit before joining Omega Health Care.',
    'Aisha provides psychiatric evaluations, diagnosis and medication management for ' +
      'depression, anxiety, panic disorder, post-traumatic stress disorder (PTSD), bipolar ' +
      'disorder and sleep problems linked to mood. Many of her patients are also in recovery, ' +
      'and she is experienced in caring for people with a substance use disorder alongside a ' +
      'mental health condition, in close partnership with our addiction treatment team and ' +
      'with Dr. Priya Raman.',
    'She believes good care starts with trust. Visits begin with your story, not a checklist, ' +
      'and she explains each treatment option, how long it may take to work and which side ' +
      'effects to watch for. Follow-up visits are available in person or by telehealth, and ' +
      'our ancillary support staff can connect you with counseling and community resources.',
    'Aisha speaks English, Bengali and Urdu. If you are in crisis, please call or text 988 to ' +
      'reach the 988 Suicide & Crisis Lifeline, or call 911 or go to the nearest emergency ' +
      'room.',
  ],
  head: {
    title: 'Aisha Rahman, APN, Psychiatric NP | Omega Health Care',
    description:
      'Aisha Rahman, APN, is a psychiatric mental health nurse practitioner at Omega Health ' +
      'Care, caring for patients aged 16 and above in person and by telehealth.',
  },
};
