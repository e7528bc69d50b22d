import type { VideoEntry } from './model';

import anxietyImg from '../assets/blog/anxiety.svg';
import mentalHealthImg from '../assets/blog/mental-health.svg';
import sleepImg from '../assets/blog/sleep.svg';
import vaccineImg from '../assets/blog/vaccine.svg';

/** Short educational videos (TED-Ed lessons hosted on YouTube). */
export const videos: VideoEntry[] = [
  {
    id: 1,
    date: 'October 1st 2024',
    seoTitle: 'How Vaccines Work | Omega Health Care',
    title: 'How Vaccines Work',
    endpoint: 'How-Vaccines-Work',
    blogPageImg: vaccineImg,
    description:
      'A TED-Ed animated lesson on how vaccines train the immune system to recognize germs, so ' +
      'the body can respond faster when it meets the real infection.',
    category: 'Education',
    tags: ['vaccines', 'prevention'],
    type: 'Videos',
    videoType: 'Youtube',
    videoLink: 'https://www.youtube.com/watch?v=rb7TVW77ZCs',
    videoId: 'rb7TVW77ZCs',
  },
  {
    id: 2,
    date: 'November 12th 2024',
    seoTitle: 'How Stress Affects Your Body | Omega Health Care',
    title: 'How Stress Affects Your Body',
    endpoint: 'How-Stress-Affects-Your-Body',
    blogPageImg: anxietyImg,
    description:
      'A TED-Ed lesson explaining the body’s stress response and how long-lasting stress can ' +
      'affect the heart, the immune system, digestion and the brain.',
    category: 'Education',
    tags: ['stress', 'anxiety', 'mental health'],
    type: 'Videos',
    videoType: 'Youtube',
    videoLink: 'https://www.youtube.com/watch?v=v-t1Z5-oPtU',
    videoId: 'v-t1Z5-oPtU',
  },
  {
    id: 3,
    date: 'December 10th 2024',
    seoTitle: 'What Is Depression | Omega Health Care',
    title: 'What Is Depression',
    endpoint: 'What-Is-Depression',
    blogPageImg: mentalHealthImg,
    description:
      'A TED-Ed lesson on how depression differs from ordinary sadness, its common symptoms, ' +
      'and why it is a real and treatable medical condition.',
    category: 'Education',
    tags: ['depression', 'mental health'],
    type: 'Videos',
    videoType: 'Youtube',
    videoLink: 'https://www.youtube.com/watch?v=z-IR48Mb3W0',
    videoId: 'z-IR48Mb3W0',
  },
  {
    id: 4,
    date: 'January 21st 2025',
    seoTitle: 'What Happens When You Do Not Sleep | Omega Health Care',
    title: 'What Happens When You Do Not Sleep',
    endpoint: 'What-Happens-When-You-Do-Not-Sleep',
    blogPageImg: sleepImg,
    description:
      'A TED-Ed lesson on what sleep loss does to the brain and body, from memory and mood to ' +
      'blood sugar and the immune system.',
    category: 'Education',
    tags: ['sleep', 'mental health'],
    type: 'Videos',
    videoType: 'Youtube',
    videoLink: 'https://www.youtube.com/watch?v=dqONk48l5vY',
    videoId: 'dqONk48l5vY',
  },
];

/** The video entry a post embeds by its platform id. */
export function videoById(videoId: string): VideoEntry | undefined {
  return videos.find((video) => video.videoId === videoId);
}
