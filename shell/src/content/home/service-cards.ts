import type { HomeServiceCard } from './types';
import primaryCareIcon from '../../assets/icons/primary-care.svg';
import obGynIcon from '../../assets/icons/ob-gyn.svg';
import diagnosisIcon from '../../assets/icons/diagnosis.svg';
import sudIcon from '../../assets/icons/sud.svg';
import mentalHealthIcon from '../../assets/icons/mental-health.svg';
import nerveTherapyIcon from '../../assets/icons/nerve-therapy.svg';

/** HIGH QUALITY TREATMENT: six services, each linking to its page. */
export const homeServiceCards: HomeServiceCard[] = [
  {
    img: primaryCareIcon,
    title: 'Primary Health Care',
    description: 'Check-ups, screenings, vaccines and care for long-term conditions for adults.',
    url: '/services/primary-health-care/',
  },
  {
    img: obGynIcon,
    title: 'OB-GYN Services',
    description:
      'Prenatal, postpartum and gynecologic care, including support for pregnant women in ' +
      'recovery.',
    url: '/services/ob-gyn-services/',
  },
  {
    img: diagnosisIcon,
    title: 'Precise Diagnosis',
    description: 'Careful exams and lab testing to find the cause of your symptoms.',
    url: '/services/precise-diagnosis/',
  },
  {
    img: sudIcon,
    title: 'Substance Use Disorder Treatment',
    description: 'Medication for opioid and alcohol use disorder, counseling and harm reduction.',
    url: '/services/sud/',
  },
  {
    img: mentalHealthIcon,
    title: 'Mental Health Treatment',
    description: 'Therapy and medication management for depression, anxiety, trauma and stress.',
    url: '/services/mental-health-treatment/',
  },
  {
    img: nerveTherapyIcon,
    title: 'Axon Therapy for Nerve Pain',
    description:
      'Non-invasive, medication-free magnetic nerve stimulation in 13.5-minute sessions.',
    url: '/services/axon-therapy-mpns/',
  },
];
