import type { BlogArticleSummary } from '@practice/shared-types';

import alcoholImg from '../../assets/blog/alcohol.svg';
import anxietyImg from '../../assets/blog/anxiety.svg';
import clinicImg from '../../assets/blog/clinic.svg';
import diabetesImg from '../../assets/blog/diabetes.svg';
import familyImg from '../../assets/blog/family.svg';
import heartImg from '../../assets/blog/heart.svg';
import matRecoveryImg from '../../assets/blog/mat-recovery.svg';
import mentalHealthImg from '../../assets/blog/mental-health.svg';
import naloxoneImg from '../../assets/blog/naloxone.svg';
import sleepImg from '../../assets/blog/sleep.svg';
import telehealthImg from '../../assets/blog/telehealth.svg';
import vaccineImg from '../../assets/blog/vaccine.svg';
import weightImg from '../../assets/blog/weight.svg';

/** Articles 8–22, September 2024 to March 2025. */
export const summariesA: BlogArticleSummary[] = [
  {
    blogId: 8,
    title: 'Understanding Medication for Opioid Use Disorder',
    seoTitle: 'Medications for Opioid Use Disorder | Omega Health Care',
    tagline: 'Buprenorphine, methadone and naltrexone explained in plain language.',
    description:
      'How buprenorphine, methadone and naltrexone work, what treatment looks like day to day, ' +
      'and how to choose the right option with your clinician.',
    date: 'September 10th 2024',
    category: 'Articles',
    tags: ['addiction', 'MAT', 'recovery', 'opioids'],
    link:
      'https://nida.nih.gov/publications/research-reports/' +
      'medications-to-treat-opioid-addiction/overview',
    blogPageImg: matRecoveryImg,
    blogPageImgAltText:
      'Illustration of a person at the top of a staircase beside a capsule and a young plant',
  },
  {
    blogId: 9,
    title: 'Five Myths About Medication for Opioid Use Disorder',
    seoTitle: 'Myths About Opioid Treatment Medication | Omega Health Care',
    tagline: 'Clearing up common misunderstandings that keep people from effective care.',
    description:
      'Is medication for opioid use disorder just trading one drug for another? We answer five ' +
      'common myths with what the evidence actually shows.',
    date: 'September 24th 2024',
    category: 'Articles',
    tags: ['addiction', 'MAT', 'stigma', 'recovery'],
    blogPageImg: matRecoveryImg,
    blogPageImgAltText:
      'Illustration of steps rising toward a warm sun, a symbol of steady progress in recovery',
  },
  {
    blogId: 10,
    title: 'Getting Ready for Respiratory Virus Season With Vaccines',
    seoTitle: 'Flu, COVID-19 and RSV Vaccines Guide | Omega Health Care',
    tagline: 'Who should get which vaccine this fall, and when.',
    description:
      'A practical guide to this season’s flu, COVID-19 and RSV vaccines: who is eligible, ' +
      'the best timing, and what to expect after your shot.',
    date: 'October 8th 2024',
    category: 'Articles',
    tags: ['vaccines', 'flu', 'prevention'],
    link: 'https://www.cdc.gov/flu/index.html',
    blogPageImg: vaccineImg,
    blogPageImgAltText: 'Illustration of a vaccine syringe beside a shield with a check mark',
  },
  {
    blogId: 11,
    title: 'Why Naloxone Belongs in Every Home First Aid Kit',
    seoTitle: 'Why Every Home Should Keep Naloxone | Omega Health Care',
    tagline: 'A simple nasal spray that can reverse an opioid overdose.',
    description:
      'Naloxone can reverse an opioid overdose and is sold without a prescription. Learn the ' +
      'signs of an overdose and how to use the nasal spray.',
    date: 'October 22nd 2024',
    category: 'Articles',
    tags: ['naloxone', 'overdose', 'harm reduction'],
    link: 'https://nida.nih.gov/publications/drugfacts/naloxone',
    blogPageImg: naloxoneImg,
    blogPageImgAltText:
      'Illustration of a naloxone nasal spray device next to a first aid kit and a pulse line',
  },
  {
    blogId: 12,
    title: 'Preventing Type 2 Diabetes Starts With Small Steps',
    seoTitle: 'Small Steps to Prevent Type 2 Diabetes | Omega Health Care',
    tagline: 'Prediabetes is common, and it can often be turned around.',
    description:
      'Prediabetes often has no symptoms. Learn who should be screened and which everyday ' +
      'changes lower the chance of developing type 2 diabetes.',
    date: 'November 6th 2024',
    category: 'Articles',
    tags: ['diabetes', 'prevention', 'nutrition'],
    link: 'https://www.cdc.gov/diabetes-prevention/programs/what-is-the-national-dpp.html',
    blogPageImg: diabetesImg,
    blogPageImgAltText:
      'Illustration of a blood glucose meter with a test strip and a drop of blood',
  },
  {
    blogId: 13,
    title: 'Understanding Anxiety and When to Ask for Help',
    seoTitle: 'Anxiety and When to Ask for Help | Omega Health Care',
    tagline: 'Everyday worry is normal. Worry that runs your life deserves care.',
    description:
      'How to tell everyday stress from an anxiety disorder, what helps right away, and which ' +
      'treatments work, from therapy to medication.',
    date: 'November 19th 2024',
    category: 'Articles',
    tags: ['anxiety', 'mental health', 'therapy'],
    link: 'https://www.nimh.nih.gov/health/topics/anxiety-disorders',
    blogPageImg: anxietyImg,
    blogPageImgAltText:
      'Illustration of a jagged line that softens into a calm wave and then a straight line',
  },
  {
    blogId: 14,
    title: 'Telehealth Every Tuesday and Thursday at Our Pine Ridge Township Office',
    seoTitle: 'Pine Ridge Township Telehealth Days | Omega Health Care',
    tagline: 'Care closer to home for our Pine Ridge Township neighbors.',
    description:
      'Our Pine Ridge Township satellite unit now offers telehealth visits every Tuesday and ' +
      'Thursday, and it is accepting new patients.',
    date: 'January 7th 2025',
    category: 'Announcements',
    tags: ['telehealth', 'announcement', 'pine ridge'],
    blogPageImg: telehealthImg,
    blogPageImgAltText: 'Illustration of a clinician on a laptop screen during a video visit',
  },
  {
    blogId: 15,
    title: 'Enjoying the Holidays With a Healthier Relationship to Alcohol',
    seoTitle: 'Alcohol and the Holidays Made Healthier | Omega Health Care',
    tagline: 'Celebrate the season on your own terms.',
    description:
      'Holiday gatherings often center on drinks. Practical ways to drink less or not at all, ' +
      'know the risks, and recognize when to ask for support.',
    date: 'December 5th 2024',
    category: 'Articles',
    tags: ['alcohol', 'holidays', 'addiction'],
    link: 'https://www.rethinkingdrinking.niaaa.nih.gov/',
    blogPageImg: alcoholImg,
    blogPageImgAltText:
      'Illustration of a glass of wine beside a glass of sparkling water under holiday lights',
  },
  {
    blogId: 16,
    title: 'Seasonal Mood Changes and When the Winter Blues Are Something More',
    seoTitle: 'Winter Blues or Seasonal Depression | Omega Health Care',
    tagline: 'Shorter days affect many of us. Sometimes they affect us a lot.',
    description:
      'Feeling low as the days get shorter is common. Learn the signs of seasonal affective ' +
      'disorder and depression, and the treatments that help.',
    date: 'December 17th 2024',
    category: 'Articles',
    tags: ['depression', 'mental health', 'winter'],
    link: 'https://www.nimh.nih.gov/health/publications/seasonal-affective-disorder',
    blogPageImg: mentalHealthImg,
    blogPageImgAltText: 'Illustration of a head in profile with a heart and leaves inside',
  },
  {
    blogId: 17,
    title: 'Setting Realistic Weight Management Goals for the New Year',
    seoTitle: 'New Year Weight Management Goals | Omega Health Care',
    tagline: 'Small, steady changes tend to last longer than big resolutions.',
    description:
      'Why modest goals work, how to build habits around food, movement and sleep, and when ' +
      'medical weight management may be worth discussing.',
    date: 'January 14th 2025',
    category: 'Articles',
    tags: ['weight loss', 'nutrition', 'new year'],
    blogPageImg: weightImg,
    blogPageImgAltText: 'Illustration of a bathroom scale between an apple and a dumbbell',
  },
  {
    blogId: 18,
    title: 'How Sleep and Mental Health Affect Each Other',
    seoTitle: 'The Sleep and Mental Health Connection | Omega Health Care',
    tagline: 'Better nights can support better days, and the reverse is true too.',
    description:
      'Poor sleep and mood problems often travel together. Learn how they are linked and which ' +
      'sleep habits and treatments can help.',
    date: 'January 28th 2025',
    category: 'Articles',
    tags: ['sleep', 'mental health', 'insomnia'],
    link: 'https://www.cdc.gov/sleep/index.html',
    blogPageImg: sleepImg,
    blogPageImgAltText: 'Illustration of a person asleep in bed under a crescent moon and stars',
  },
  {
    blogId: 19,
    title: 'Blood Pressure Basics Every Adult Should Know',
    seoTitle: 'Blood Pressure Basics for Adults | Omega Health Care',
    tagline: 'High blood pressure usually has no symptoms. Knowing your numbers matters.',
    description:
      'What blood pressure numbers mean, how to measure at home accurately, and the everyday ' +
      'steps and treatments that protect your heart.',
    date: 'February 11th 2025',
    category: 'Articles',
    tags: ['blood pressure', 'heart health', 'prevention'],
    link: 'https://www.cdc.gov/high-blood-pressure/about/index.html',
    blogPageImg: heartImg,
    blogPageImgAltText:
      'Illustration of a heart with a pulse line, a blood pressure cuff and its gauge',
  },
  {
    blogId: 20,
    title: 'More Psychiatric Nurse Practitioner Appointments Now Available',
    seoTitle: 'New Psychiatric Nurse Practitioner Hours | Omega Health Care',
    tagline: 'Shorter waits for mental health care, in person or by telehealth.',
    description:
      'We have added psychiatric nurse practitioner appointments for patients aged 16 and above, ' +
      'in our Millbrook office and by telehealth.',
    date: 'February 25th 2025',
    category: 'Announcements',
    tags: ['mental health', 'psychiatry', 'announcement'],
    blogPageImg: mentalHealthImg,
    blogPageImgAltText: 'Illustration of a head in profile with a heart inside, on a soft circle',
  },
  {
    blogId: 21,
    title: 'What to Expect at Your First Visit or Annual Physical',
    seoTitle: 'Your First Visit and Annual Physical | Omega Health Care',
    tagline: 'A little preparation helps you get the most from your appointment.',
    description:
      'What to bring, what happens during a new patient visit or yearly physical, and how to ' +
      'make the most of your time with your clinician.',
    date: 'March 11th 2025',
    category: 'Articles',
    tags: ['primary care', 'annual physical', 'new patients'],
    blogPageImg: familyImg,
    blogPageImgAltText: 'Illustration of two adults and a child standing together under a heart',
  },
  {
    blogId: 22,
    title: 'Same-Day Prescription Refills at Our On-Site Pharmacy',
    seoTitle: 'Same-Day Refills at Our On-Site Pharmacy | Omega Health Care',
    tagline: 'See your clinician and pick up your medicine in one trip.',
    description:
      'The local pharmacy inside our Millbrook office can fill most prescriptions the same day. ' +
      'Here is how it works and how to request a refill.',
    date: 'March 25th 2025',
    category: 'Announcements',
    tags: ['pharmacy', 'prescriptions', 'announcement'],
    blogPageImg: clinicImg,
    blogPageImgAltText: 'Illustration of a medical office building with a cross on its front',
  },
];
