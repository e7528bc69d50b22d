import type { Service } from './types';
import image from '../../assets/services/psychiatry.svg';

export const psychiatry: Service = {
  url: '/services/psychiatry/',
  head: {
    title: 'Psychiatry Services in Millbrook, NJ | Omega Health Care',
    description:
      'Psychiatric evaluations and medication management at Omega Health Care, in person in ' +
      'Millbrook, NJ or by telehealth in NJ, PA, GA and NY.',
  },
  title: 'Psychiatry',
  summary:
    'Psychiatric evaluation, diagnosis and medication management for mood, anxiety, ' +
    'attention and other mental health conditions.',
  image: {
    src: image,
    alt:
      'Illustration of a clinician and a patient talking in two chairs, with a heart above ' +
      'them',
  },
  intro: {
    heading: 'Expert psychiatric care, close to home',
    text:
      'Our psychiatry service offers in-depth evaluations and ongoing treatment for a wide ' +
      'range of mental health conditions. We take time to understand your history, explain ' +
      'your diagnosis and discuss every option with you, including therapy and medication. ' +
      'Psychiatry works hand in hand with our mental health treatment and substance use ' +
      'disorder services, and visits are available by telehealth for patients in NJ, PA, GA ' +
      'and NY.',
    links: [
      {
        text: 'mental health treatment',
        href: '/services/mental-health-treatment/',
      },
      {
        text: 'substance use disorder services',
        href: '/services/sud/',
      },
    ],
  },
  sections: [
    {
      heading: 'What psychiatry covers',
      points: [
        {
          key: 'Psychiatric evaluation',
          value:
            'A full assessment of your symptoms, history and goals to reach an accurate ' +
            'diagnosis.',
        },
        {
          key: 'Medication management',
          value:
            'Starting, adjusting or stopping medications carefully, with regular reviews of how ' +
            'they work for you.',
        },
        {
          key: 'Mood conditions',
          value: 'Treatment for depression and bipolar disorder.',
        },
        {
          key: 'Anxiety and related conditions',
          value: 'Care for generalized anxiety, panic disorder and obsessive-compulsive disorder.',
        },
        {
          key: 'ADHD, PTSD and more',
          value:
            'Assessment and treatment for attention-deficit/hyperactivity disorder, ' +
            'post-traumatic stress disorder and related sleep problems.',
        },
      ],
    },
    {
      heading: 'Working together',
      points: [
        {
          key: 'Shared decisions',
          value: 'You take part in every decision about your treatment.',
        },
        {
          key: 'Coordinated care',
          value: 'With your consent, we keep your primary care clinician informed.',
        },
        {
          key: 'Regular follow-up',
          value: 'Visits in person or by telehealth help us track your progress.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Schedule a psychiatric evaluation',
    text:
      'Book a visit with our psychiatry team to talk about your symptoms and treatment ' +
      'options.',
  },
};
