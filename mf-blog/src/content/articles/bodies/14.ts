import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 14,
  blogPageDescription: [
    'We are glad to share that our Pine Ridge Township satellite unit now offers telehealth ' +
      'visits every Tuesday and Thursday.',
    'Many of our patients in and around Pine Ridge Township have told us that the drive to ' +
      'Millbrook can be hard to fit into a workday. Starting in January 2025, you can see an ' +
      'Omega Health Care clinician on Tuesdays and Thursdays without making that trip.',
    'How it works',
    '• Join from home: connect by secure video on a smartphone, tablet or computer.',
    '• Join from our office: come to the Pine Ridge Township satellite unit, where our staff ' +
      'help you connect in a private room and can check your blood pressure, weight and other ' +
      'vital signs for your clinician.',
    '• Book the way you always do, through our online scheduling page, and choose a Tuesday or ' +
      'Thursday telehealth visit.',
    'What telehealth visits can cover',
    'Telehealth works well for follow-up care for ongoing conditions, medication reviews, mental ' +
      'health and psychiatry visits, addiction treatment follow-up and going over test results. ' +
      'If your clinician needs to examine you in person or order lab work, we will arrange it at ' +
      'a time and place that suits you.',
  ],
  blogPageDescription2: [
    'Getting ready for your visit',
    'For a video visit from home, find a quiet, private spot with good lighting, make sure your ' +
      'device is charged, and keep your medication list and any home readings, such as blood ' +
      'pressure or blood sugar, close by. If you have trouble connecting, our staff will call ' +
      'you and help.',
    'Many insurance plans cover telehealth visits much as they cover office visits, and our ' +
      'staff are happy to help you check your coverage before your appointment.',
    'The satellite unit is accepting new patients. Telehealth visits are available for patients ' +
      'located in New Jersey, Pennsylvania, Georgia or New York at the time of the visit.',
    'Our main office in Millbrook remains open Monday to Friday from 08:00 AM to 04:00 PM, with ' +
      'after-hours services by appointment.',
    'Telehealth is not for emergencies. If you have chest pain, trouble breathing or another ' +
      'emergency, call 911 or go to the nearest emergency room.',
  ],
  subHeadings: ['How it works', 'What telehealth visits can cover', 'Getting ready for your visit'],
  spanDesc: [
    'We are glad to share that our Pine Ridge Township satellite unit now offers telehealth ' +
      'visits every Tuesday and Thursday.',
  ],
  bold: [
    'Telehealth is not for emergencies. If you have chest pain, trouble breathing or another ' +
      'emergency, call 911 or go to the nearest emergency room.',
  ],
  keywords: ['secure video', 'vital signs', 'medication reviews', 'new patients'],
  endLine: 'We look forward to seeing you, in person or on screen.',
};

export default body;
