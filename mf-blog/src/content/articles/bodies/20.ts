import type { BlogArticleBody } from '@practice/shared-types';

import clinicImg from '../../../assets/blog/clinic.svg';
import familyImg from '../../../assets/blog/family.svg';
import mentalHealthImg from '../../../assets/blog/mental-health.svg';
import telehealthImg from '../../../assets/blog/telehealth.svg';

const body: BlogArticleBody = {
  blogId: 20,
  carouselImages: [
    {
      img: clinicImg,
      alt: 'Illustration of the Omega Health Care office building with trees on either side',
    },
    {
      img: mentalHealthImg,
      alt: 'Illustration of a head in profile with a heart inside, representing mental health',
    },
    { img: telehealthImg, alt: 'Illustration of a clinician on a laptop during a video visit' },
    { img: familyImg, alt: 'Illustration of two adults and a child standing together' },
  ],
  blogPageDescription: [
    'We are pleased to announce that we have added more psychiatric nurse practitioner ' +
      'appointments at Omega Health Care.',
    'Across the country, people often wait weeks or months to see a mental health ' +
      'professional. A larger psychiatric nurse practitioner schedule means shorter waits for ' +
      'evaluation and ongoing care for our patients and our community.',
    'What psychiatric nurse practitioners do',
    'Psychiatric mental health nurse practitioners are advanced practice nurses with graduate ' +
      'training in mental health. They evaluate symptoms, make diagnoses, prescribe and adjust ' +
      'medications and provide supportive therapy, working closely with our psychiatrists, ' +
      'primary care physicians and counselors.',
    'Who can be seen',
    '• Patients aged 16 and above',
    '• People living with depression, anxiety, bipolar disorder, attention difficulties, ' +
      'trauma-related symptoms or sleep problems linked to mood',
    '• People in addiction treatment who also need mental health care, since the two often go ' +
      'together',
    '• Current patients who would like medication management coordinated with their primary ' +
      'care',
  ],
  blogPageDescription2: [
    'What to expect at your first visit',
    'A first appointment usually takes longer than a follow-up. Your nurse practitioner will ' +
      'ask about your symptoms, health history, medicines, sleep, substance use and what you ' +
      'hope to change, and may use short questionnaires to understand how you are feeling. ' +
      'Together you will agree on a plan, which may include medication, therapy, lifestyle ' +
      'steps or a referral to one of our psychiatrists.',
    'Follow-up visits are shorter and focus on how you are doing, any side effects and whether ' +
      'the plan needs adjusting. Many can take place by telehealth.',
    'Parents or guardians of patients aged 16 and 17 are welcome at the first visit, and we ' +
      'will explain to both of you how privacy works in your care.',
    'Appointments are available in person at our Millbrook office and by telehealth for ' +
      'patients in New Jersey, Pennsylvania, Georgia and New York. Evening and weekend hours can ' +
      'be arranged.',
    'To request a visit, use our online booking page or ask at your next appointment. New ' +
      'patients are welcome.',
    'If you are having thoughts of harming yourself, call or text 988 to reach the 988 Suicide ' +
      '& Crisis Lifeline, or call 911 in an emergency.',
  ],
  subHeadings: [
    'What psychiatric nurse practitioners do',
    'Who can be seen',
    'What to expect at your first visit',
  ],
  spanDesc: [
    'We are pleased to announce that we have added more psychiatric nurse practitioner ' +
      'appointments at Omega Health Care.',
  ],
  links: [
    {
      text:
        'If you are having thoughts of harming yourself, call or text 988 to reach the 988 ' +
        'Suicide & Crisis Lifeline, or call 911 in an emergency.',
      href: 'https://988lifeline.org/',
    },
  ],
  keywords: ['shorter waits', 'supportive therapy', 'medication management'],
  endLine: 'Your mental health matters, and help is closer than you think.',
};

export default body;
