import type { BlogArticleBody } from '@practice/shared-types';
import familyImg from '../../../assets/blog/family.svg';

const body: BlogArticleBody = {
  blogId: 23,
  blogPageImg2: familyImg,
  blogPageImgAltText2: 'Illustration of two parents and a child with a heart above them',
  blogPageDescription: [
    'You deserve care without judgment.',
    'Finding out you are pregnant while living with opioid use disorder can bring up many feelings at once: hope, worry and sometimes fear of being judged. Opioid use disorder is a treatable medical condition, and getting care during pregnancy is one of the most protective things you can do for yourself and your baby.',
    'Medication is the recommended treatment',
    'Medication for opioid use disorder (MOUD) with buprenorphine or methadone is the recommended standard of care during pregnancy, supported by the American College of Obstetricians and Gynecologists and by federal health agencies. These medicines ease cravings and withdrawal, keep opioid levels steady and lower the risk of overdose, infection and pregnancy complications linked to ongoing opioid use.',
    'Stopping opioids suddenly, or tapering off during pregnancy, is generally not advised because it raises the chance of a return to use and of overdose. If you are already taking buprenorphine or methadone, tell your prenatal team so that we can coordinate your care. If you take naltrexone, talk with your clinician about whether to continue it.',
    'Please do not stop your medication on your own.',
  ],
  blogPageDescription2: [
    'What prenatal care with MOUD looks like',
    "• Regular prenatal visits to follow your health and your baby's growth",
    '• Dose reviews, since many people need their dose adjusted as pregnancy progresses',
    '• Testing for hepatitis B, hepatitis C, HIV and other infections, with treatment when needed',
    '• Support for mental health, nutrition, housing or transportation if these are hard right now',
    '• A naloxone kit at home, and a plan for pain control during labor and after birth',
  ],
  blogPageDescription3: [
    'Caring for your newborn',
    'Some babies exposed to opioids before birth, including prescribed buprenorphine or methadone, develop neonatal opioid withdrawal syndrome (NOWS) in the first days of life. Signs can include fussiness, trouble feeding or sleeping and a high-pitched cry. NOWS is expected, treatable and temporary, and it is not a reason to stop the treatment that keeps you well.',
    'Many hospitals now use approaches that keep parent and baby together: skin-to-skin contact, a calm and quiet room, feeding on demand and rooming-in. Some babies also need medicine for a short time. Your presence and comfort are powerful care for your newborn.',
    'For many parents who are stable on buprenorphine or methadone, breastfeeding is encouraged, because only small amounts of the medicine pass into breast milk. Your care team will talk with you about whether it is right for you, for example if you are using other substances or are living with HIV.',
    'After birth, keep going with treatment. The months after delivery can bring a higher risk of overdose and mood changes such as postpartum depression, so regular follow-up matters. If you ever have thoughts of harming yourself, call or text 988 to reach the 988 Suicide & Crisis Lifeline, and in an emergency call 911.',
    'At Omega Health Care, our OB-GYN, addiction medicine and mental health clinicians work together, so you can receive prenatal care and MOUD in one place, in person or by telehealth when appropriate.',
  ],
  subHeadings: [
    'Medication is the recommended treatment',
    'What prenatal care with MOUD looks like',
    'Caring for your newborn',
  ],
  spanDesc: ['You deserve care without judgment.'],
  bold: ['Please do not stop your medication on your own.'],
  keywords: [
    'buprenorphine',
    'methadone',
    'neonatal opioid withdrawal syndrome',
    'breastfeeding',
    'prenatal care',
  ],
  endLine:
    'If you are pregnant or planning a pregnancy, we are here to help. Book a visit with our team today.',
};

export default body;
