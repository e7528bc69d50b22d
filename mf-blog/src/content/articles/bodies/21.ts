import type { BlogArticleBody } from '@practice/shared-types';

import clinicImg from '../../../assets/blog/clinic.svg';
import heartImg from '../../../assets/blog/heart.svg';
import vaccineImg from '../../../assets/blog/vaccine.svg';

const body: BlogArticleBody = {
  blogId: 21,
  blogPageDescription: [
    'Whether you are new to Omega Health Care or coming in for your yearly check-up, a little ' +
      'preparation helps you get the most out of your time with your clinician.',
    'What to bring',
    '• A photo ID and your insurance card',
    '• A list of all your medicines with their doses, including vitamins, supplements and ' +
      'over-the-counter products, or simply bring the bottles',
    '• Records of past tests, vaccinations and hospital stays, or the names of your previous ' +
      'clinicians so we can request them',
    '• Your family health history, if you know it, and a short list of your questions',
    'What happens at a first visit',
    'Your first appointment is a comprehensive intake. We will ask about your health history, ' +
      'current symptoms, mood, sleep, alcohol, tobacco and other substance use, and what matters ' +
      'most to you. We ask everyone these questions, and they help us give you safe, complete ' +
      'care. We will also check your vital signs and may order blood tests.',
  ],
  blogPageDescription2: [
    'What an annual physical includes',
    'A yearly preventive visit is a chance to review your health before problems start. ' +
      'Depending on your age and history, it may include a physical exam, blood pressure and ' +
      'weight checks, screening for depression and anxiety, blood tests for cholesterol and ' +
      'blood sugar, recommended vaccines, and referrals for cancer screening such as a ' +
      'colonoscopy, a mammogram or cervical screening.',
    'Preventive visits are usually covered by insurance. If you also bring up a new problem or ' +
      'go over an ongoing condition in detail, part of the visit may be billed differently, so ' +
      'feel free to ask our staff how your plan works.',
  ],
  blogPageDescription3: [
    'Make the most of your visit',
    'Arrive 15 minutes early to complete any paperwork, or fill in your forms ahead of time ' +
      'through the patient portal. Be open and honest; our clinicians are here to help, not to ' +
      'judge. Before you leave, make sure you understand the next steps, any new medicines and ' +
      'when to follow up.',
    'Our clinicians, including nurse practitioners who care for patients aged 16 and above, are ' +
      'ready to welcome you, and many follow-up visits can also be done by telehealth.',
  ],
  blogPageImg3: [
    { img: clinicImg, alt: 'Illustration of the Omega Health Care office building' },
    { img: heartImg, alt: 'Illustration of a heart with a pulse line and a blood pressure gauge' },
    { img: vaccineImg, alt: 'Illustration of a vaccine syringe beside a protective shield' },
  ],
  subHeadings: [
    'What to bring',
    'What happens at a first visit',
    'What an annual physical includes',
    'Make the most of your visit',
  ],
  spanDesc: [
    'Whether you are new to Omega Health Care or coming in for your yearly check-up, a little ' +
      'preparation helps you get the most out of your time with your clinician.',
  ],
  keywords: ['comprehensive intake', 'vital signs', 'family health history', 'medicines'],
  endLine: 'Ready for your check-up? Book your appointment online today.',
};

export default body;
