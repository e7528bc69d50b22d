import type { BlogArticleBody } from '@practice/shared-types';
import clinicImg from '../../../assets/blog/clinic.svg';
import diabetesImg from '../../../assets/blog/diabetes.svg';
import heartImg from '../../../assets/blog/heart.svg';

const body: BlogArticleBody = {
  blogId: 28,
  blogPageImg3: [
    {
      img: heartImg,
      alt: 'Illustration representing a blood pressure check',
    },
    {
      img: diabetesImg,
      alt: 'Illustration representing a blood sugar test',
    },
    {
      img: clinicImg,
      alt: 'Illustration of the Omega Health Care office',
    },
  ],
  blogPageDescription: [
    'Screening tests look for health problems before symptoms appear.',
    "High blood pressure, diabetes and several cancers are easier to treat when they are found early. June is Men's Health Month, so this guide covers screenings for both men and women. It follows national guidelines such as those of the U.S. Preventive Services Task Force; your own schedule may start earlier or be more frequent because of your family history or other risk factors.",
    'For all adults',
    '• Blood pressure: at least every 3 to 5 years from age 18, and every year from age 40 or if your risk is higher.',
    '• Type 2 diabetes and prediabetes: blood sugar testing from age 35 for adults with overweight or obesity, and sometimes earlier.',
    '• Colorectal cancer: from age 45 for people at average risk, with a choice of stool-based tests or colonoscopy.',
    '• Lung cancer: a yearly low-dose CT scan from 50 to 80 for people with a heavy smoking history who smoke now or quit within the past 15 years.',
    '• Hepatitis C at least once for every adult, and HIV at least once between ages 15 and 65.',
    '• Depression and anxiety: a few questions at routine visits, because mood is part of health.',
    '• Cholesterol: checked as your clinician advises, to estimate your risk of heart disease.',
  ],
  blogPageDescription2: [
    'For women',
    '• Cervical cancer: a Pap test every 3 years from 21 to 29; from 30 to 65, HPV testing every 5 years, HPV and Pap co-testing every 5 years, or a Pap test every 3 years.',
    '• Breast cancer: a mammogram every 2 years from 40 to 74, with a different plan for some women at higher risk.',
    '• Osteoporosis: a bone density test from age 65, or earlier after menopause if your risk is higher.',
    '• Chlamydia and gonorrhea: testing for sexually active women aged 24 and younger, and for older women at increased risk.',
  ],
  blogPageDescription3: [
    'For men',
    '• Prostate cancer: from 55 to 69, a shared decision with your clinician about PSA testing that weighs possible benefits and harms. Men with a family history and Black men may want to start this conversation earlier.',
    '• Abdominal aortic aneurysm: a one-time ultrasound for men aged 65 to 75 who have ever smoked.',
    'Screening depends on the organs a person has and on personal history, so please share past surgeries, conditions and family history with your clinician.',
    'At your annual visit, our primary care team reviews which screenings are due, orders tests, explains results and plans any follow-up with you. Many insurance plans cover preventive screenings, and our staff can help you check your benefits.',
  ],
  subHeadings: ['For all adults', 'For women', 'For men'],
  spanDesc: ['Screening tests look for health problems before symptoms appear.'],
  keywords: ['national guidelines', 'family history', 'shared decision', 'annual visit'],
  endLine:
    'Not sure which screenings you are due for? Book your annual visit and we will review them together.',
};

export default body;
