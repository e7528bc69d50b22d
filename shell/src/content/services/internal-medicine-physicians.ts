import type { Service } from './types';
import image from '../../assets/services/internal-medicine-physicians.svg';

export const internalMedicinePhysicians: Service = {
  url: '/services/internal-medicine-physicians/',
  head: {
    title: 'Internal Medicine Physicians in NJ | Omega Health Care',
    description:
      'Adult internal medicine at Omega Health Care: care for chronic and complex conditions, ' +
      'with hospital consults answered within 24 to 48 hours.',
  },
  title: 'Internal Medicine Physicians',
  summary:
    'Physicians for adults who manage complex and long-term conditions, with hospital ' +
    'consults answered within 24 to 48 hours.',
  image: { src: image, alt: 'Illustration of a hospital building next to a clock' },
  intro: {
    heading: 'Comprehensive care for adults',
    text:
      'Internal medicine physicians specialize in preventing, diagnosing and treating illness ' +
      'in adults. Our physicians manage complex and long-term conditions, coordinate with ' +
      'specialists and support patients during and after a hospital stay, with hospital ' +
      'consults answered within 24 to 48 hours. They work with our precise diagnosis service ' +
      'and our primary health care team to keep your care connected.',
    links: [
      {
        text: 'precise diagnosis',
        href: '/services/precise-diagnosis/',
      },
      {
        text: 'primary health care',
        href: '/services/primary-health-care/',
      },
    ],
  },
  sections: [
    {
      heading: 'Conditions we manage',
      points: [
        {
          key: 'Heart and blood vessels',
          value:
            'High blood pressure, high cholesterol and lowering your risk of heart disease and ' +
            'stroke.',
        },
        {
          key: 'Diabetes and metabolism',
          value:
            'Type 2 diabetes, prediabetes, thyroid conditions and weight-related health ' +
            'concerns.',
        },
        {
          key: 'Lungs',
          value: 'Asthma and chronic obstructive pulmonary disease (COPD).',
        },
        {
          key: 'Kidneys and liver',
          value:
            'Monitoring of chronic kidney disease and liver conditions, with referral to a ' +
            'specialist when needed.',
        },
        {
          key: 'Several conditions at once',
          value: 'A careful review of all your medications to avoid harmful interactions.',
        },
      ],
    },
    {
      points: [
        {
          key: 'Hospital consults',
          value: 'Consult requests from hospitals are answered within 24 to 48 hours.',
        },
        {
          key: 'After a hospital stay',
          value:
            'A follow-up visit to review your medications and recovery and lower the chance of ' +
            'returning to the hospital.',
        },
      ],
    },
    {
      heading: 'Our approach',
      points: [
        {
          key: 'Whole-person view',
          value: 'We look at your physical health, mental health and daily life together.',
        },
        {
          key: 'Evidence-based care',
          value: 'Treatment plans follow current clinical guidelines and are tailored to you.',
        },
        {
          key: 'Telehealth follow-up',
          value: 'Many check-ins can take place by telehealth for patients in NJ, PA, GA and NY.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Expert care for complex health needs',
    text:
      'Book an appointment with one of our internal medicine physicians in person or by ' +
      'telehealth.',
  },
};
