import type { Highlight, HomeServiceCard, PromoBlock, ServiceTab } from '@practice/shared-types';

import chooseConfidently1 from '../assets/home/choose-confidently-1.svg';
import chooseConfidently2 from '../assets/home/choose-confidently-2.svg';
import weightLoss1 from '../assets/home/weight-loss-1.svg';
import weightLoss2 from '../assets/home/weight-loss-2.svg';
import wholePerson1 from '../assets/home/slide-whole-person-1.svg';
import wholePerson2 from '../assets/home/slide-whole-person-2.svg';
import telehealth1 from '../assets/home/slide-telehealth-1.svg';
import telehealth2 from '../assets/home/slide-telehealth-2.svg';
import recovery1 from '../assets/home/slide-recovery-1.svg';
import recovery2 from '../assets/home/slide-recovery-2.svg';
import tabInternalMedicine from '../assets/home/tab-internal-medicine.svg';
import tabAddiction from '../assets/home/tab-addiction.svg';
import tabNursing from '../assets/home/tab-nursing.svg';
import tabPsychiatry from '../assets/home/tab-psychiatry.svg';
import tabAncillarySupport from '../assets/home/tab-ancillary-support.svg';
import tabWeightLoss from '../assets/home/tab-weight-loss.svg';
import primaryCareIcon from '../assets/icons/primary-care.svg';
import obGynIcon from '../assets/icons/ob-gyn.svg';
import diagnosisIcon from '../assets/icons/diagnosis.svg';
import sudIcon from '../assets/icons/sud.svg';
import mentalHealthIcon from '../assets/icons/mental-health.svg';
import nerveTherapyIcon from '../assets/icons/nerve-therapy.svg';

/** An image with its alternative text. */
export interface ImageRef {
  img: string;
  alt: string;
}

export interface HeroText {
  heading: string;
  text: string;
}

export interface CarouselHeading {
  heading: string;
  text: string;
}

/** Two images shown together on one slide of the image carousel. */
export interface CarouselImagePair {
  first: ImageRef;
  second: ImageRef;
}

export const hero: HeroText = {
  heading: 'Compassionate care for body and mind',
  text:
    'Omega Health Care brings primary care, addiction treatment, psychiatry and mental health ' +
    'services together in one practice in Millbrook, NJ, with telehealth for patients in NJ, ' +
    'PA, GA and NY.',
};

/** Headings of Home sections whose content is below. */
export const homeSectionTitles = {
  highlights: 'Why patients choose us',
  carousels: 'Care built around you',
  serviceCards: 'HIGH QUALITY TREATMENT',
  serviceCardsIntro:
    'From everyday check-ups to recovery and mental health, our clinicians work together so ' +
    'you get the right care in one place.',
  latest: 'LATEST TIPS & NEWS',
  tabsLabel: '24 Hour Service',
  tabsTitle: 'OMEGA SERVICES',
};

export const highlights: Highlight[] = [
  {
    heading: 'Qualified Doctors',
    subheading: 'Experienced, caring clinicians',
    content:
      'Our physicians, nurse practitioners and counselors bring training in internal medicine, ' +
      'psychiatry and addiction care to every visit.',
  },
  {
    heading: '24 Hours On-Call Services',
    subheading: 'Help when you need it',
    content:
      'Our patients can reach an on-call clinician outside office hours. In an emergency, call ' +
      '911 or go to the nearest emergency room.',
  },
  {
    heading: 'We Are Here For You',
    subheading: 'Care without judgment',
    content:
      'Whether you need a check-up, support with your mental health or help with substance ' +
      'use, we listen first and build a plan with you.',
  },
];

export const promos: PromoBlock[] = [
  {
    imgSrc: chooseConfidently1,
    altText: 'Illustration of a doctor with a stethoscope and a patient beside a checkmark shield',
    imgSrc2: chooseConfidently2,
    altText2: 'Illustration of a clipboard with a completed checklist and a star badge',
    headingMain: 'CHOOSE CONFIDENTLY',
    heading: 'Care you can trust, close to home',
    description:
      'From your first call to your follow-up, our team explains every step, answers your ' +
      'questions and connects your primary care, mental health and addiction treatment.',
  },
  {
    imgSrc: weightLoss1,
    altText: 'Illustration of a bathroom scale next to an apple',
    imgSrc2: weightLoss2,
    altText2: 'Illustration of a measuring tape with fruit and a sports shoe',
    headingMain: 'EFFECTIVE WEIGHT LOSS',
    heading: 'Medically supervised weight management',
    description:
      'Our clinicians build a personal plan that may include nutrition guidance, physical ' +
      'activity, support for lasting habits and, when appropriate, medication, with regular ' +
      'check-ins to follow your progress safely.',
  },
];

