import type { PromoBlock } from './types';
import chooseConfidently1 from '../../assets/home/choose-confidently-1.svg';
import chooseConfidently2 from '../../assets/home/choose-confidently-2.svg';
import weightLoss1 from '../../assets/home/weight-loss-1.svg';
import weightLoss2 from '../../assets/home/weight-loss-2.svg';

/** CHOOSE CONFIDENTLY and EFFECTIVE WEIGHT LOSS, each with a pair of pictures. */
export const promos: PromoBlock[] = [
  {
    title: 'CHOOSE CONFIDENTLY',
    pictures: [
      {
        img: chooseConfidently1,
        alt: 'Illustration of a doctor with a stethoscope and a patient beside a checkmark shield',
      },
      {
        img: chooseConfidently2,
        alt: 'Illustration of a clipboard with a completed checklist and a star badge',
      },
    ],
    heading: 'Care you can trust, close to home',
    description:
      'From your first call to your follow-up, our team explains every step, answers your ' +
      'questions and connects your primary care, mental health and addiction treatment.',
  },
  {
    title: 'EFFECTIVE WEIGHT LOSS',
    pictures: [
      { img: weightLoss1, alt: 'Illustration of a bathroom scale next to an apple' },
      { img: weightLoss2, alt: 'Illustration of a measuring tape with fruit and a sports shoe' },
    ],
    heading: 'Medically supervised weight management',
    description:
      'Our clinicians build a personal plan that may include nutrition guidance, physical ' +
      'activity, support for lasting habits and, when appropriate, medication, with regular ' +
      'check-ins to follow your progress safely.',
  },
];
