import type { Provider } from './types';
import portrait from '../../assets/providers/Samuel_Osei.svg';

export const samuelOsei: Provider = {
  id: 'Samuel_Osei',
  name: 'Dr. Samuel Osei',
  type: 'Doctor',
  credentials: 'MD, FACP – Founder & Chief Executive',
  imageUrl: portrait,
  altText: 'Portrait of Dr. Samuel Osei',
  tagLine: 'Care that meets you where you are',
  taglineDes:
    'Dr. Osei founded Omega Health Care so that primary care, addiction treatment and mental ' +
    'health care could be offered under one roof, without judgment.',
  speciality: 'Internal Medicine and Addiction Medicine',
  degrees:
    'MD, Alder Point Medical School; Residency in Internal Medicine; Fellowship in ' +
    'Addiction Medicine; Board Certified in Internal Medicine and Addiction Medicine',
  hobbies:
    'Jazz piano, cycling the Delaware and Raritan Canal towpath and cooking West African ' +
    'dishes for friends and family',
  accolade: 'Millbrook Community Health Champion Award, 2024',
  cardDescription:
    'Dr. Osei founded Omega Health Care to bring primary care, addiction treatment and mental ' +
    'health care together under one roof. He leads our team with a simple belief: every ' +
    'person deserves to be treated with dignity and respect.',
  externalUrl: 'https://directory.example/provider/samuel-osei',
  bookable: true,
  reviewLink: true,
  keywords: [
    'internal medicine',
    'addiction medicine',
    'primary care',
    'addiction treatment',
    'medication for opioid use disorder',
    'substance use disorder',
  ],
  urls: {
    internal_medicine: '/services/internal-medicine-physicians/',
    primary_care: '/services/primary-health-care/',
    addiction_treatment: '/services/sud/',
    medication_for_opioid_use_disorder: '/services/sud/',
  },
  description: [
    'Dr. Samuel Osei is the founder and chief executive of Omega Health Care and a physician ' +
      'board certified in internal medicine and addiction medicine. He earned his medical ' +
      'degree at Alder Point Medical School, completed his residency in internal ' +
      'medicine and went on to a fellowship in addiction medicine. Early in his career he saw ' +
      'how often people with a substance use disorder were turned away or sent from one ' +
      'office to another, and he built Omega Health Care so that they and their families ' +
      'could find whole-person care in one place.',
    'In his own clinic, Dr. Osei provides primary care for adults, with a focus on long-term ' +
      'conditions such as high blood pressure, diabetes and liver disease. He also leads our ' +
      'addiction treatment program, which includes medication for opioid use disorder with ' +
      'buprenorphine or naltrexone, care for alcohol use disorder, and counseling with our ' +
      'behavioral health team. He works closely with our psychiatrist and nurse practitioners ' +
      'so that physical health, mental health and recovery are planned together.',
    'Patients describe his visits as unhurried. He starts by listening, explains the options ' +
      'in plain language and agrees on a plan with each patient, whether the first goal is to ' +
      'cut back, to stop completely or simply to take the first step. Recovery looks ' +
      'different for everyone, and he is open about the fact that progress is rarely a ' +
      'straight line.',
    'Dr. Osei speaks English and Twi. Outside the office he mentors medical students and ' +
      'residents who are interested in addiction medicine, and he speaks at community events ' +
      'about overdose prevention and naloxone. You can book an in-person visit at our ' +
      'Millbrook office or a telehealth visit with him online.',
  ],
  head: {
    title: 'Dr. Samuel Osei, Founder & Internist | Omega Health Care',
    description:
      'Meet Dr. Samuel Osei, founder of Omega Health Care in Millbrook, NJ, board certified in ' +
      'internal medicine and addiction medicine.',
  },
};
