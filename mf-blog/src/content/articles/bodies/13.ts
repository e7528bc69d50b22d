import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 13,
  blogPageDescription: [
    'Everyone feels anxious sometimes. Anxiety is the body’s natural alarm, and in small doses ' +
      'it helps us prepare and stay safe.',
    'Anxiety becomes a health concern when the worry is out of proportion to the situation, ' +
      'lasts for months, or gets in the way of work, school, sleep or relationships. Anxiety ' +
      'disorders, including generalized anxiety disorder, panic disorder and social anxiety ' +
      'disorder, are among the most common mental health conditions, and they are very ' +
      'treatable.',
    'Common signs',
    '• Constant worry that is hard to control',
    '• Restlessness, irritability or feeling on edge',
    '• Trouble sleeping, muscle tension, headaches or an upset stomach',
    '• Sudden waves of intense fear with a racing heart, shortness of breath or dizziness',
    '• Avoiding places or situations because of fear',
    'Physical symptoms such as chest pain or trouble breathing should always be checked by a ' +
      'clinician, because they can have other causes too.',
  ],
  blogPageDescription2: [
    'What helps',
    'Slow breathing, regular physical activity, cutting back on caffeine and alcohol, and a ' +
      'steady sleep schedule ease symptoms for many people. When anxiety persists, the most ' +
      'effective treatments are psychotherapy, especially cognitive behavioral therapy, and ' +
      'medications such as selective serotonin reuptake inhibitors (SSRIs). Many people do best ' +
      'with a combination, and your clinician will help you weigh the options.',
    'It can also help to notice what makes anxiety worse. Caffeine, alcohol, some cold ' +
      'medicines and an overactive thyroid can all cause anxious feelings, and a primary care ' +
      'check-up can rule out physical causes. If you have been using alcohol or other ' +
      'substances to cope, please tell us; we can care for both at the same time.',
    'Medication is not always needed. When it is, it is usually taken every day for several ' +
      'months, and your clinician will check in regularly about how it is working and any side ' +
      'effects.',
    'Our psychiatrists, psychiatric nurse practitioners and primary care clinicians work ' +
      'together, so your care for anxiety can be coordinated with the rest of your health. ' +
      'Visits are available in person at our Millbrook office or by telehealth.',
    'If you are in crisis or thinking about harming yourself, call or text 988 to reach the ' +
      '988 Suicide & Crisis Lifeline, or call 911.',
  ],
  subHeadings: ['Common signs', 'What helps'],
  spanDesc: [
    'Everyone feels anxious sometimes. Anxiety is the body’s natural alarm, and in small doses ' +
      'it helps us prepare and stay safe.',
  ],
  italic: [
    'Physical symptoms such as chest pain or trouble breathing should always be checked by a ' +
      'clinician, because they can have other causes too.',
  ],
  links: [
    {
      text:
        'If you are in crisis or thinking about harming yourself, call or text 988 to reach the ' +
        '988 Suicide & Crisis Lifeline, or call 911.',
      href: 'https://988lifeline.org/',
    },
  ],
  keywords: [
    'generalized anxiety disorder',
    'panic disorder',
    'cognitive behavioral therapy',
    'SSRIs',
  ],
  endLine: 'You do not have to wait until anxiety is overwhelming to ask for help.',
};

export default body;
