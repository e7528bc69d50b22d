import type { BlogArticleBody } from '@practice/shared-types';
import nutritionImg from '../../../assets/blog/nutrition.svg';

const body: BlogArticleBody = {
  blogId: 30,
  blogPageImg2: nutritionImg,
  blogPageImgAltText2: 'Illustration of a plate of healthy food with a fork and knife',
  blogPageDescription: [
    'Weight is shaped by much more than willpower.',
    'Genes, sleep, stress, medicines, hormones, income and the food around us all play a part. That is why a good weight management plan starts with your health and your goals, not with a number on a chart. Even a modest loss of 5 to 10 percent of body weight can lower blood pressure, improve blood sugar and cholesterol and ease joint pain.',
    'Food that works for you',
    'There is no single perfect diet. Plans that last usually include plenty of vegetables, fruit, beans and whole grains, enough protein to keep you full, and fewer sugary drinks and highly processed snacks. Regular meal times, smaller portions and cooking at home more often can help. We can refer you to a dietitian if you would like more guidance.',
    'Moving more, at your own pace',
    'Adults are generally advised to aim for about 150 minutes a week of moderate activity, such as brisk walking, plus muscle-strengthening activity on 2 days. If that feels far away, start with 10 minutes a day and build up. Movement you enjoy is the movement you will keep doing.',
    'Sleep and stress matter too',
    'Short sleep and ongoing stress can increase hunger and cravings. Aiming for 7 or more hours of sleep and finding ways to unwind are real parts of the plan.',
  ],
  blogPageDescription2: [
    'When medicines may help',
    'For some adults living with obesity, or with overweight and a weight-related condition such as type 2 diabetes or high blood pressure, a clinician may suggest medicine along with nutrition and activity changes. GLP-1 receptor agonists, such as semaglutide and liraglutide, and the related medicine tirzepatide reduce appetite and help people feel full sooner.',
    'These medicines are not right for everyone. Common side effects include nausea, vomiting, diarrhea and constipation, and they are not used during pregnancy or in people with a personal or family history of a rare thyroid cancer called medullary thyroid carcinoma. Weight often returns if the medicine is stopped, so we plan for the long term together.',
    'Only take weight-loss medicines prescribed by a licensed clinician and dispensed by a licensed pharmacy.',
    'Products sold online without a prescription may not contain what the label says. Our team can help you understand your options and your insurance coverage.',
    'Omega Health Care offers weight loss management with regular check-ins, lab monitoring and support for the emotional side of eating, in person or by telehealth.',
  ],
  subHeadings: [
    'Food that works for you',
    'Moving more, at your own pace',
    'Sleep and stress matter too',
    'When medicines may help',
  ],
  spanDesc: ['Weight is shaped by much more than willpower.'],
  bold: [
    'Only take weight-loss medicines prescribed by a licensed clinician and dispensed by a licensed pharmacy.',
  ],
  keywords: [
    'weight management',
    'GLP-1 receptor agonists',
    '150 minutes a week',
    'dietitian',
    'weight loss management',
  ],
};

export default body;
