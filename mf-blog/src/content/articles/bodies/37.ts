import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 37,
  blogPageDescription: [
    'Quitting is one of the best things you can do for your health, at any age.',
    'Nicotine is highly addictive, so needing several tries is common and is not a failure. Each attempt teaches you something about your triggers. Within weeks of quitting cigarettes, circulation and breathing begin to improve, and over the following years the risk of heart attack, stroke, lung disease and many cancers keeps falling.',
    'Build your quit plan',
    '• Pick a quit date within the next two weeks and tell people who will support you.',
    '• Notice your triggers, such as coffee, driving, stress or drinking, and plan what you will do instead.',
    '• Remove cigarettes, vapes, lighters and pods from your home, car and bag.',
    '• Line up support: a counselor, a text program or a friend you can contact when cravings hit.',
    'Medicines make quitting more likely to last',
    'Nicotine replacement therapy, such as the patch, gum or lozenges, eases withdrawal and cravings, and using a patch together with a faster-acting form works better than either alone. Prescription medicines such as varenicline and bupropion are also effective. Combining medicine with counseling gives you the best chance of success. Your clinician can help you choose safely, including during pregnancy or if you have heart disease.',
  ],
  blogPageDescription2: [
    'What about vaping?',
    'E-cigarettes expose the lungs to nicotine and other chemicals, and they are not safe for teens, young adults or people who are pregnant. Some adults switch to vaping to leave cigarettes behind; if you did, the healthiest goal is to stop both. The same approach of a quit plan, support and, for some adults, nicotine replacement therapy can help you stop vaping.',
    'Research suggests that quitting nicotine does not harm recovery from other substances. People receiving treatment for substance use or mental health conditions can quit safely, and many find that quitting supports their recovery. Tell your clinician, because stopping smoking can change the levels of some medicines in the body.',
    'Omega Health Care offers quit support as part of primary care, mental health and addiction treatment, in person or by telehealth.',
    'Find free quit tools and text programs at Smokefree.gov',
  ],
  subHeadings: [
    'Build your quit plan',
    'Medicines make quitting more likely to last',
    'What about vaping?',
  ],
  spanDesc: ['Quitting is one of the best things you can do for your health, at any age.'],
  links: [
    {
      text: 'Find free quit tools and text programs at Smokefree.gov',
      href: 'https://smokefree.gov/',
    },
  ],
  keywords: ['Nicotine replacement therapy', 'varenicline', 'bupropion', 'quit plan', 'counseling'],
};

export default body;
