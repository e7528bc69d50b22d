import type { BlogArticleBody } from '@practice/shared-types';
import heartImg from '../../../assets/blog/heart.svg';
import nerveTherapyImg from '../../../assets/blog/nerve-therapy.svg';
import nutritionImg from '../../../assets/blog/nutrition.svg';

const body: BlogArticleBody = {
  blogId: 34,
  blogPageImg3: [
    {
      img: nutritionImg,
      alt: 'Illustration representing healthy eating with diabetes',
    },
    {
      img: heartImg,
      alt: 'Illustration representing heart and blood pressure care',
    },
    {
      img: nerveTherapyImg,
      alt: 'Illustration representing care for nerve health in the feet and legs',
    },
  ],
  blogPageDescription: [
    'Living with diabetes means more than checking your blood sugar.',
    'Over time, high blood sugar can affect blood vessels and nerves throughout the body. Regular check-ups find early changes in the eyes, kidneys, feet and heart, when treatment works best. This checklist follows common guidance from the American Diabetes Association, and your clinician may adjust it to fit your health.',
    'At most visits',
    '• An A1C test, usually every 3 months if your treatment has changed or you are not at your goal, and at least twice a year when things are stable. Many adults aim for an A1C below 7 percent, but your goal is personal.',
    '• A blood pressure check, your weight, and a review of your home glucose readings or continuous glucose monitor data.',
    '• A review of your medicines, including side effects, cost and any episodes of low blood sugar.',
  ],
  blogPageDescription2: [
    'Once a year or as advised',
    '• Kidney tests: a urine albumin test and a blood test of kidney function.',
    '• A full foot exam to check circulation, skin and sensation.',
    '• A dilated eye exam with an eye doctor, who may suggest a longer gap between exams if your eyes are healthy.',
    '• A flu vaccine each fall, plus a review of other vaccines recommended for people with diabetes, such as pneumococcal and hepatitis B vaccines.',
    '• A cholesterol test as often as your clinician advises, and a conversation about medicines that protect your heart.',
    '• Dental check-ups, because gum disease is more common with diabetes.',
  ],
  blogPageDescription3: [
    'Between visits',
    'Check your feet every day for cuts, blisters, redness or sores, and let us know about anything that is not healing. Numbness, tingling or burning in the feet can be signs of peripheral neuropathy. Tell us early: good blood sugar control, foot care, medicines and, for some people, magnetic nerve pain therapy can help.',
    'Feeling worn down by the daily work of diabetes is common and has a name: diabetes distress. It is worth talking about, and our mental health clinicians can help.',
    'Know the signs of low blood sugar',
    'Shakiness, sweating, a fast heartbeat, hunger or confusion can mean low blood sugar. If you can, check your level. If it is low, take 15 grams of fast-acting carbohydrate, such as 4 ounces of juice or glucose tablets, and check again after 15 minutes. If someone is unconscious or cannot swallow safely, do not give food or drink; call 911.',
    'At Omega Health Care, our primary care team coordinates your labs, exams, referrals and medicines in one place, with follow-up in person or by telehealth.',
  ],
  subHeadings: [
    'At most visits',
    'Once a year or as advised',
    'Between visits',
    'Know the signs of low blood sugar',
  ],
  spanDesc: ['Living with diabetes means more than checking your blood sugar.'],
  keywords: ['check-ups', 'peripheral neuropathy', 'diabetes distress', 'low blood sugar'],
  endLine:
    'Due for a diabetes check-up? Book a visit and bring your meter or glucose readings with you.',
};

export default body;
