import type { Service } from './types';
import image from '../../assets/services/sud.svg';

export const sud: Service = {
  url: '/services/sud/',
  head: {
    title: 'Substance Use Disorder Treatment | Omega Health Care',
    description:
      'Medication for opioid and alcohol use disorder, counseling and harm reduction, offered ' +
      'with respect at Omega Health Care in NJ and by telehealth.',
  },
  title: 'Substance Use Disorder Treatment',
  summary:
    'Respectful, evidence-based care for opioid, alcohol and other substance use disorders, ' +
    'with medication, counseling and harm reduction.',
  image: { src: image, alt: 'Illustration of open hands holding a young green sprout' },
  intro: {
    heading: 'Recovery is possible, and you don’t have to do it alone',
    text:
      'Substance use disorder is a treatable medical condition, and asking for help is a sign ' +
      'of strength. Our team offers medication for opioid use disorder and alcohol use ' +
      'disorder, counseling and practical harm reduction support, all in a respectful, ' +
      'confidential setting. Because substance use often affects mood and physical health, we ' +
      'coordinate your care with our mental health treatment and primary health care teams.',
    links: [
      {
        text: 'mental health treatment',
        href: '/services/mental-health-treatment/',
      },
      {
        text: 'primary health care',
        href: '/services/primary-health-care/',
      },
    ],
  },
  sections: [
    {
      heading: 'Treatment options',
      points: [
        {
          key: 'Medication for opioid use disorder',
          value:
            'Buprenorphine eases withdrawal and cravings, and extended-release naltrexone blocks ' +
            'the effects of opioids. Both are evidence-based treatments that support recovery.',
        },
        {
          key: 'Alcohol use disorder',
          value:
            'Medications such as naltrexone or acamprosate, together with counseling, can help ' +
            'you cut down or stop drinking.',
        },
        {
          key: 'Counseling',
          value:
            'Individual sessions help you understand triggers, build coping skills and plan for ' +
            'the future you want.',
        },
        {
          key: 'Harm reduction',
          value:
            'We meet you where you are, with practical steps to stay safer and testing for HIV ' +
            'and hepatitis C.',
        },
        {
          key: 'Naloxone',
          value:
            'We help you get naloxone and show you and your loved ones how to use it to reverse ' +
            'an opioid overdose.',
        },
      ],
    },
    {
      points: [
        {
          key: 'Telehealth',
          value:
            'Follow-up visits are available by telehealth for patients in NJ, PA, GA and NY when ' +
            'clinically appropriate.',
        },
        {
          key: 'Whole-person care',
          value:
            'We also screen for related health concerns such as depression, anxiety, hepatitis C ' +
            'and chronic pain, and help you get care for them.',
        },
      ],
    },
    {
      heading: 'What to expect',
      points: [
        {
          key: 'Your first visit',
          value:
            'A confidential conversation about your health, your substance use and your goals, ' +
            'plus an exam and any tests you need.',
        },
        {
          key: 'Your plan',
          value:
            'Together we choose medication, counseling or both, and agree how often we will ' +
            'meet.',
        },
        {
          key: 'Ongoing support',
          value:
            'Regular visits let us adjust your treatment. A return to use is not a failure, and ' +
            'we will keep working with you.',
        },
        {
          key: 'In an emergency',
          value:
            'If someone may be overdosing, call 911 right away and give naloxone if you have it.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Take the first step today',
    text:
      'Reach out to start treatment. Our team will meet you with respect and without ' +
      'judgment.',
  },
};
