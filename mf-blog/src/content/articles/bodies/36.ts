import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 36,
  blogPageDescription: [
    'Flu vaccines for the 2025 to 2026 season are now available for patients at our Millbrook office. A yearly flu vaccine is the best way to lower your chance of getting the flu and of serious complications such as pneumonia or a hospital stay.',
    'Who should get a flu vaccine, and when',
    'The Centers for Disease Control and Prevention recommends a flu vaccine every year for nearly everyone aged 6 months and older. It is especially important for adults 65 and older, people who are pregnant, people living with conditions such as asthma, diabetes, heart disease or a weakened immune system, and anyone who cares for babies or older relatives. September and October are ideal times, because protection builds over about two weeks after the shot, but getting vaccinated later is still worthwhile, since flu often spreads well into the spring.',
    'What to expect',
    '• The shot takes only a few minutes, and it can often be given at the same visit as other vaccines you are due for, such as a COVID-19 vaccine.',
    '• Common side effects are a sore arm, mild aches or a low fever for a day or two. The flu shot cannot give you the flu.',
    '• People with an egg allergy can receive any flu vaccine that suits their age and health, and for adults 65 and older, higher-dose or adjuvanted flu vaccines are preferred when available.',
    'The flu vaccine is recommended during any trimester of pregnancy and also helps protect the baby in the first months after birth. If you have a fever on the day of your appointment, let us know; a mild cold is usually not a reason to wait.',
    'If you develop flu symptoms, contact us early.',
    'Antiviral medicines work best when started within two days of the first symptoms, especially for people at higher risk. Trouble breathing, chest pain or confusion need emergency care: call 911 or go to the nearest emergency room. You can book a flu shot online or ask for one at any visit. Many insurance plans cover the flu vaccine, and our staff can check your coverage.',
  ],
  subHeadings: ['Who should get a flu vaccine, and when', 'What to expect'],
  bold: ['If you develop flu symptoms, contact us early.'],
  keywords: ['flu vaccine', 'two weeks', 'Antiviral medicines', 'Millbrook office'],
  endLine:
    'Protect yourself and the people you love this season. Book your flu shot at our Millbrook office today.',
};

export default body;
