import behavioralIcon from '../assets/icons/behavioral.svg';
import prescriptionIcon from '../assets/icons/prescription.svg';
import recoverySupportIcon from '../assets/icons/recovery-support.svg';

interface AboutBanner {
  heading: string;
  text: string;
}

/** A WE ARE HERE FOR YOU card linking to a service page. */
interface HereForYouCard {
  heading: string;
  text: string;
  url: string;
}

/** A WHERE PEOPLE COME FIRST item. */
interface PeopleFirstItem {
  heading: string;
  text: string;
  icon: string;
  /** Alternative text of the icon. */
  iconAlt: string;
}

interface CompanySummary {
  heading: string;
  paragraphs: string[];
}

export const aboutBanner: AboutBanner = {
  heading: 'ABOUT US',
  text:
    'Primary care, addiction treatment and mental health care under one roof, delivered with ' +
    'respect for every person who walks through our door.',
};

export const hereForYouCards: HereForYouCard[] = [
  {
    heading: 'Substance Use Disorder Treatment',
    text:
      'Medication for opioid and alcohol use disorder, counseling and harm reduction, offered ' +
      'with compassion and without judgment.',
    url: '/services/sud/',
  },
  {
    heading: 'Internal Medicine',
    text:
      'Physicians who care for adults with complex and long-term conditions, with hospital ' +
      'consults answered within 24 to 48 hours.',
    url: '/services/internal-medicine-physicians/',
  },
  {
    heading: 'Mental Health Treatment',
    text:
      'Evaluation, therapy and medication management for depression, anxiety, trauma and ' +
      'stress, in person or by telehealth.',
    url: '/services/mental-health-treatment/',
  },
];

export const peopleFirstItems: PeopleFirstItem[] = [
  {
    heading: 'SUD Treatment',
    text:
      'We treat substance use disorder as the medical condition it is, with evidence-based ' +
      'medication, counseling and support for every step of recovery.',
    icon: recoverySupportIcon,
    iconAlt: 'Open hands holding a heart',
  },
  {
    heading: 'Behavioral Treatment',
    text:
      'Talk therapy and counseling help you build coping skills, manage stress and make ' +
      'changes that last, at a pace that feels right for you.',
    icon: behavioralIcon,
    iconAlt: 'Two speech bubbles in conversation',
  },
  {
    heading: 'Accurate Prescription',
    text:
      'Every medication is chosen after a careful review of your history and current ' +
      'medicines, and we check in regularly on how it is working for you.',
    icon: prescriptionIcon,
    iconAlt: 'A prescription bottle and a capsule',
  },
];

export const companySummary: CompanySummary = {
  heading: 'About Omega Health Care',
  paragraphs: [
    'Omega Health Care, part of the Omega Health Network, is a multispecialty medical ' +
      'practice in Millbrook, New Jersey. Our physicians, nurse practitioners, counselors and ' +
      'support staff provide primary care, internal medicine, addiction treatment including ' +
      'medication for opioid use disorder, psychiatry, mental health treatment and women’s ' +
      'health, all coordinated within one team.',
    'Our mission is to offer every patient respectful, evidence-based care that treats the ' +
      'whole person. We believe that physical health, mental health and recovery belong ' +
      'together, and that everyone deserves to be heard without judgment.',
    'Patients visit us at our main office in Millbrook, open Monday to Friday from 08:00 AM ' +
      'to 04:00 PM with after-hours services by appointment, and at our satellite unit in Pine ' +
      'Ridge Township, which offers telehealth every Tuesday and Thursday. Telehealth visits ' +
      'are also available for patients in NJ, PA, GA and NY.',
  ],
};
