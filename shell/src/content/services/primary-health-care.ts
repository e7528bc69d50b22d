import type { Service } from './types';
import image from '../../assets/services/primary-health-care.svg';

export const primaryHealthCare: Service = {
  url: '/services/primary-health-care/',
  head: {
    title: 'Primary Health Care in Millbrook, NJ | Omega Health Care',
    description:
      'Check-ups, preventive screenings, vaccines and chronic condition care at Omega Health ' +
      'Care in Millbrook, NJ, with telehealth visits available.',
  },
  title: 'Primary Health Care',
  summary:
    'Everyday care for adults: check-ups, screenings, vaccines and ongoing support for ' +
    'long-term conditions, in person or by telehealth.',
  image: {
    src: image,
    alt: 'Illustration of a medical chart with a health cross, a stethoscope and a heart',
  },
  intro: {
    heading: 'Care that starts with knowing you',
    text:
      'Our primary care team looks after your everyday health and helps you stay well over ' +
      'time. We offer yearly check-ups, preventive screenings and care for new symptoms, and ' +
      'we work closely with our mental health treatment and substance use disorder teams so ' +
      'your care stays connected. Visits are available at our Millbrook office and by ' +
      'telehealth for patients in NJ, PA, GA and NY.',
    links: [
      {
        text: 'mental health treatment',
        href: '/services/mental-health-treatment/',
      },
      {
        text: 'substance use disorder',
        href: '/services/sud/',
      },
    ],
  },
  sections: [
    {
      heading: 'What primary care includes',
      points: [
        {
          key: 'Yearly wellness visits',
          value:
            'A review of your health, medications and family history, with a physical exam and a ' +
            'plan for the year ahead.',
        },
        {
          key: 'Preventive screenings',
          value:
            'Checks for blood pressure, cholesterol, diabetes and certain cancers, based on your ' +
            'age, history and current guidelines.',
        },
        {
          key: 'Vaccinations',
          value:
            'We review which adult vaccines are recommended for you, such as the yearly flu ' +
            'shot, and help you stay up to date.',
        },
        {
          key: 'Sick visits',
          value:
            'Care for new concerns such as infections, rashes, minor injuries or symptoms that ' +
            'just don’t feel right.',
        },
        {
          key: 'Long-term conditions',
          value:
            'Ongoing support for conditions such as high blood pressure, diabetes, asthma and ' +
            'high cholesterol.',
        },
      ],
    },
    {
      points: [
        {
          key: 'Telehealth',
          value:
            'Many follow-up visits, medication reviews and conversations about test results can ' +
            'take place by secure video.',
        },
        {
          key: 'Care coordination',
          value:
            'When you need a specialist, we help arrange the referral and share the records they ' +
            'need, with your consent.',
        },
      ],
    },
    {
      heading: 'Why patients choose us for primary care',
      points: [
        {
          key: 'One connected team',
          value:
            'Your primary care, mental health and addiction care can be coordinated by ' +
            'clinicians who work side by side.',
        },
        {
          key: 'Time to talk',
          value: 'We listen to your questions and explain your options in plain language.',
        },
        {
          key: 'On-site pharmacy',
          value:
            'Many prescriptions can be picked up at our on-site local pharmacy right after your ' +
            'visit.',
        },
        {
          key: 'Convenient hours',
          value:
            'We are open Monday to Friday 08:00 AM to 04:00 PM, with after-hours services by ' +
            'appointment.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Ready to schedule your check-up?',
    text:
      'Book a visit with our primary care team in person or by telehealth. We are welcoming ' +
      'new patients.',
  },
};
