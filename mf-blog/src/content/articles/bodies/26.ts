import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 26,
  blogPageDescription: [
    'Stress is part of life, and in small doses it can help us meet a deadline or rise to a challenge. When pressure at work, at home or as a caregiver continues for months without relief, it can wear down the body and the mind. May is Mental Health Awareness Month, a good time to check in with yourself and learn the early signs of burnout.',
    'What burnout can look like',
    'Burnout is commonly described as a state of exhaustion that develops after long-term stress, especially at work. It is not a personal weakness. People often notice three kinds of change: feeling drained most days, even after rest; feeling detached, cynical or irritable about work or people they usually care about; and feeling less effective, with trouble concentrating, making decisions or finishing tasks.',
    'Stress also shows up in the body: headaches, muscle tension, stomach upset, poor sleep, changes in appetite and leaning more on caffeine, alcohol or nicotine to cope. Some of these signs overlap with depression, anxiety and medical conditions such as thyroid problems or anemia, which is one reason a check-up is worthwhile.',
    'Steps that help',
    'Start small. Protect your sleep with a regular bedtime, and move your body most days, even with a short walk. Take real breaks during the day, step away from screens and reconnect with people who support you. Try to name the sources of stress you can change, and talk honestly with a supervisor or family members about workload and expectations. Simple breathing exercises or a few minutes of mindfulness can calm the stress response.',
    'Reach out for care if stress is affecting your sleep, relationships or work for more than a couple of weeks, if you feel hopeless, or if you are relying on alcohol or other substances to get through the day.',
    'If you have thoughts of harming yourself or feel unable to stay safe, call or text 988 to reach the 988 Suicide & Crisis Lifeline, or call 911 or go to the nearest emergency room.',
    'Our primary care, psychiatry and mental health clinicians can look for medical causes of fatigue, screen for depression and anxiety, and offer counseling, therapy referrals and, when helpful, medication. Visits are available in person or by telehealth, with evening and weekend appointments by arrangement.',
    'Visit the 988 Suicide & Crisis Lifeline',
  ],
  subHeadings: ['What burnout can look like', 'Steps that help'],
  bold: [
    'If you have thoughts of harming yourself or feel unable to stay safe, call or text 988 to reach the 988 Suicide & Crisis Lifeline, or call 911 or go to the nearest emergency room.',
  ],
  links: [
    {
      text: 'Visit the 988 Suicide & Crisis Lifeline',
      href: 'https://988lifeline.org/',
    },
  ],
  keywords: ['burnout', 'exhaustion', 'depression', 'telehealth'],
};

export default body;
