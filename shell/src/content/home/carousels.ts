import type { CarouselHeading, CarouselImagePair } from './types';
import wholePerson1 from '../../assets/home/slide-whole-person-1.svg';
import wholePerson2 from '../../assets/home/slide-whole-person-2.svg';
import telehealth1 from '../../assets/home/slide-telehealth-1.svg';
import telehealth2 from '../../assets/home/slide-telehealth-2.svg';
import recovery1 from '../../assets/home/slide-recovery-1.svg';
import recovery2 from '../../assets/home/slide-recovery-2.svg';

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
