import type { Provider } from './types';
import portrait from '../../assets/providers/Tomasz_Nowak.svg';

export const tomaszNowak: Provider = {
  id: 'Tomasz_Nowak',
  name: 'Tomasz Nowak, APN',
  type: 'Practitioner',
  credentials: 'MSN, AGPCNP-BC – Adult-Gerontology Nurse Practitioner',
  imageUrl: portrait,
  altText: 'Portrait of Tomasz Nowak, APN',
  tagLine: 'Steady care for every chapter of adult life',
  taglineDes:
    'Tomasz helps adults and older adults manage long-term conditions and stay independent.',
  speciality: 'Adult-Gerontology Primary Care Nurse Practitioner',
  degrees:
    'MSN, Marlowe Hill University; BSN, Fernbrook University; Board Certified Adult-Gerontology ' +
    'Primary Care Nurse Practitioner (AGPCNP-BC)',
  hobbies:
    'Chess, hiking sections of the Appalachian Trail and making pierogi from his ' +
    "grandmother's recipe",
  bookable: true,
  keywords: [
    'nurse practitioner',
    'patients aged 16 and above',
    'primary care',
    'older adults',
    'medication safety',
    'ancillary support staff',
    'addiction treatment',
  ],
  urls: {
    primary_care: '/services/primary-health-care/',
    ancillary_support_staff: '/services/ancillary-support-staff/',
    addiction_treatment: '/services/sud/',
  },
  description: [
    'Tomasz Nowak is a board-certified adult-gerontology primary care nurse practitioner who ' +
      'cares for patients aged 16 and above, including many older adults. He earned his ' +
      'Master of Science in Nursing at Marlowe Hill University and spent eight years as a ' +
      'registered nurse in cardiology and home health before becoming a nurse practitioner.',
    'Tomasz provides primary care for long-term conditions such as heart disease, high blood ' +
      'pressure, diabetes, chronic kidney disease and arthritis. He pays close attention to ' +
      'medication safety: he reviews every prescription and over-the-counter product a ' +
      'patient takes, looks for interactions and, where it is safe, works with the ' +
      'prescribing clinicians to simplify complicated regimens.',
    'For older adults he offers annual wellness visits, screening for fall risk and memory ' +
      'changes, and conversations about advance care planning. He welcomes family members and ' +
      'caregivers to visits when a patient would like them there, and he works with our ' +
      'ancillary support staff to coordinate home care, medical equipment and specialist ' +
      'appointments.',
    'Tomasz speaks English and Polish. He also cares for adults with a substance use disorder ' +
      'as part of our addiction treatment team, and he is happy to see patients by telehealth ' +
      'when getting to the office is difficult.',
  ],
  head: {
    title: 'Tomasz Nowak, APN, Adult Primary Care | Omega Health Care',
    description:
      'Tomasz Nowak, APN, is an adult-gerontology nurse practitioner at Omega Health Care in ' +
      'Millbrook, NJ, caring for adults and older adults with chronic conditions.',
  },
};
