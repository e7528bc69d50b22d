import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 15,
  blogPageDescription: [
    'For many of us, the holidays bring parties, family dinners and plenty of drinks. It is a ' +
      'joyful season, and it can also be a stressful one.',
    'Whether you want to cut back, take a break from alcohol or simply stay safe, a little ' +
      'planning goes a long way.',
    'Know what counts as a drink',
    'In the United States, a standard drink is 12 ounces of regular beer, 5 ounces of wine or ' +
      '1.5 ounces of distilled spirits. Holiday pours and mixed drinks often hold more than one. ' +
      'The Dietary Guidelines for Americans advise adults who choose to drink to limit it to 2 ' +
      'drinks or less in a day for men and 1 drink or less in a day for women, and note that ' +
      'drinking less is better for health than drinking more.',
    'Practical tips for gatherings',
    '• Eat before and while you drink, and alternate alcoholic drinks with water or a ' +
      'non-alcoholic option.',
    '• Decide on your limit before you arrive, and have a simple answer ready, such as "I am ' +
      'driving" or "I am taking a break."',
    '• Bring a festive alcohol-free drink you enjoy, so you always have something in hand.',
    '• Never drive after drinking, and plan a ride home. Alcohol can also interact with many ' +
      'medicines, including sleep aids, pain medicines and some antidepressants.',
    'If you are in recovery, it is okay to leave early, skip an event or bring a supportive ' +
      'friend. Stay in touch with your support network and your care team through the season.',
  ],
  blogPageDescription2: [
    'When to ask for help',
    'It may be time to talk with a clinician if you often drink more than you planned, have ' +
      'tried to cut back without success, feel shaky or anxious when you stop, or if drinking ' +
      'is causing problems at home or work. Alcohol use disorder is a medical condition, and ' +
      'effective treatment includes counselling and medicines such as naltrexone and ' +
      'acamprosate.',
    'If you drink heavily every day, do not stop suddenly on your own. Alcohol withdrawal can be ' +
      'dangerous, and a clinician can help you stop safely.',
    'Our team offers confidential, judgment-free care for alcohol use, in person or by ' +
      'telehealth, with evening and weekend hours by arrangement.',
  ],
  subHeadings: [
    'Know what counts as a drink',
    'Practical tips for gatherings',
    'When to ask for help',
  ],
  spanDesc: [
    'For many of us, the holidays bring parties, family dinners and plenty of drinks. It is a ' +
      'joyful season, and it can also be a stressful one.',
  ],
  bold: [
    'If you drink heavily every day, do not stop suddenly on your own. Alcohol withdrawal can be ' +
      'dangerous, and a clinician can help you stop safely.',
  ],
  keywords: [
    'standard drink',
    'Dietary Guidelines for Americans',
    'non-alcoholic',
    'support network',
  ],
  endLine: 'However you choose to celebrate, we wish you a safe and healthy holiday season.',
};

export default body;
