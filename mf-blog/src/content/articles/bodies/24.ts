import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 24,
  blogPageDescription: [
    'April is Alcohol Awareness Month, a good moment to look at a question patients often ask: is it safe to drink while taking my medicines? The honest answer is that it depends on the medicine, the dose, your health and how much you drink. Many common prescription and over-the-counter medicines interact with alcohol, and some combinations can be dangerous.',
    'Why alcohol and medicines mix poorly',
    "Alcohol can add to a medicine's effects, weaken them or change how your liver breaks the medicine down. Older adults are more sensitive because the body handles both alcohol and medicines more slowly with age, and people who take several medicines face more possible interactions.",
    'Combinations that deserve extra caution',
    '• Opioid pain medicines, buprenorphine, methadone, benzodiazepines, sleep aids and some muscle relaxants: together with alcohol they can slow breathing and raise the risk of overdose.',
    '• Pain relievers: regular drinking while taking acetaminophen raises the risk of liver damage, and alcohol with aspirin, ibuprofen or naproxen raises the risk of stomach bleeding.',
    '• Insulin and some diabetes pills: alcohol can cause dangerously low blood sugar, sometimes hours after drinking.',
    '• Blood pressure medicines, antidepressants, antihistamines and some antibiotics: alcohol can worsen dizziness, drowsiness or other side effects.',
    'Read the label and the pharmacy leaflet for alcohol warnings, and ask your pharmacist or clinician before you start anything new, including cold remedies and sleep aids. Keep an up-to-date medication list and bring it to every visit. If you choose to drink, ask your clinician what amount, if any, is safe for you, and never skip a dose of your medicine so that you can drink.',
    'If you drink more than you intend, feel you need alcohol to get through the day, or notice shaking, sweating or anxiety when you stop, you are not alone, and help works. Stopping suddenly after heavy daily drinking can be dangerous, so please talk with a clinician first. Medicines such as naltrexone and acamprosate, combined with counseling, help many people with alcohol use disorder cut back or stop. Our primary care and addiction medicine clinicians offer confidential care, in person or by telehealth.',
  ],
  subHeadings: ['Why alcohol and medicines mix poorly', 'Combinations that deserve extra caution'],
  keywords: ['interact with alcohol', 'medication list', 'alcohol use disorder', 'naltrexone'],
};

export default body;
