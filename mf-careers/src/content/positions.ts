import type { JobPosition } from '@practice/shared-types';
import type { OpenRole } from '../lib/upload-rules';

/** A position of this page: its title is one of the roles the upload function accepts. */
export type CareersPosition = JobPosition & { position: OpenRole };

const MAIN_OFFICE = 'Millbrook, NJ (main office)';
const BOTH_LOCATIONS = 'Millbrook, NJ and Pine Ridge Township, NJ';

const HOW_TO_APPLY =
  'To apply, use the upload button for this position to send your resume and any supporting ' +
  'documents (PDF or Word, up to 10 MB in total), or download the general applicant form, ' +
  'complete it and upload it together with your resume.';

/** The seven open positions on /career/, in the order the page lists them (SPEC.md section 2). */
export const positions: CareersPosition[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
];
