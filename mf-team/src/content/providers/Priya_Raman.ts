import type { Provider } from './types';
import portrait from '../../assets/providers/Priya_Raman.svg';

export const priyaRaman: Provider = {
  id: 'Priya_Raman',
  name: 'Dr. Priya Raman',
  type: 'Doctor',
  credentials: 'MD, Psychiatry',
  imageUrl: portrait,
  altText: 'Portrait of Dr. Priya Raman',
  tagLine: 'Mental health care is health care',
  taglineDes:
    'Dr. Raman helps each patient understand their diagnosis and choose a treatment plan that ' +
    'fits their life.',
  speciality: 'Psychiatry and Addiction Psychiatry',
  degrees:
    'MD, Northvale University College of Medicine; Residency in Psychiatry; Fellowship in ' +
    'Addiction Psychiatry; Board Certified in Psychiatry and Addiction Psychiatry',
  hobbies: 'Carnatic music, long-distance running and tending a balcony herb garden',
  externalUrl: 'https://directory.example/provider/priya-raman',
  bookable: true,
  keywords: [
    'psychiatrist',
    'psychiatry',
    'psychiatric evaluation',
    'medication management',
    'mental health treatment',
    'psychiatric nurse practitioners',
    'telehealth',
  ],
  urls: {
    psychiatry: '/services/psychiatry/',
    mental_health_treatment: '/services/mental-health-treatment/',
    psychiatric_nurse_practitioners: '/services/psychiatry-nurse-practitioners/',
  },
  description: [
    'Dr. Priya Raman is a board-certified psychiatrist who cares for adults living with ' +
      'depression, anxiety, bipolar disorder, post-traumatic stress disorder (PTSD), ' +
      'attention-deficit/hyperactivity disorder (ADHD) and co-occurring substance use ' +
      'disorders. She earned her medical degree at Northvale University College of Medicine, ' +
      'completed her residency in psychiatry and then a fellowship in addiction psychiatry.',
    'At Omega Health Care she leads our psychiatry service. A first visit is a careful ' +
      'psychiatric evaluation: she asks about your mood, sleep, stress, history and goals, ' +
      'reviews any medicines you already take and talks with you about what might help. ' +
      'Treatment may include medication management, therapy with our counselors or both, and ' +
      'she takes time to explain the expected benefits and possible side effects of every ' +
      'option.',
    'Because mental and physical health affect each other, Dr. Raman works side by side with ' +
      'our primary care clinicians and our psychiatric nurse practitioners. Many follow-up ' +
      'visits can take place by telehealth, which makes it easier to keep up with mental ' +
      'health treatment during busy weeks.',
    'Dr. Raman speaks English, Tamil and Hindi. If you are ever in crisis or thinking about ' +
      'harming yourself, please call or text 988 to reach the 988 Suicide & Crisis Lifeline, ' +
      'or call 911 or go to the nearest emergency room right away.',
  ],
  head: {
    title: 'Dr. Priya Raman, MD, Psychiatrist | Omega Health Care',
    description:
      'Dr. Priya Raman is a board-certified psychiatrist at Omega Health Care in Millbrook, NJ, ' +
      'treating depression, anxiety, PTSD, ADHD and co-occurring conditions.',
  },
};
