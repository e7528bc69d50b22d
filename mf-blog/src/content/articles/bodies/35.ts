import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 35,
  blogPageDescription: [
    'Hepatitis C is a virus that infects the liver and spreads mainly through contact with blood, and it is one of the most common bloodborne infections in the United States. Many people live with it for years without any symptoms while it slowly damages the liver, sometimes leading to scarring (cirrhosis), liver cancer or liver failure. The good news is that today most people with hepatitis C can be cured.',
    'Who should be tested',
    '• Every adult aged 18 and older, at least once in their lifetime, and everyone who is pregnant, during each pregnancy',
    '• Anyone who has ever injected drugs, even once or many years ago, with regular testing for people who continue to inject and share equipment',
    '• People living with HIV, people receiving dialysis, and anyone with abnormal liver tests or liver disease',
    'Testing starts with a simple blood test for hepatitis C antibodies. A positive antibody test means you were exposed to the virus at some point, so a follow-up test for the virus itself (an RNA test) is done to find out whether the infection is still active. Some people clear the virus on their own, and the RNA test shows that too.',
    'Treatment today',
    'Hepatitis C treatment now means taking pills, called direct-acting antivirals, for 8 to 12 weeks. These medicines cure more than 90 percent of people who complete treatment, and most people have few side effects. People who use drugs, and people receiving medication for opioid use disorder, can be treated and cured too. Your clinician will check for interactions with your other medicines and repeat the RNA test after treatment to confirm the cure.',
    'Being cured of hepatitis C does not protect you from getting it again.',
    'There is no vaccine for hepatitis C, so prevention matters: use new, sterile equipment every time if you inject drugs, and do not share razors, toothbrushes or nail clippers. At Omega Health Care, hepatitis C testing can be added to a routine primary care visit. If your result is positive, we will explain what it means, check your liver health and guide you through treatment, with the same respect and privacy we offer for all care, including our addiction treatment services.',
  ],
  subHeadings: ['Who should be tested', 'Treatment today'],
  bold: ['Being cured of hepatitis C does not protect you from getting it again.'],
  keywords: ['antibody', 'RNA test', 'direct-acting antivirals', 'cured', 'no vaccine'],
};

export default body;
