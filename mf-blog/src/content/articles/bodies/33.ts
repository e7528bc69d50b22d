import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 33,
  blogPageDescription: [
    'The teen and young adult years bring big changes: new schools, first jobs, college, relationships and growing independence. Ups and downs are normal, but many mental health conditions, including anxiety, depression and eating disorders, often first appear during these years. Academic pressure, social media and too little sleep can add to the strain. Noticing changes early and responding with patience can make a real difference.',
    'Signs that someone may be struggling',
    '• Sadness, irritability, hopelessness, worry or panic that lasts for weeks or gets in the way of daily life',
    '• Pulling away from friends, family or activities they used to enjoy',
    '• Big changes in sleep, appetite or weight, or falling grades and missed school or work',
    '• Using alcohol, cannabis, vaping or other substances to cope',
    '• Self-harm, or talk about feeling like a burden or not wanting to be alive',
    'To start a conversation, choose a calm moment, such as a drive or a walk, and lead with what you have noticed and that you care: "You have seemed really tired lately, and I am worried about you." Listen more than you speak, and try not to fix everything at once. Let them know that asking for help is a sign of strength. Asking directly about suicide does not make suicide more likely; it opens the door to getting help.',
    'If a young person is in danger or talks about ending their life, call or text 988 to reach the 988 Suicide & Crisis Lifeline, or call 911 or go to the nearest emergency room.',
    'Our nurse practitioners care for patients aged 16 and above, and our psychiatry and mental health clinicians work alongside our primary care team. A visit can include screening for depression, anxiety and substance use, a check for medical causes of symptoms, therapy or counseling referrals and, when appropriate, medication with regular follow-up. Telehealth can help students stay in care while they are away at college in New Jersey, Pennsylvania, Georgia or New York. We explain at the first visit what stays confidential and when we would need to involve others to keep someone safe, and families are welcome partners in care.',
  ],
  subHeadings: ['Signs that someone may be struggling'],
  bold: [
    'If a young person is in danger or talks about ending their life, call or text 988 to reach the 988 Suicide & Crisis Lifeline, or call 911 or go to the nearest emergency room.',
  ],
  keywords: ['anxiety', 'depression', 'Asking directly about suicide', 'confidential'],
};

export default body;
