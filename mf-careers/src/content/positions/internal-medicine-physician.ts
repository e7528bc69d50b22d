import type { CareersPosition } from './types';
import { BOTH_LOCATIONS, HOW_TO_APPLY } from './common-text';

export const internalMedicinePhysician: CareersPosition = {
  id: 'internal-medicine-physician',
  position: 'Internal Medicine Physician',
  location: BOTH_LOCATIONS,
  qualification:
    'MD or DO degree; completion of an accredited internal medicine residency; board ' +
    'certified or board eligible in internal medicine (ABIM or AOBIM); active New Jersey ' +
    'medical license in good standing; New Jersey CDS registration and federal DEA ' +
    'registration; current BLS certification (ACLS preferred).',
  experience:
    'Residency completed; at least 2 years of outpatient internal medicine or primary care ' +
    'practice preferred. Interest or experience in addiction medicine, including medication ' +
    'for opioid use disorder, and in hospital consultation is a plus.',
  responsibilities: [
    'Provide comprehensive outpatient care for adults, from prevention and screening to the ' +
      'management of complex chronic conditions.',
    'See patients in person and by telehealth, following the licensing rules of the state ' +
      'where each patient is located.',
    'Provide evidence-based care for people with substance use disorders, including ' +
      'medication for opioid use disorder, with our addiction treatment team.',
    'Respond to hospital consultation requests within 24 to 48 hours and coordinate ' +
      'follow-up after discharge.',
    'Collaborate with and mentor nurse practitioners and clinical staff in a team-based ' +
      'practice.',
    'Work with psychiatry and mental health colleagues on integrated care for patients with ' +
      'co-occurring conditions.',
    'Keep thorough documentation and take part in quality improvement.',
  ],
  moreInfo:
    'Full-time, Monday to Friday 08:00 AM to 04:00 PM, with a shared after-hours schedule. ' +
    'Benefits include paid time off, health insurance options, malpractice coverage and a ' +
    'continuing medical education allowance. ' +
    HOW_TO_APPLY,
};
