import type { Service } from './types';
import image from '../../assets/services/ancillary-support-staff.svg';

export const ancillarySupportStaff: Service = {
  url: '/services/ancillary-support-staff/',
  head: {
    title: 'Ancillary Support Staff and Care Team | Omega Health Care',
    description:
      'Meet the medical assistants, nurses and care coordinators at Omega Health Care who help ' +
      'with check-in, referrals, insurance questions and follow-up.',
  },
  title: 'Ancillary Support Staff',
  summary:
    'Medical assistants, nurses and care coordinators who keep your visits running smoothly ' +
    'and help with referrals, forms and follow-up.',
  image: { src: image, alt: 'Illustration of three care team members, one holding a checklist' },
  intro: {
    heading: 'The team behind every visit',
    text:
      'Great care takes more than one clinician. Our ancillary support staff, including ' +
      'medical assistants, nurses, care coordinators and front desk team members, help you ' +
      'from the moment you schedule until your follow-up is complete. They coordinate ' +
      'referrals, lab work and prescriptions with our internal medicine physicians and the ' +
      'rest of the care team. If you need help with a form or an appointment, please contact ' +
      'us.',
    links: [
      {
        text: 'internal medicine physicians',
        href: '/services/internal-medicine-physicians/',
      },
      {
        text: 'contact us',
        href: '/contact-us',
      },
    ],
  },
  sections: [
    {
      heading: 'Who supports your care',
      points: [
        {
          key: 'Medical assistants',
          value:
            'Take your vital signs, update your medication list and help prepare you for your ' +
            'visit.',
        },
        {
          key: 'Nurses',
          value:
            'Give vaccines and injections, share health education and answer clinical questions ' +
            'between visits.',
        },
        {
          key: 'Care coordinators',
          value:
            'Arrange specialist referrals, lab work and follow-up appointments, and connect you ' +
            'with community resources.',
        },
        {
          key: 'Front desk team',
          value: 'Help with scheduling, check-in, insurance questions and patient portal access.',
        },
      ],
    },
    {
      heading: 'How they make a difference',
      points: [
        {
          key: 'Smoother visits',
          value:
            'Preparing before you see your clinician leaves more time for what matters to you.',
        },
        {
          key: 'Care that stays on track',
          value: 'Coordinators follow up on referrals and results so you know what comes next.',
        },
        {
          key: 'A friendly voice',
          value: 'Someone you can call with questions about appointments, forms and prescriptions.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Questions about your care?',
    text:
      'Our support team is happy to help with appointments, referrals and forms. Book a ' +
      'visit today.',
  },
};
