import type { BlogArticleBody } from '@practice/shared-types';

import diabetesImg from '../../../assets/blog/diabetes.svg';
import nutritionImg from '../../../assets/blog/nutrition.svg';
import weightImg from '../../../assets/blog/weight.svg';

const body: BlogArticleBody = {
  blogId: 12,
  blogPageDescription: [
    'November is American Diabetes Month, and a good moment to ask a simple question: do you ' +
      'know your blood sugar numbers?',
    'About 1 in 3 adults in the United States has prediabetes, meaning blood sugar is higher ' +
      'than normal but not yet in the diabetes range, and more than 8 in 10 of them do not know ' +
      'it. Prediabetes usually causes no symptoms, but it raises the risk of type 2 diabetes, ' +
      'heart disease and stroke.',
    'Who should be checked?',
    'Current guidelines recommend screening adults aged 35 to 70 who have overweight or ' +
      'obesity. You may need testing earlier or more often if a parent or sibling has type 2 ' +
      'diabetes, if you had diabetes during pregnancy, if you have high blood pressure or are ' +
      'not physically active, or if you come from a community with higher rates of diabetes. A ' +
      'simple blood test gives the answer: an A1C from 5.7% to 6.4% is in the prediabetes range.',
    'Small changes with real results',
    'In a large research study, the Diabetes Prevention Program, people with prediabetes who ' +
      'lost 5 to 7 percent of their body weight and built up to 150 minutes of activity a week ' +
      'cut their risk of developing type 2 diabetes by more than half. For someone who weighs ' +
      '200 pounds, that is 10 to 14 pounds.',
    '• Move more: brisk walking counts, and short walks after meals add up.',
    '• Fill half your plate with vegetables, and choose whole grains, beans and lean proteins.',
    '• Swap sugary drinks for water, sparkling water or unsweetened tea.',
    '• Protect your sleep and find ways to manage stress, since both affect blood sugar.',
  ],
  blogPageDescription2: [
    'Some people with a higher risk may also benefit from a medicine such as metformin, which ' +
      'your clinician can discuss with you.',
    'At Omega Health Care, our primary care team can check your A1C, review your risk and help ' +
      'you set goals that fit your life. Lifestyle change programs recognized by the CDC, ' +
      'offered in person and online, are another proven option, and we can help you find one.',
  ],
  blogPageImg3: [
    {
      img: nutritionImg,
      alt: 'Illustration of a balanced plate with vegetables, grains and protein',
    },
    { img: weightImg, alt: 'Illustration of a scale between an apple and a dumbbell' },
    { img: diabetesImg, alt: 'Illustration of a blood glucose meter and a drop of blood' },
  ],
  subHeadings: ['Who should be checked?', 'Small changes with real results'],
  spanDesc: [
    'November is American Diabetes Month, and a good moment to ask a simple question: do you ' +
      'know your blood sugar numbers?',
  ],
  keywords: ['prediabetes', 'A1C', '150 minutes', 'type 2 diabetes'],
  endLine: 'Knowing your numbers is the first step. Book a check-up today.',
};

export default body;
