import type { BlogArticleBody } from '@practice/shared-types';

import nutritionImg from '../../../assets/blog/nutrition.svg';

const body: BlogArticleBody = {
  blogId: 17,
  blogPageImg2: nutritionImg,
  blogPageImgAltText2:
    'Illustration of a balanced plate with vegetables, grains and protein beside a fork and knife',
  blogPageDescription: [
    'A new year often brings big promises to lose weight fast. Most of those resolutions fade ' +
      'within weeks, and that is not a failure of willpower.',
    'Lasting change comes from realistic goals and habits you can keep. Even a modest loss of 5 ' +
      'percent of your body weight can improve blood pressure, blood sugar and cholesterol.',
    'Set goals you can measure',
    'Instead of "lose 30 pounds", try goals about actions: walk for 20 minutes after dinner five ' +
      'days a week, or bring lunch from home three times a week. A steady pace of about 1 to 2 ' +
      'pounds a week is safer and more likely to last than rapid loss.',
    'Build on four foundations',
    '• Food: fill half your plate with vegetables and fruit, choose whole grains and lean ' +
      'proteins, and watch portion sizes and sugary drinks.',
    '• Movement: work up to 150 minutes of moderate activity a week, plus muscle-strengthening ' +
      'activities on 2 days.',
    '• Sleep: aim for at least 7 hours a night, since short sleep affects the hormones that ' +
      'control appetite.',
    '• Support: track your progress, share your goals with someone you trust and expect ' +
      'setbacks as a normal part of the process.',
  ],
  blogPageDescription2: [
    'When to talk with a clinician',
    'Weight is shaped by genetics, medicines, sleep, stress and medical conditions such as ' +
      'thyroid disease, not only by choices. If you have tried on your own without the results ' +
      'you hoped for, a clinician can look for contributing causes and talk through options. ' +
      'For some adults, depending on body mass index and related health conditions, ' +
      'prescription medicines such as GLP-1 receptor agonists may be appropriate alongside ' +
      'changes in eating and activity.',
    'Be wary of plans that promise fast results or cut out whole food groups; they are hard ' +
      'to keep up and often backfire.',
    'Progress is also about health beyond the scale. More energy, better sleep, lower blood ' +
      'pressure and steadier blood sugar are real wins, even before the number on the scale ' +
      'changes much.',
    'Our weight loss management program offers a personal plan, regular check-ins and medical ' +
      'supervision, in person or by telehealth.',
  ],
  subHeadings: [
    'Set goals you can measure',
    'Build on four foundations',
    'When to talk with a clinician',
  ],
  spanDesc: [
    'A new year often brings big promises to lose weight fast. Most of those resolutions fade ' +
      'within weeks, and that is not a failure of willpower.',
  ],
  keywords: ['5 percent', '1 to 2 pounds', '150 minutes', '7 hours'],
  endLine: 'This year, aim for progress, not perfection.',
};

export default body;
