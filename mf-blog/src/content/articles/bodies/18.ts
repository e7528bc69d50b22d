import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 18,
  blogPageDescription: [
    'Sleep and mental health are closely linked. A few rough nights can leave anyone irritable ' +
      'and foggy, and ongoing sleep problems can make anxiety and depression worse.',
    'The connection runs both ways. Depression, anxiety, bipolar disorder, post-traumatic ' +
      'stress and substance use often disrupt sleep, and long-term insomnia raises the risk of ' +
      'developing depression. The good news is that better sleep can help mood, and treating ' +
      'mental health conditions often improves sleep.',
    'Most adults need at least 7 hours of sleep a night, and quality matters as much as quantity.',
    'Habits that support better sleep',
    '• Keep the same wake-up time every day, including weekends.',
    '• Get daylight in the morning and stay active during the day.',
    '• Limit caffeine after noon, and avoid alcohol close to bedtime; it may help you fall ' +
      'asleep but disrupts sleep later in the night.',
    '• Keep your bedroom dark, quiet and cool, and put screens away 30 to 60 minutes before bed.',
    '• If you cannot sleep after about 20 minutes, get up and do something calm in dim light ' +
      'until you feel sleepy.',
    'If worries keep you awake, try writing them down earlier in the evening, with one small ' +
      'next step for each, so your mind has less to sort through at bedtime. Relaxation ' +
      'exercises such as slow breathing can also help your body wind down.',
  ],
  blogPageDescription2: [
    'When to get help',
    'Talk with a clinician if sleep problems last more than a few weeks, if you feel very ' +
      'sleepy during the day, or if someone notices that you snore loudly or stop breathing ' +
      'during sleep, which can be signs of sleep apnea. Cognitive behavioral therapy for ' +
      'insomnia, known as CBT-I, is the recommended first treatment for long-term insomnia and ' +
      'works well for many people. Over-the-counter sleep aids are not meant for long-term use, ' +
      'so check with us before relying on them.',
    'Our primary care and mental health clinicians can look at sleep and mood together and ' +
      'build a plan that fits you, in person or by telehealth.',
    'The short video below explains what happens to the brain and body without enough sleep.',
  ],
  blogVideoId: 'dqONk48l5vY',
  subHeadings: ['Habits that support better sleep', 'When to get help'],
  spanDesc: [
    'Sleep and mental health are closely linked. A few rough nights can leave anyone irritable ' +
      'and foggy, and ongoing sleep problems can make anxiety and depression worse.',
  ],
  italic: [
    'The short video below explains what happens to the brain and body without enough sleep.',
  ],
  keywords: ['insomnia', '7 hours', 'caffeine', 'daylight'],
  endLine: 'Rest is part of your health care. Let us help you sleep better.',
};

export default body;
