import type { BlogArticleBody } from '@practice/shared-types';
import clinicImg from '../../../assets/blog/clinic.svg';
import familyImg from '../../../assets/blog/family.svg';
import sleepImg from '../../../assets/blog/sleep.svg';
import telehealthImg from '../../../assets/blog/telehealth.svg';

const body: BlogArticleBody = {
  blogId: 31,
  carouselImages: [
    {
      img: clinicImg,
      alt: 'Illustration of the Omega Health Care office building',
    },
    {
      img: telehealthImg,
      alt: 'Illustration of a laptop showing a clinician during a video visit',
    },
    {
      img: familyImg,
      alt: 'Illustration of a family, representing care that fits around family life',
    },
    {
      img: sleepImg,
      alt: 'Illustration of a person resting at night under a crescent moon',
    },
  ],
  blogPageDescription: [
    'Work shifts, school runs and caring for family do not always fit between 8 in the morning and 4 in the afternoon. To make care easier to reach, Omega Health Care now offers evening and weekend appointments by arrangement, in addition to our regular office hours of Monday to Friday, 08:00 AM to 04:00 PM. We hope this makes it easier to keep up with check-ups and ongoing treatment without missing work or school.',
    'How it works',
    'Evening and weekend visits are arranged ahead of time with our team rather than booked as walk-in slots. When you request an appointment, let us know which days and times work for you, and we will do our best to match you with a clinician. If the time you hoped for is not available, we will offer the closest option that works for you. Many after-hours visits can take place by telehealth for patients located in New Jersey, Pennsylvania, Georgia and New York, and some can be scheduled in person at our Millbrook office. Our team will confirm the time, your clinician and whether the visit will be in person or by video. Some care, such as certain lab tests, still needs a daytime visit, and we will help you plan for it.',
    'Visits that often suit after-hours times',
    '• Primary care follow-ups, medication reviews and check-ins after a hospital stay',
    '• Mental health and psychiatry appointments, including therapy check-ins',
    '• Addiction treatment check-ins, including follow-up for medication for opioid use disorder',
    '• Weight management visits and reviews of home blood pressure or blood sugar readings',
    'After-hours appointments are not an urgent care or emergency service.',
    'If you have a medical emergency, call 911 or go to the nearest emergency room. If you are in crisis or having thoughts of suicide, call or text 988 to reach the 988 Suicide & Crisis Lifeline, available 24 hours a day. For prescription refills between visits, you can also send a request through the patient portal.',
  ],
  subHeadings: ['How it works', 'Visits that often suit after-hours times'],
  bold: ['After-hours appointments are not an urgent care or emergency service.'],
  keywords: ['by arrangement', 'regular office hours', 'telehealth', 'Millbrook office'],
  endLine:
    'To arrange an evening or weekend visit, book online or contact our office during regular hours and our team will help.',
};

export default body;
