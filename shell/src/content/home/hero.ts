import type { HeroText } from './types';

export const hero: HeroText = {
  heading: 'Compassionate care for body and mind',
  text:
    'Omega Health Care brings primary care, addiction treatment, psychiatry and mental health ' +
    'services together in one practice in Millbrook, NJ, with telehealth for patients in NJ, ' +
    'PA, GA and NY.',
};