/** Slide i of the heading carousel goes with slide i of the image carousel. */
export const carouselHeadings: CarouselHeading[] = [
  {
    heading: 'Care for the whole person',
    text:
      'Your physical health, mental health and recovery are connected, so our clinicians work ' +
      'together as one team.',
  },
  {
    heading: 'Telehealth when it suits you',
    text:
      'Secure video visits for patients in NJ, PA, GA and NY, plus telehealth every Tuesday ' +
      'and Thursday at our Pine Ridge Township office.',
  },
  {
    heading: 'Recovery is possible',
    text:
      'Evidence-based treatment for substance use disorders, offered with respect and without ' +
      'judgment.',
  },
];

export const carouselImages: CarouselImagePair[] = [
  {
    first: {
      img: wholePerson1,
      alt: 'Illustration of a family of three standing together under a heart',
    },
    second: {
      img: wholePerson2,
      alt: 'Illustration of a heart with a heartbeat line',
    },
  },
  {
    first: {
      img: telehealth1,
      alt: 'Illustration of a video visit with a clinician on a laptop screen',
    },
    second: {
      img: telehealth2,
      alt: 'Illustration of a smartphone video call next to an appointment calendar',
    },
  },
  {
    first: {
      img: recovery1,
      alt: 'Illustration of a path winding over rolling hills toward a rising sun',
    },
    second: {
      img: recovery2,
      alt: 'Illustration of open hands holding a growing sprout',
    },
  },
];

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

/** The first tab is active by default. */
export const serviceTabs: ServiceTab[] = [
  {
    id: 'internal-medicine',
    title: 'INTERNAL MEDICINE',
    subTitle: 'Care for adults with complex health needs',
    description:
      'Our internal medicine physicians diagnose and manage long-term conditions such as high ' +
      'blood pressure, diabetes and COPD. They coordinate with specialists and answer hospital ' +
      'consults within 24 to 48 hours.',
    imgSrc: tabInternalMedicine,
    altText: 'Illustration of a stethoscope with a small heart',
  },
  {
    id: 'addiction',
    title: 'ADDICTION',
    subTitle: 'Treatment for substance use disorders',
    description:
      'We offer medication for opioid use disorder, including buprenorphine and naltrexone, ' +
      'along with counseling and harm reduction. Care is confidential, respectful and free of ' +
      'judgment.',
    imgSrc: tabAddiction,
    altText: 'Illustration of open hands holding a heart',
  },
  {
    id: 'nursing',
    title: 'NURSING',
    subTitle: 'Skilled, caring nurses at every visit',
    description:
      'Our nurses give vaccines and injections, share health education and answer your ' +
      'questions between visits. Our nurse practitioners care for patients aged 16 and above.',
    imgSrc: tabNursing,
    altText: 'Illustration of a nurse next to a tablet with a care plan',
  },
  {
    id: 'psychiatry',
    title: 'PSYCHIATRY',
    subTitle: 'Evaluation and medication management',
    description:
      'Our psychiatry team provides in-depth evaluations and ongoing treatment for depression, ' +
      'anxiety, bipolar disorder, ADHD and more. Visits are available in person or by ' +
      'telehealth in NJ, PA, GA and NY.',
    imgSrc: tabPsychiatry,
    altText: 'Illustration of a head in profile with a brain inside',
  },
  {
    id: 'ancillary-support',
    title: 'ANCILLARY SUPPORT',
    subTitle: 'The team that keeps your care on track',
    description:
      'Medical assistants, care coordinators and our front desk team help with scheduling, ' +
      'referrals, forms and follow-up. They make sure you know what comes next after every ' +
      'visit.',
    imgSrc: tabAncillarySupport,
    altText: 'Illustration of a checklist next to two care team members',
  },
  {
    id: 'weight-loss-management',
    title: 'WEIGHT LOSS MANAGEMENT',
    subTitle: 'Medically supervised, personal plans',
    description:
      'Our clinicians create a weight management plan around your health, goals and daily ' +
      'life. Plans may include nutrition guidance, physical activity and, when appropriate, ' +
      'medication, with regular check-ins.',
    imgSrc: tabWeightLoss,
    altText: 'Illustration of a plate of fruit and vegetables below a measuring tape',
  },
];
