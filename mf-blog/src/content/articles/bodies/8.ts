import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 8,
  blogPageDescription: [
    'September is National Recovery Month, a good time to talk openly about one of the most ' +
      'effective treatments in medicine.',
    'Opioid use disorder is a chronic, treatable medical condition. Medication for opioid use ' +
      'disorder, often called MOUD or medication-assisted treatment, lowers the risk of ' +
      'overdose, helps people stay in care and gives the brain and body time to heal. Three ' +
      'medications, buprenorphine, methadone and naltrexone, are approved by the U.S. Food and ' +
      'Drug Administration for this purpose.',
    'Buprenorphine',
    'Buprenorphine is a partial opioid agonist. It attaches to the same receptors in the brain ' +
      'as other opioids but activates them only partly, which eases withdrawal and cravings with ' +
      'a lower risk of slowed breathing. It comes as a film or tablet that dissolves under the ' +
      'tongue or in the cheek, often combined with naloxone, and as a long-acting injection ' +
      'given weekly or monthly. It can be prescribed in a regular medical office, and many ' +
      'follow-up visits can happen by telehealth.',
    'Methadone',
    'Methadone is a full opioid agonist taken once a day as a liquid or tablet. It has helped ' +
      'people for decades and works well for many, including people who have not done well with ' +
      'other options. For opioid use disorder, methadone is dispensed through certified opioid ' +
      'treatment programs, which usually means frequent visits to the program at first.',
    'Naltrexone',
    'Naltrexone blocks opioid receptors instead of activating them, so opioids have little ' +
      'effect while naltrexone is working. For opioid use disorder it is given as a monthly ' +
      'injection. Because it can bring on sudden withdrawal, a person usually needs to be free ' +
      'of opioids for 7 to 10 days before the first dose. It is also used to treat alcohol use ' +
      'disorder.',
    'Which medication is right for you?',
    'There is no single best medication for everyone. Your clinician will talk with you about ' +
      'your history, your goals, other health conditions, pregnancy, work and family life, and ' +
      'what has or has not worked before. Many people stay on medication for months or years, ' +
      'and that is a valid, healthy choice. Changing the dose or stopping is something to plan ' +
      'together, because the risk of overdose rises sharply after a period without opioids.',
  ],
  blogPageDescription2: [
    'How Omega Health Care can help',
    'Counselling, peer support and care for other health needs work best alongside medication, ' +
      'but starting medication should not have to wait until everything else is in place. Our ' +
      'addiction medicine team offers:',
    '• Buprenorphine and naltrexone treatment, started and managed in our Millbrook office',
    '• Follow-up visits by telehealth for patients in NJ, PA, GA and NY, with evening and ' +
      'weekend hours by arrangement',
    '• Counselling and mental health care under the same roof',
    '• Naloxone prescriptions and overdose prevention education',
    '• Coordination with opioid treatment programs for patients who choose methadone',
  ],
  blogPageDescription3: [
    'If you or someone you love is ready to talk about treatment, you do not need to have ' +
      'everything figured out first. Book a visit, and we will take it one step at a time, ' +
      'together.',
    'If someone is unresponsive or not breathing, call 911 right away and give naloxone if you ' +
      'have it.',
  ],
  subHeadings: [
    'Buprenorphine',
    'Methadone',
    'Naltrexone',
    'Which medication is right for you?',
    'How Omega Health Care can help',
  ],
  spanDesc: [
    'September is National Recovery Month, a good time to talk openly about one of the most ' +
      'effective treatments in medicine.',
  ],
  bold: [
    'If someone is unresponsive or not breathing, call 911 right away and give naloxone if you ' +
      'have it.',
  ],
  keywords: ['buprenorphine', 'methadone', 'naltrexone', 'opioid treatment programs', 'telehealth'],
  endLine: 'Recovery is possible, and you do not have to do it alone.',
};

export default body;
