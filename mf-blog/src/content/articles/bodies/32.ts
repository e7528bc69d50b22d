import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 32,
  blogPageDescription: [
    "The end of summer is a good time to pull out the vaccine record. Teens and young adults need several vaccines that protect against serious infections, and schools, colleges, sports teams and summer jobs often ask for proof. Our nurse practitioners care for patients aged 16 and above; for younger children, please check in with your child's pediatrician or primary care clinician.",
    'Vaccines commonly recommended for teens',
    '• Tdap (tetanus, diphtheria and whooping cough): one dose at age 11 or 12, or a catch-up dose if it was missed, then a Td or Tdap booster every 10 years.',
    '• HPV: protects against several cancers caused by human papillomavirus. It works best when started at 11 or 12 and is recommended through age 26 for anyone not fully vaccinated.',
    '• Meningococcal conjugate (MenACWY): a first dose at 11 or 12 and a booster at 16.',
    '• Meningococcal B (MenB): may be given between ages 16 and 23, ideally 16 to 18, after a conversation with your clinician.',
    '• Flu vaccine every year, ideally by the end of October, and a COVID-19 vaccine according to current recommendations, which you can review with your clinician.',
    'Heading off to college',
    "Many colleges ask for proof of vaccination, especially the meningococcal vaccine for students who will live in residence halls. Check your school's requirements early and request copies of your records well before you leave, since some schools will not let students move in until the forms are complete. It is also a good time to confirm that measles, mumps and rubella (MMR), chickenpox and hepatitis B vaccines are complete, and to catch up on any that were missed.",
    'Vaccines are thoroughly studied and closely monitored for safety. Side effects are usually mild, such as a sore arm, tiredness or a low fever, and because some teens feel faint after a shot, we ask patients to sit for about 15 minutes afterward. A vaccine visit is also a chance to complete a sports form and to talk privately with the clinician about sleep, mood, stress, vaping, alcohol and sexual health. Omega Health Care can review vaccine records, give recommended vaccines and provide copies for school at our Millbrook office.',
  ],
  subHeadings: ['Vaccines commonly recommended for teens', 'Heading off to college'],
  keywords: ['vaccine record', 'residence halls', 'catch up', 'sports form'],
};

export default body;
