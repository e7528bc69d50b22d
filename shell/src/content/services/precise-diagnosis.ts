import type { Service } from './types';
import image from '../../assets/services/precise-diagnosis.svg';

export const preciseDiagnosis: Service = {
  url: '/services/precise-diagnosis/',
  head: {
    title: 'Precise Diagnosis and Lab Testing | Omega Health Care',
    description:
      'Thorough exams, lab work and screenings at Omega Health Care help find the cause of ' +
      'your symptoms and guide a clear, personal treatment plan.',
  },
  title: 'Precise Diagnosis',
  summary:
    'Careful exams, lab testing and screening to find the cause of your symptoms and guide a ' +
    'treatment plan that fits you.',
  image: {
    src: image,
    alt: 'Illustration of a magnifying glass over a health chart next to two test tubes',
  },
  intro: {
    heading: 'Getting to the root of your symptoms',
    text:
      'A clear diagnosis is the foundation of good care. Our clinicians take a detailed ' +
      'history, perform a careful exam and order only the tests that make sense for you. We ' +
      'then explain your results in plain language and build a plan with you, whether that ' +
      'means treatment with our internal medicine physicians or a referral to a specialist.',
    links: [
      {
        text: 'internal medicine physicians',
        href: '/services/internal-medicine-physicians/',
      },
    ],
  },
  sections: [
    {
      heading: 'How we reach a diagnosis',
      points: [
        {
          key: 'Detailed history',
          value:
            'We ask about your symptoms, medications, family history and daily life, because ' +
            'small details often matter.',
        },
        {
          key: 'Physical exam',
          value:
            'A thorough exam focused on your concerns helps decide which tests, if any, are ' +
            'needed.',
        },
        {
          key: 'Laboratory tests',
          value:
            'Blood and urine tests, such as blood counts, blood sugar, and kidney, liver and ' +
            'thyroid function.',
        },
        {
          key: 'Screening tools',
          value:
            'Validated questionnaires for depression, anxiety and substance use help us see the ' +
            'whole picture.',
        },
        {
          key: 'Imaging and specialist tests',
          value:
            'When needed, we arrange imaging or specialist testing and go over the results with ' +
            'you.',
        },
      ],
    },
    {
      heading: 'What happens next',
      points: [
        {
          key: 'Clear explanations',
          value: 'We go over your results with you and answer your questions.',
        },
        {
          key: 'A shared plan',
          value: 'Together we decide on treatment, lifestyle changes or further tests.',
        },
        {
          key: 'Follow-up',
          value: 'We check how you are doing and adjust the plan if your symptoms change.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Have symptoms you want checked?',
    text: 'Book a visit and let our team help you find answers and the right next steps.',
  },
};
