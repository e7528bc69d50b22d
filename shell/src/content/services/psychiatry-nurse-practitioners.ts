import type { Service } from './types';
import image from '../../assets/services/psychiatry-nurse-practitioners.svg';

export const psychiatryNursePractitioners: Service = {
  url: '/services/psychiatry-nurse-practitioners/',
  head: {
    title: 'Psychiatric Nurse Practitioners | Omega Health Care',
    description:
      'Our psychiatric nurse practitioners offer mental health evaluations and medication ' +
      'management for patients aged 16 and above, in person or by telehealth.',
  },
  title: 'Psychiatric Nurse Practitioners',
  summary:
    'Psychiatric nurse practitioners offering mental health evaluations, medication ' +
    'management and follow-up for patients aged 16 and above.',
  image: {
    src: image,
    alt: 'Illustration of a nurse practitioner beside a laptop showing a video visit',
  },
  intro: {
    heading: 'Accessible mental health care for teens and adults',
    text:
      'Psychiatric nurse practitioners are advanced practice nurses with specialized training ' +
      'in mental health. Our nurse practitioners care for patients aged 16 and above, offering ' +
      'evaluations, medication management and supportive counseling. They work closely with ' +
      'our psychiatry team and our substance use disorder services, so your care is ' +
      'coordinated and your follow-up stays regular.',
    links: [
      {
        text: 'psychiatry team',
        href: '/services/psychiatry/',
      },
      {
        text: 'substance use disorder services',
        href: '/services/sud/',
      },
    ],
  },
  sections: [
    {
      heading: 'How our nurse practitioners help',
      points: [
        {
          key: 'Mental health evaluations',
          value:
            'Assessment of mood, anxiety, attention and other concerns, leading to a clear plan.',
        },
        {
          key: 'Medication management',
          value:
            'Prescribing and adjusting medication, with regular check-ins on benefits and side ' +
            'effects.',
        },
        {
          key: 'Supportive counseling',
          value: 'Practical guidance on coping skills, sleep and stress during your visits.',
        },
        {
          key: 'Co-occurring conditions',
          value:
            'Care for people living with both mental health and substance use concerns, ' +
            'including medication for opioid use disorder.',
        },
        {
          key: 'Telehealth visits',
          value: 'Secure video visits for patients in NJ, PA, GA and NY.',
        },
      ],
    },
    {
      heading: 'Who we see',
      points: [
        {
          key: 'Ages 16 and above',
          value:
            'We welcome patients aged 16 and above, and involve parents or guardians of patients ' +
            'under 18 as appropriate.',
        },
        {
          key: 'New and returning patients',
          value:
            'Whether you are starting care or continuing treatment from another clinic, we can ' +
            'help.',
        },
        {
          key: 'Care in one place',
          value:
            'Your nurse practitioner can coordinate with your primary care clinician in our ' +
            'practice.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Meet with a psychiatric nurse practitioner',
    text: 'Book an in-person or telehealth visit and get support that fits your life.',
  },
};
