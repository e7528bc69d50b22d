import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 16,
  blogPageDescription: [
    'As the days grow shorter, many people notice they have less energy, want to sleep more and ' +
      'feel a little down.',
    'These milder winter blues are common and often improve with time outdoors, activity and ' +
      'connection. For some people, though, the change runs deeper and lasts for weeks. ' +
      'Seasonal affective disorder is a form of depression that follows a seasonal pattern, ' +
      'most often starting in late fall or early winter and easing in spring.',
    'Signs it may be more than the winter blues',
    '• Feeling sad, empty or hopeless most of the day, nearly every day, for two weeks or more',
    '• Losing interest in activities you usually enjoy',
    '• Sleeping much more than usual, craving carbohydrates or gaining weight',
    '• Pulling away from friends and family, or having trouble concentrating',
    '• Thoughts that life is not worth living',
    'Depression can happen in any season, and it is never a sign of weakness. If these symptoms ' +
      'sound familiar, please reach out.',
  ],
  blogPageDescription2: [
    'Treatments that help',
    'Light therapy, which uses a special bright light box for a set time each morning, helps ' +
      'many people with the winter pattern. Talk with a clinician before starting, especially if ' +
      'you have bipolar disorder or an eye condition. Talk therapy, particularly cognitive ' +
      'behavioral therapy, and antidepressant medication are also effective, and some people ' +
      'benefit from more than one approach.',
    'Seasonal depression is more common farther from the equator and among people with a ' +
      'personal or family history of depression. If your mood follows the same pattern each ' +
      'year, tell your clinician; planning treatment before the darker months begin can help.',
    'Daily habits support treatment: get outside in daylight when you can, keep regular sleep ' +
      'and wake times, stay active and make plans with people you care about.',
    'Our mental health team, including psychiatrists and psychiatric nurse practitioners, can ' +
      'evaluate your symptoms and build a plan with you, in person or by telehealth.',
    'If you are thinking about suicide or are in crisis, call or text 988 to reach the 988 ' +
      'Suicide & Crisis Lifeline, available 24 hours a day. In an emergency, call 911.',
  ],
  subHeadings: ['Signs it may be more than the winter blues', 'Treatments that help'],
  spanDesc: [
    'As the days grow shorter, many people notice they have less energy, want to sleep more and ' +
      'feel a little down.',
  ],
  italic: [
    'Depression can happen in any season, and it is never a sign of weakness. If these symptoms ' +
      'sound familiar, please reach out.',
  ],
  links: [
    {
      text:
        'If you are thinking about suicide or are in crisis, call or text 988 to reach the 988 ' +
        'Suicide & Crisis Lifeline, available 24 hours a day. In an emergency, call 911.',
      href: 'https://988lifeline.org/',
    },
  ],
  keywords: ['winter blues', 'depression', 'bright light box', 'antidepressant medication'],
  endLine: 'Brighter days are ahead, and you do not have to wait for spring to feel better.',
};

export default body;
