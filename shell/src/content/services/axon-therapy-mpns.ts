import type { Service } from './types';
import image from '../../assets/services/axon-therapy-mpns.svg';
import { AXON_SERVICE_PATH } from './axon-therapy-path';

export const axonTherapyMpns: Service = {
  url: AXON_SERVICE_PATH,
  head: {
    title: 'Axon Therapy (MPNS) for Nerve Pain | Omega Health Care',
    description:
      'Axon therapy uses magnetic peripheral nerve stimulation for some types of nerve pain: ' +
      'non-invasive, medication-free 13.5-minute sessions in Millbrook, NJ.',
  },
  title: 'Axon Therapy for Nerve Pain',
  summary:
    'Magnetic peripheral nerve stimulation: a non-invasive, medication-free option for some ' +
    'nerve pain, in 13.5-minute sessions with your clothes on.',
  image: {
    src: image,
    alt: 'Illustration of a person seated in a treatment chair with a magnetic coil near the leg',
  },
  intro: {
    heading: 'A non-invasive option for nerve pain',
    text:
      'Axon therapy uses magnetic peripheral nerve stimulation (MPNS), a focused magnetic ' +
      'field that acts on irritated nerves beneath the skin. Each session takes 13.5 minutes, ' +
      'involves no needles or medication, and you stay fully clothed. It may help some people ' +
      'with peripheral neuropathy and other nerve pain feel relief, and it can be used ' +
      'alongside your primary health care and other pain treatments.',
    links: [
      {
        text: 'primary health care',
        href: '/services/primary-health-care/',
      },
    ],
  },
  sections: [
    {
      heading: 'How a session works',
      points: [
        {
          key: 'Before treatment',
          value:
            'A clinician reviews your health history, your pain and any implants or devices to ' +
            'make sure the therapy is a good fit for you.',
        },
        {
          key: 'During the session',
          value:
            'You sit comfortably while a treatment coil is placed near the painful area. Most ' +
            'people feel a light tapping or tingling.',
        },
        {
          key: 'Session length',
          value: 'Each treatment takes 13.5 minutes, with no medication and no need to undress.',
        },
        {
          key: 'After the session',
          value:
            'There is no recovery time, so most people return to their usual activities right ' +
            'away.',
        },
      ],
    },
    {
      points: [
        {
          key: 'Treatment plan',
          value:
            'Your clinician will suggest a series of sessions and check your progress along the ' +
            'way.',
        },
        {
          key: 'Results vary',
          value:
            'Some people notice a change after a few sessions, others need longer, and not ' +
            'everyone responds in the same way.',
        },
      ],
    },
    {
      heading: 'Who may benefit',
      points: [
        {
          key: 'Peripheral neuropathy',
          value:
            'Burning, tingling or numbness in the feet or hands, including neuropathy related to ' +
            'diabetes.',
        },
        {
          key: 'Other nerve pain',
          value:
            'Pain from irritated or compressed nerves when other treatments have not helped ' +
            'enough.',
        },
        {
          key: 'Fewer medications',
          value:
            'People looking for an option that does not add another medication, or who have had ' +
            'side effects from pain medicines.',
        },
        {
          key: 'Safety first',
          value:
            'Magnetic stimulation may not be suitable if you have a pacemaker or other implanted ' +
            'device, metal near the treatment area, or are pregnant. Tell us before your first ' +
            'session.',
        },
      ],
    },
  ],
  callToAction: {
    heading: 'Ask whether Axon therapy is right for you',
    text:
      'Book a consultation to talk about your nerve pain and your treatment options. Payment ' +
      'plans are available.',
  },
  buttonLink: { label: 'Get Financed', href: '/get-financed/' },
};
