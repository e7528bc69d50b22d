import type { BlogArticleBody } from '@practice/shared-types';

import familyImg from '../../../assets/blog/family.svg';

const body: BlogArticleBody = {
  blogId: 11,
  blogPageImg2: familyImg,
  blogPageImgAltText2: 'Illustration of two adults and a child standing together under a heart',
  blogPageDescription: [
    'Naloxone is a safe medicine that can reverse an opioid overdose and restore breathing ' +
      'within minutes.',
    'An opioid overdose can happen to anyone who takes opioids, including people taking ' +
      'prescribed pain medicine, people who use drugs, and children who find medication at ' +
      'home. Illegally made fentanyl, which is very strong, is now found in much of the drug ' +
      'supply, sometimes in pills or powders that people do not expect to contain it. Keeping ' +
      'naloxone at home, in the car or in a bag means the people around you can act quickly.',
    'Since 2023, naloxone nasal spray has been approved by the FDA for sale without a ' +
      'prescription, so you can buy it at most pharmacies. Many health departments and ' +
      'community programs give it out free, and our clinicians can prescribe it, which may let ' +
      'your insurance cover it.',
    'Signs of an opioid overdose',
    '• The person will not wake up or respond to your voice or touch',
    '• Breathing is very slow, shallow or has stopped, or you hear gurgling or snoring sounds',
    '• The pupils are very small',
    '• Lips or fingertips look blue, gray or ashen',
  ],
  blogPageDescription2: [
    'How to respond',
    '• Call 911. Try to wake the person by shouting their name and rubbing firmly on the ' +
      'breastbone.',
    '• Give naloxone: lay the person on their back, place the nozzle in one nostril and press ' +
      'the plunger.',
    '• If there is no response after 2 to 3 minutes, give a second dose in the other nostril ' +
      'with a new device.',
    '• Give rescue breaths if you are trained, or roll the person onto their side in the ' +
      'recovery position, and stay with them until help arrives.',
    'Naloxone wears off in 30 to 90 minutes, while many opioids last longer, so the person can ' +
      'stop breathing again. That is why calling 911 matters even if they wake up. Naloxone ' +
      'will not harm someone who is not having an opioid overdose. New Jersey, like many ' +
      'states, has a Good Samaritan law that offers some legal protection to people who call ' +
      'for help during an overdose.',
    'Learn more about naloxone from the National Institute on Drug Abuse',
    'At Omega Health Care, we offer naloxone prescriptions and a short how-to at any visit, and ' +
      'we are ready to talk about treatment whenever you or someone you love is ready.',
  ],
  subHeadings: ['Signs of an opioid overdose', 'How to respond'],
  spanDesc: [
    'Naloxone is a safe medicine that can reverse an opioid overdose and restore breathing ' +
      'within minutes.',
  ],
  bold: [
    '• Call 911. Try to wake the person by shouting their name and rubbing firmly on the ' +
      'breastbone.',
  ],
  links: [
    {
      text: 'Learn more about naloxone from the National Institute on Drug Abuse',
      href: 'https://nida.nih.gov/publications/drugfacts/naloxone',
    },
  ],
  keywords: ['fentanyl', 'naloxone nasal spray', 'without a prescription', 'Good Samaritan'],
};

export default body;
