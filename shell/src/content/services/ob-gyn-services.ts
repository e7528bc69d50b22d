import type { Service } from './types';
import image from '../../assets/services/ob-gyn-services.svg';

export const obGynServices: Service = {
  url: '/services/ob-gyn-services/',
  head: {
    title: 'OB-GYN Services in Millbrook, NJ | Omega Health Care',
    description:
      'Prenatal, postpartum and gynecologic care at Omega Health Care, with coordinated, ' +
      'judgment-free support for pregnant women with a substance use disorder.',
  },
  title: 'OB-GYN Services',
  summary:
    'Prenatal, postpartum and gynecologic care, with coordinated support for pregnant women ' +
    'who have a substance use disorder.',
  image: {
    src: image,
    alt: 'Illustration of a pregnant woman holding a heart, next to a health cross',
  },
  intro: {
    heading: 'Caring for you and your growing family',
    text:
      'Our OB-GYN services support women through pregnancy and every stage of life, with ' +
      'special attention to pregnant women who have a substance use disorder. Medication for ' +
      'opioid use disorder is recommended during pregnancy for many patients, and our team ' +
      'coordinates your prenatal visits with care from our addiction treatment program. We ' +
      'work with you, your delivery hospital and your baby’s future care team so that everyone ' +
      'shares one plan.',
    links: [
      {
        text: 'addiction treatment program',
        href: '/services/sud/',
      },
    ],
  },
  sections: [
    {
      heading: 'What we offer',
      points: [
        {
          key: 'Prenatal care',
          value:
            'Regular check-ups to follow your health and your baby’s growth, with the screenings ' +
            'recommended during pregnancy.',
        },
        {
          key: 'Medication for opioid use disorder',
          value:
            'Starting or continuing buprenorphine during pregnancy, with close monitoring by our ' +
            'clinicians.',
        },
        {
          key: 'Postpartum support',
          value:
            'Follow-up after birth for your physical recovery, mood, feeding questions and ' +
            'ongoing treatment.',
        },
        {
          key: 'Gynecologic care',
          value:
            'Well-woman exams, cervical cancer screening, birth control counseling and care for ' +
            'menstrual concerns.',
        },
        {
          key: 'Emotional well-being',
          value:
            'Screening for depression and anxiety during and after pregnancy, with counseling ' +
            'when you need it.',
        },
      ],
    },
    {
      heading: 'Support during pregnancy and beyond',
      bullets: [
        'Prenatal care and addiction treatment coordinated in one practice',
        'Birth planning together with your delivery hospital',
        'Preparing for your baby’s first days, including care for withdrawal symptoms if needed',
        'Guidance on breastfeeding while taking medication for opioid use disorder',
        'Naloxone and overdose prevention education for you and your family',
        'Referrals for nutrition, housing and parenting support',
      ],
    },
    {
      heading: 'Our approach',
      points: [
        {
          key: 'Without judgment',
          value: 'You are welcome here at any stage of pregnancy and any stage of recovery.',
        },
        {
          key: 'Team care',
          value:
            'Your OB-GYN clinician, addiction specialist and counselor work together on one ' +
            'plan.',
        },
        {
          key: 'Your privacy',
          value: 'We talk with you about who your health information is shared with and why.',
        },
        {
          key: 'Urgent symptoms',
          value:
            'If you have heavy bleeding, severe pain or other urgent symptoms, call 911 or go to ' +
            'the nearest emergency room.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Start your prenatal care with us',
    text:
      'Early prenatal care matters. Book an appointment and we will help you plan your next ' +
      'steps.',
  },
};
