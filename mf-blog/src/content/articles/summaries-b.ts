import type { BlogArticleSummary } from '@practice/shared-types';
import alcoholImg from '../../assets/blog/alcohol.svg';
import anxietyImg from '../../assets/blog/anxiety.svg';
import clinicImg from '../../assets/blog/clinic.svg';
import diabetesImg from '../../assets/blog/diabetes.svg';
import familyImg from '../../assets/blog/family.svg';
import heartImg from '../../assets/blog/heart.svg';
import mentalHealthImg from '../../assets/blog/mental-health.svg';
import nerveTherapyImg from '../../assets/blog/nerve-therapy.svg';
import pregnancyImg from '../../assets/blog/pregnancy.svg';
import telehealthImg from '../../assets/blog/telehealth.svg';
import vaccineImg from '../../assets/blog/vaccine.svg';
import weightImg from '../../assets/blog/weight.svg';

/** Blog articles 23 to 37, April 2025 to October 2025. */
export const summariesB: BlogArticleSummary[] = [
  {
    blogId: 23,
    title: 'Medication for Opioid Use Disorder During Pregnancy',
    seoTitle: 'Opioid Use Disorder Care in Pregnancy | Omega Health Care',
    tagline: 'Steady treatment protects both you and your baby.',
    description:
      'Buprenorphine or methadone during pregnancy is safe and recommended. Learn what prenatal care with MOUD looks like and how newborns are cared for.',
    date: 'April 3rd 2025',
    category: 'Articles',
    tags: ['pregnancy', 'MAT', 'recovery'],
    blogPageImg: pregnancyImg,
    blogPageImgAltText: 'Illustration representing pregnancy and supportive prenatal care',
  },
  {
    blogId: 24,
    title: 'How Alcohol Interacts With Your Medications',
    seoTitle: 'Alcohol and Medication Interactions | Omega Health Care',
    tagline: 'A quick check with your clinician can prevent a risky mix.',
    description:
      'Alcohol can change how many common medicines work. Learn which combinations carry the most risk and when to talk with your clinician.',
    date: 'April 16th 2025',
    category: 'Articles',
    tags: ['alcohol', 'medications', 'safety'],
    blogPageImg: alcoholImg,
    blogPageImgAltText: 'Illustration representing alcohol use and medication safety',
  },
  {
    blogId: 25,
    title: 'Our Telehealth Care Now Reaches Four States',
    seoTitle: 'Telehealth in NJ, PA, GA and NY | Omega Health Care',
    tagline: 'Secure video visits for patients in NJ, PA, GA and NY.',
    description:
      'Patients located in New Jersey, Pennsylvania, Georgia and New York can now see our clinicians by secure video for many kinds of visits.',
    date: 'April 29th 2025',
    category: 'Announcements',
    tags: ['telehealth', 'announcement', 'access'],
    blogPageImg: telehealthImg,
    blogPageImgAltText: 'Illustration of a clinician on a laptop screen during a video visit',
  },
  {
    blogId: 26,
    title: 'Recognizing Stress and Burnout Before They Wear You Down',
    seoTitle: 'Stress and Burnout Signs and Relief | Omega Health Care',
    tagline: 'Burnout is a signal to pause, not a personal failing.',
    description:
      'Ongoing stress can drain your energy, sleep and focus. Learn the signs of burnout, simple steps that help and when to reach out for care.',
    date: 'May 7th 2025',
    category: 'Articles',
    tags: ['mental health', 'stress', 'burnout'],
    blogPageImg: anxietyImg,
    blogPageImgAltText: 'Illustration representing stress, worry and finding calm',
  },
  {
    blogId: 27,
    title: 'Magnetic Nerve Pain Therapy Now Available at Omega Health Care',
    seoTitle: 'Magnetic Nerve Pain Therapy (mPNS) | Omega Health Care',
    tagline: 'A non-invasive, 13.5-minute treatment option for nerve pain.',
    description:
      'Magnetic peripheral nerve stimulation is a non-invasive therapy for some types of nerve pain. Learn how a 13.5-minute session works and who may benefit.',
    date: 'May 20th 2025',
    category: 'Articles',
    tags: ['nerve pain', 'axon therapy', 'pain management'],
    blogPageImg: nerveTherapyImg,
    blogPageImgAltText: 'Illustration of a leg and foot surrounded by pulsing magnetic field rings',
  },
  {
    blogId: 28,
    title: 'Preventive Screenings for Men and Women at Every Age',
    seoTitle: 'Preventive Screenings by Age and Sex | Omega Health Care',
    tagline: 'The right test at the right time can catch problems early.',
    description:
      'A practical guide to the screenings many adults need, from blood pressure to cancer checks, and how to plan them with your clinician.',
    date: 'June 12th 2025',
    category: 'Articles',
    tags: ['prevention', 'screening', 'wellness'],
    blogPageImg: familyImg,
    blogPageImgAltText: 'Illustration representing the health of men and women in a family',
  },
  {
    blogId: 29,
    title: 'Protecting Your Heart and Blood Pressure in Summer Heat',
    seoTitle: 'Blood Pressure and Heart Health in Heat | Omega Health Care',
    tagline: 'Hot days put extra strain on the heart, and a little planning helps.',
    description:
      'Heat can strain the heart and change how blood pressure medicines affect you. Practical tips to stay safe, hydrated and well this summer.',
    date: 'June 26th 2025',
    category: 'Articles',
    tags: ['heart health', 'blood pressure', 'summer'],
    blogPageImg: heartImg,
    blogPageImgAltText: 'Illustration representing heart health and blood pressure',
  },
  {
    blogId: 30,
    title: 'Building a Weight Management Plan That Fits Your Life',
    seoTitle: 'A Practical Weight Management Plan | Omega Health Care',
    tagline: 'Small, steady changes add up, and you do not have to do it alone.',
    description:
      'Nutrition, activity, sleep and, for some people, medicines such as GLP-1 receptor agonists can support a healthier weight. Here is how we build a plan.',
    date: 'July 9th 2025',
    category: 'Articles',
    tags: ['weight', 'nutrition', 'GLP-1'],
    blogPageImg: weightImg,
    blogPageImgAltText: 'Illustration representing healthy weight management',
  },
  {
    blogId: 31,
    title: 'Evening and Weekend Appointments Now Available by Arrangement',
    seoTitle: 'Evening and Weekend Appointments | Omega Health Care',
    tagline: 'Care that fits around work, school and family.',
    description:
      'Need a visit outside regular office hours? Evening and weekend appointments, in person or by telehealth, can now be arranged with our team.',
    date: 'July 23rd 2025',
    category: 'Announcements',
    tags: ['announcement', 'appointments', 'access'],
    blogPageImg: clinicImg,
    blogPageImgAltText: 'Illustration of the Omega Health Care office building',
  },
  {
    blogId: 32,
    title: 'Back-to-School and College Vaccine Checklist for Teens and Young Adults',
    seoTitle: 'Back-to-School Vaccines for Teens | Omega Health Care',
    tagline: 'A few minutes with the vaccine record now saves a scramble later.',
    description:
      'Heading back to high school or off to college? Review the vaccines teens and young adults commonly need, from Tdap and HPV to meningococcal shots.',
    date: 'August 6th 2025',
    category: 'Articles',
    tags: ['vaccines', 'teens', 'prevention'],
    blogPageImg: vaccineImg,
    blogPageImgAltText: 'Illustration representing vaccination',
  },
  {
    blogId: 33,
    title: 'Supporting Teen and Young Adult Mental Health',
    seoTitle: 'Teen and Young Adult Mental Health | Omega Health Care',
    tagline: 'Noticing changes early and talking openly makes a difference.',
    description:
      'How to notice when a teen or young adult may be struggling, how to start the conversation and how our team supports patients aged 16 and older.',
    date: 'August 21st 2025',
    category: 'Articles',
    tags: ['mental health', 'teens', 'young adults'],
    blogPageImg: mentalHealthImg,
    blogPageImgAltText: 'Illustration representing mental health and emotional support',
  },
  {
    blogId: 34,
    title: 'The Diabetes Check-Ups That Protect Your Health All Year',
    seoTitle: 'Diabetes Check-Ups and Yearly Tests | Omega Health Care',
    tagline: 'Regular check-ups help prevent complications before they start.',
    description:
      'A1C, kidney tests, eye and foot exams and more: a simple guide to the diabetes check-ups that help protect your heart, kidneys, eyes and nerves.',
    date: 'September 10th 2025',
    category: 'Articles',
    tags: ['diabetes', 'prevention', 'chronic care'],
    blogPageImg: diabetesImg,
    blogPageImgAltText: 'Illustration representing diabetes care and blood sugar checks',
  },
  {
    blogId: 35,
    title: 'Why Every Adult Should Get Tested for Hepatitis C',
    seoTitle: 'Hepatitis C Testing for Every Adult | Omega Health Care',
    tagline: 'One simple blood test can find an infection that is usually curable.',
    description:
      'Hepatitis C often causes no symptoms for years, yet today it can usually be cured. Learn who should be tested and what happens after a positive result.',
    date: 'September 24th 2025',
    category: 'Articles',
    tags: ['hepatitis c', 'testing', 'liver health'],
    link: 'https://www.cdc.gov/hepatitis-c/index.html',
    blogPageImg: clinicImg,
    blogPageImgAltText: 'Illustration of a welcoming medical office for routine testing',
  },
  {
    blogId: 36,
    title: 'Flu Shots Are Now Available at Our Millbrook Office',
    seoTitle: 'Flu Shots Now Available in Millbrook | Omega Health Care',
    tagline: 'Protect yourself and the people around you this flu season.',
    description:
      'Seasonal flu vaccines are now available for patients at our Millbrook office. Learn who should get one, when to get it and what to expect.',
    date: 'October 2nd 2025',
    category: 'Announcements',
    tags: ['flu', 'vaccines', 'announcement'],
    blogPageImg: vaccineImg,
    blogPageImgAltText: 'Illustration representing the seasonal flu vaccine',
  },
  {
    blogId: 37,
    title: 'Quitting Smoking or Vaping With the Right Support',
    seoTitle: 'Quit Smoking or Vaping With Support | Omega Health Care',
    tagline: 'It often takes more than one try, and every try counts.',
    description:
      'Medicines, counseling and a clear plan make quitting cigarettes or vapes more likely to last. Here is how to get started and where we can help.',
    date: 'October 22nd 2025',
    category: 'Articles',
    tags: ['smoking', 'vaping', 'quitting'],
    blogPageImg: heartImg,
    blogPageImgAltText: 'Illustration of a heart and a heartbeat line',
  },
];
