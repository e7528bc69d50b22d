export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The 11 FAQs, in order. `{phone}` in an answer is replaced with the configured phone
 * number at render time.
 */
export const faqs: FaqItem[] = [
  {
    question: 'What types of addiction do you treat?',
    answer:
      'We treat substance use disorders involving opioids (including prescription pain ' +
      'medicines, heroin and fentanyl), alcohol, stimulants, sedatives, cannabis and nicotine. ' +
      'Treatment may include medication such as buprenorphine or naltrexone, counseling and ' +
      'harm reduction support, and we tailor every plan to your needs and goals.',
  },
  {
    question: 'Do you offer mental health support?',
    answer:
      'Yes. Our psychiatrists, psychiatric nurse practitioners and counselors help with ' +
      'depression, anxiety, trauma, bipolar disorder, ADHD and other concerns. Care may ' +
      'include evaluation, talk therapy and medication management, in person or by telehealth.',
  },
  {
    question: 'Can I see one provider for both primary care and mental health?',
    answer:
      'Many of our patients do. Our primary care clinicians can screen for and help manage ' +
      'common concerns such as depression and anxiety, and they work closely with our ' +
      'psychiatry and counseling team when you need more specialized support. Because we are ' +
      'one practice, your care stays coordinated.',
  },
  {
    question: 'How do I schedule, reschedule or cancel an appointment?',
    answer:
      'You can book online with the BOOK NOW button or call our office at {phone} during ' +
      'office hours, Monday to Friday 08:00 AM to 04:00 PM. If you need to reschedule or ' +
      'cancel, please let us know as early as possible so we can offer the time to another ' +
      'patient. For an urgent medical question after hours, the same number reaches our ' +
      'answering service, which pages the on-call clinician.',
  },
  {
    question: 'What insurance do you accept?',
    answer:
      'We accept most major insurance plans, as well as Medicare and Medicaid. If you do not ' +
      'have insurance, a self-pay option is available. Please call us at {phone} before your ' +
      'visit so we can confirm your coverage.',
  },
  {
    question: 'How do I request a prescription refill?',
    answer:
      'You can request a refill through the patient portal or by calling our office at ' +
      '{phone}. Please allow time for your clinician to review the request, and contact us ' +
      'before you run out of medication. Some medications require a visit before they can be ' +
      'refilled.',
  },
  {
    question: 'How can I access my medical records?',
    answer:
      'You can view your visit summaries, test results and other health information in our ' +
      'secure patient portal. If you need help setting up your account, our front desk team ' +
      'will be glad to assist.',
  },
  {
    question: 'What services do you offer?',
    answer:
      'We offer primary health care, internal medicine, substance use disorder treatment, ' +
      'mental health treatment, psychiatry, psychiatric nurse practitioner care, OB-GYN ' +
      'services, precise diagnosis, weight loss management and Axon therapy for nerve pain. An ' +
      'on-site local pharmacy offers same-day prescription refills, and telehealth is ' +
      'available for patients in NJ, PA, GA and NY.',
  },
  {
    question: 'What should I bring to my first visit?',
    answer:
      'Please bring a photo ID, your insurance card and a list of all the medications and ' +
      'supplements you take. Your first visit includes a comprehensive intake, where we review ' +
      'your health history, current concerns and goals, so please allow a little extra time.',
  },
  {
    question: 'Do you provide referrals to specialists?',
    answer:
      'Yes. When you need care from a specialist, your clinician will explain why, help ' +
      'arrange the referral and share the relevant records with your consent. We stay involved ' +
      'so that your care remains coordinated.',
  },
  {
    question: 'What should I do in a mental health crisis?',
    answer:
      'If you or someone you know is in immediate danger, call 911 or go to the nearest ' +
      'emergency room. You can also call or text 988 to reach the 988 Suicide & Crisis ' +
      'Lifeline at any time. Our clinicians provide crisis intervention for our patients ' +
      'in-house: call us at {phone} and let us know you need urgent help. Outside office ' +
      'hours, the same number reaches our answering service, which pages the on-call clinician.',
  },
];
