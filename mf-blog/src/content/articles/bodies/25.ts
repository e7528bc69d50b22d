import type { BlogArticleBody } from '@practice/shared-types';
import clinicImg from '../../../assets/blog/clinic.svg';
import matRecoveryImg from '../../../assets/blog/mat-recovery.svg';
import mentalHealthImg from '../../../assets/blog/mental-health.svg';
import telehealthImg from '../../../assets/blog/telehealth.svg';

const body: BlogArticleBody = {
  blogId: 25,
  carouselImages: [
    {
      img: telehealthImg,
      alt: 'Illustration of a clinician on a laptop screen during a video visit',
    },
    {
      img: clinicImg,
      alt: 'Illustration of the Omega Health Care office building',
    },
    {
      img: mentalHealthImg,
      alt: 'Illustration representing mental health care and support',
    },
    {
      img: matRecoveryImg,
      alt: 'Illustration representing medication for opioid use disorder and recovery',
    },
  ],
  blogPageDescription: [
    'We are glad to share that patients who live in, or are staying in, New Jersey, Pennsylvania, Georgia and New York can now meet with Omega Health Care clinicians by secure video. Telehealth saves travel time, makes it easier to keep appointments when work or family is busy, and lets you receive care from a private, familiar place. It can also help you stay in touch with your care team during busy seasons, bad weather or recovery from an illness.',
    'What we can help with by telehealth',
    '• Follow-up visits for ongoing conditions such as high blood pressure, diabetes and weight management',
    '• Mental health and psychiatry visits, including therapy check-ins and medication reviews',
    '• Addiction treatment follow-ups, including many visits for medication for opioid use disorder, when your clinician agrees it is appropriate',
    '• Reviewing lab results, refilling medicines and planning next steps after a hospital stay',
    'How to get ready for your visit',
    'You will need a smartphone, tablet or computer with a camera, a reliable internet connection and a quiet, private spot. Please have your medication list, any home readings such as blood pressure or blood sugar, and your questions ready. At the time of the visit you need to be physically located in one of the four states we serve. Visits take place on a secure platform, and you can join from home or any place where you can talk privately. Coverage for telehealth varies by insurance plan, and our staff can help you check yours.',
    'Some care still needs an in-person visit, such as a physical examination, vaccines, certain lab tests or a new concern that needs a closer look. Your clinician will tell you when that is the case, and we will make it easy to come in to our Millbrook office. Telehealth is also available every Tuesday and Thursday at our Pine Ridge Township office.',
    'Telehealth is not for emergencies. If you have chest pain, trouble breathing, signs of a stroke or thoughts of harming yourself, call 911 or go to the nearest emergency room. You can also call or text 988 to reach the 988 Suicide & Crisis Lifeline at any time.',
  ],
  subHeadings: ['What we can help with by telehealth', 'How to get ready for your visit'],
  keywords: ['secure video', 'medication list', 'in-person visit', 'Pine Ridge Township'],
  endLine:
    'Ready to try a telehealth visit? Book online and choose a video appointment, or ask our team which visit type suits you best.',
};

export default body;
