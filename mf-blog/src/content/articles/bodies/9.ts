import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 9,
  blogPageDescription: [
    'Medication for opioid use disorder saves lives, yet myths about it still keep many people ' +
      'from starting or staying in treatment.',
    'Here are five of the most common misunderstandings we hear, and what research and ' +
      'clinical experience show.',
    'Myth 1: It is just replacing one drug with another',
    'Addiction is defined by loss of control, cravings and continued use despite harm. ' +
      'Buprenorphine and methadone, taken as prescribed at a steady dose, do not create that ' +
      'cycle. They relieve withdrawal and cravings so a person can think clearly, work and care ' +
      'for family. Relying on a medicine to stay well is not the same as addiction, just as ' +
      'relying on insulin is not.',
    'Myth 2: Real recovery means no medication',
    'Recovery is about health, safety and a meaningful life. Major medical and public health ' +
      'organizations recognize medication as the standard of care for opioid use disorder. ' +
      'People who take medication are in recovery, and many peer support groups welcome them.',
    'Myth 3: You should stop as soon as possible',
    'Stopping medication early is linked to a higher risk of returning to use and of overdose. ' +
      'There is no set end date. Some people taper after a long period of stability, and some ' +
      'stay on medication for years. Either way, the decision belongs to you and your ' +
      'clinician, made together and never under pressure.',
  ],
  blogPageDescription2: [
    'Myth 4: Detox alone is enough',
    'Withdrawal management by itself rarely leads to lasting recovery. Tolerance also drops ' +
      'quickly afterward, so using the same amount as before can cause a fatal overdose. Detox ' +
      'is safest as a bridge to ongoing treatment, which may include medication.',
    'Myth 5: Medication is not safe during pregnancy',
    'Buprenorphine and methadone are recommended treatments for opioid use disorder during ' +
      'pregnancy, and stopping opioids suddenly while pregnant can be dangerous for both parent ' +
      'and baby. If you are pregnant or planning a pregnancy, keep taking your medication and ' +
      'talk with your clinician about your care plan.',
    'If you have questions about treatment for yourself or someone you love, our addiction ' +
      'medicine clinicians are glad to talk them through without judgment, in person or by ' +
      'telehealth.',
  ],
  subHeadings: [
    'Myth 1: It is just replacing one drug with another',
    'Myth 2: Real recovery means no medication',
    'Myth 3: You should stop as soon as possible',
    'Myth 4: Detox alone is enough',
    'Myth 5: Medication is not safe during pregnancy',
  ],
  spanDesc: [
    'Medication for opioid use disorder saves lives, yet myths about it still keep many people ' +
      'from starting or staying in treatment.',
  ],
  italic: [
    'Here are five of the most common misunderstandings we hear, and what research and ' +
      'clinical experience show.',
  ],
  keywords: ['methadone', 'standard of care', 'overdose', 'cravings'],
  endLine: 'Medication is treatment, and treatment works.',
};

export default body;
