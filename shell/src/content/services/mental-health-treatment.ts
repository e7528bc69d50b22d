import type { Service } from './types';
import image from '../../assets/services/mental-health-treatment.svg';

export const mentalHealthTreatment: Service = {
  url: '/services/mental-health-treatment/',
  head: {
    title: 'Mental Health Treatment in Millbrook | Omega Health Care',
    description:
      'Caring treatment for depression, anxiety, trauma and stress at Omega Health Care, with ' +
      'therapy, medication management and telehealth visits.',
  },
  title: 'Mental Health Treatment',
  summary:
    'Support for depression, anxiety, trauma and stress through careful evaluation, talk ' +
    'therapy and medication when it helps.',
  image: {
    src: image,
    alt: 'Illustration of a head in profile with a heart inside and a speech bubble',
  },
  intro: {
    heading: 'Support for your mind and your well-being',
    text:
      'Mental health is part of your overall health. Our clinicians help with depression, ' +
      'anxiety, trauma, stress and other concerns through careful evaluation, talk therapy ' +
      'and, when helpful, medication. When more specialized care is needed, our psychiatry ' +
      'team and psychiatric nurse practitioners are part of the same practice, so your care ' +
      'stays in one place.',
    links: [
      {
        text: 'psychiatry team',
        href: '/services/psychiatry/',
      },
      {
        text: 'psychiatric nurse practitioners',
        href: '/services/psychiatry-nurse-practitioners/',
      },
    ],
  },
  sections: [
    {
      heading: 'Concerns we help with',
      points: [
        {
          key: 'Depression',
          value: 'Ongoing sadness, loss of interest, low energy or changes in sleep and appetite.',
        },
        {
          key: 'Anxiety',
          value: 'Constant worry, panic attacks or fears that get in the way of daily life.',
        },
        {
          key: 'Trauma and stress',
          value:
            'Support after difficult experiences and help with stress that feels overwhelming.',
        },
        {
          key: 'Co-occurring conditions',
          value:
            'Care for mental health concerns together with substance use, because treating both ' +
            'at the same time often works best.',
        },
        {
          key: 'Sleep and mood changes',
          value:
            'Help with sleep problems, mood swings or irritability that affect your ' +
            'relationships and work.',
        },
      ],
    },
    {
      heading: 'How we help',
      points: [
        {
          key: 'Evaluation',
          value: 'A thorough assessment of your symptoms, history and goals.',
        },
        {
          key: 'Therapy',
          value:
            'Individual counseling using proven approaches such as cognitive behavioral therapy.',
        },
        {
          key: 'Medication management',
          value: 'Careful prescribing and regular check-ins to review benefits and side effects.',
        },
        {
          key: 'Crisis support',
          value:
            'If you are in crisis, call or text 988 to reach the 988 Suicide & Crisis Lifeline, ' +
            'or call 911 in an emergency.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'You don’t have to face it alone',
    text:
      'Book an appointment in person or by telehealth and take a first step toward feeling ' +
      'better.',
  },
};
