import type { BlogArticleBody } from '@practice/shared-types';

import nutritionImg from '../../../assets/blog/nutrition.svg';

const body: BlogArticleBody = {
  blogId: 19,
  blogPageImg2: nutritionImg,
  blogPageImgAltText2: 'Illustration of a plate of vegetables, grains and protein',
  blogPageDescription: [
    'February is American Heart Month, and one of the most useful things you can do for your ' +
      'heart is to know your blood pressure.',
    'Nearly half of adults in the United States have high blood pressure, also called ' +
      'hypertension, and many do not know it because it usually causes no symptoms. Over time ' +
      'it strains the heart and blood vessels and raises the risk of heart attack, stroke and ' +
      'kidney disease.',
    'What the numbers mean',
    'A reading has two numbers. The top, systolic, number is the pressure when your heart ' +
      'beats; the bottom, diastolic, number is the pressure between beats. Guidelines from the ' +
      'American Heart Association and the American College of Cardiology use these categories ' +
      'for adults:',
    '• Normal: below 120 and below 80',
    '• Elevated: 120 to 129 and below 80',
    '• Stage 1 high blood pressure: 130 to 139, or 80 to 89',
    '• Stage 2 high blood pressure: 140 or higher, or 90 or higher',
    'A reading higher than 180/120 with chest pain, shortness of breath, back pain, weakness, ' +
      'vision changes or trouble speaking is an emergency: call 911. Without symptoms, rest for ' +
      'five minutes, measure again and contact your clinician promptly if it is still that high.',
  ],
  blogPageDescription2: [
    'Measuring at home',
    '• Avoid caffeine, exercise and smoking for 30 minutes before measuring, and empty your ' +
      'bladder first.',
    '• Sit with your back supported and feet flat for 5 minutes, with your arm resting at heart ' +
      'level.',
    '• Use a validated upper-arm cuff that fits, placed on bare skin, and take two readings a ' +
      'minute apart.',
    '• Write down your readings or use the monitor’s memory, and bring them to your next visit.',
    'Lowering your numbers',
    'Eating less sodium, following an eating pattern rich in vegetables, fruit and low-fat ' +
      'dairy such as the DASH diet, staying active, limiting alcohol, not smoking and reaching a ' +
      'healthier weight can all lower blood pressure. Many people also need medication, and it ' +
      'works best when taken every day as prescribed, even when you feel fine.',
    'Our primary care and internal medicine clinicians can confirm a diagnosis, check your home ' +
      'monitor against our office readings and tailor treatment to you.',
  ],
  subHeadings: ['What the numbers mean', 'Measuring at home', 'Lowering your numbers'],
  spanDesc: [
    'February is American Heart Month, and one of the most useful things you can do for your ' +
      'heart is to know your blood pressure.',
  ],
  bold: [
    'A reading higher than 180/120 with chest pain, shortness of breath, back pain, weakness, ' +
      'vision changes or trouble speaking is an emergency: call 911. Without symptoms, rest for ' +
      'five minutes, measure again and contact your clinician promptly if it is still that high.',
  ],
  keywords: ['hypertension', 'systolic', 'diastolic', 'DASH diet', 'sodium'],
  endLine: 'Know your numbers, and book a blood pressure check if it has been a while.',
};

export default body;
