import type { Service } from '@practice/shared-types';

import primaryHealthCareImg from '../assets/services/primary-health-care.svg';
import axonTherapyImg from '../assets/services/axon-therapy-mpns.svg';
import obGynImg from '../assets/services/ob-gyn-services.svg';
import preciseDiagnosisImg from '../assets/services/precise-diagnosis.svg';
import sudImg from '../assets/services/sud.svg';
import mentalHealthImg from '../assets/services/mental-health-treatment.svg';
import psychiatryImg from '../assets/services/psychiatry.svg';
import psychNursePractitionersImg from '../assets/services/psychiatry-nurse-practitioners.svg';
import ancillarySupportImg from '../assets/services/ancillary-support-staff.svg';
import internalMedicineImg from '../assets/services/internal-medicine-physicians.svg';

/** The 10 services, in the order of the Services list and the side list. */
export const services: Service[] = [
  {
    id: 1,
    url: '/services/primary-health-care/',
    docTitle: 'Primary Health Care in Millbrook, NJ | Omega Health Care',
    docDes:
      'Check-ups, preventive screenings, vaccines and chronic condition care at Omega Health ' +
      'Care in Millbrook, NJ, with telehealth visits available.',
    img: primaryHealthCareImg,
    altText: 'Illustration of a medical chart with a health cross, a stethoscope and a heart',
    title: 'Primary Health Care',
    description:
      'Everyday care for adults: check-ups, screenings, vaccines and ongoing support for ' +
      'long-term conditions, in person or by telehealth.',
    descriptionImage: primaryHealthCareImg,
    descriptionImageAltText:
      'Illustration of a medical chart with a health cross, a stethoscope and a heart',
    descriptionHeading: 'Care that starts with knowing you',
    descriptionPara:
      'Our primary care team looks after your everyday health and helps you stay well over ' +
      'time. We offer yearly check-ups, preventive screenings and care for new symptoms, and ' +
      'we work closely with our mental health treatment and substance use disorder teams so ' +
      'your care stays connected. Visits are available at our Millbrook office and by ' +
      'telehealth for patients in NJ, PA, GA and NY.',
    descriptionLinks: [
      {
        text: 'mental health treatment',
        href: '/services/mental-health-treatment/',
      },
      {
        text: 'substance use disorder',
        href: '/services/sud/',
      },
    ],
    subHeading1: 'What primary care includes',
    subHeading1Data: [
      {
        key: 'Yearly wellness visits',
        value:
          'A review of your health, medications and family history, with a physical exam and a ' +
          'plan for the year ahead.',
      },
      {
        key: 'Preventive screenings',
        value:
          'Checks for blood pressure, cholesterol, diabetes and certain cancers, based on your ' +
          'age, history and current guidelines.',
      },
      {
        key: 'Vaccinations',
        value:
          'We review which adult vaccines are recommended for you, such as the yearly flu ' +
          'shot, and help you stay up to date.',
      },
      {
        key: 'Sick visits',
        value:
          'Care for new concerns such as infections, rashes, minor injuries or symptoms that ' +
          'just don’t feel right.',
      },
      {
        key: 'Long-term conditions',
        value:
          'Ongoing support for conditions such as high blood pressure, diabetes, asthma and ' +
          'high cholesterol.',
      },
    ],
    midData: [
      {
        key: 'Telehealth',
        value:
          'Many follow-up visits, medication reviews and conversations about test results can ' +
          'take place by secure video.',
      },
      {
        key: 'Care coordination',
        value:
          'When you need a specialist, we help arrange the referral and share the records they ' +
          'need, with your consent.',
      },
    ],
    subHeading2: 'Why patients choose us for primary care',
    subHeading2Data: [
      {
        key: 'One connected team',
        value:
          'Your primary care, mental health and addiction care can be coordinated by ' +
          'clinicians who work side by side.',
      },
      {
        key: 'Time to talk',
        value: 'We listen to your questions and explain your options in plain language.',
      },
      {
        key: 'On-site pharmacy',
        value:
          'Many prescriptions can be picked up at our on-site local pharmacy right after your ' +
          'visit.',
      },
      {
        key: 'Convenient hours',
        value:
          'We are open Monday to Friday 08:00 AM to 04:00 PM, with after-hours services by ' +
          'appointment.',
      },
    ],
    callToAction: {
      heading: 'Ready to schedule your check-up?',
      des:
        'Book a visit with our primary care team in person or by telehealth. We are welcoming ' +
        'new patients.',
    },
  },
  {
    id: 2,
    url: '/services/axon-therapy-mpns/',
    docTitle: 'Axon Therapy (MPNS) for Nerve Pain | Omega Health Care',
    docDes:
      'Axon therapy uses magnetic peripheral nerve stimulation for some types of nerve pain: ' +
      'non-invasive, medication-free 13.5-minute sessions in Millbrook, NJ.',
    img: axonTherapyImg,
    altText:
      'Illustration of a person seated in a treatment chair with a magnetic coil near the leg',
    title: 'Axon Therapy for Nerve Pain',
    description:
      'Magnetic peripheral nerve stimulation: a non-invasive, medication-free option for some ' +
      'nerve pain, in 13.5-minute sessions with your clothes on.',
    descriptionImage: axonTherapyImg,
    descriptionImageAltText:
      'Illustration of a person seated in a treatment chair with a magnetic coil near the leg',
    descriptionHeading: 'A non-invasive option for nerve pain',
    descriptionPara:
      'Axon therapy uses magnetic peripheral nerve stimulation (MPNS), a focused magnetic ' +
      'field that acts on irritated nerves beneath the skin. Each session takes 13.5 minutes, ' +
      'involves no needles or medication, and you stay fully clothed. It may help some people ' +
      'with peripheral neuropathy and other nerve pain feel relief, and it can be used ' +
      'alongside your primary health care and other pain treatments.',
    descriptionLinks: [
      {
        text: 'primary health care',
        href: '/services/primary-health-care/',
      },
    ],
    subHeading1: 'How a session works',
    subHeading1Data: [
      {
        key: 'Before treatment',
        value:
          'A clinician reviews your health history, your pain and any implants or devices to ' +
          'make sure the therapy is a good fit for you.',
      },
      {
        key: 'During the session',
        value:
          'You sit comfortably while a treatment coil is placed near the painful area. Most ' +
          'people feel a light tapping or tingling.',
      },
      {
        key: 'Session length',
        value: 'Each treatment takes 13.5 minutes, with no medication and no need to undress.',
      },
      {
        key: 'After the session',
        value:
          'There is no recovery time, so most people return to their usual activities right ' +
          'away.',
      },
    ],
    midData: [
      {
        key: 'Treatment plan',
        value:
          'Your clinician will suggest a series of sessions and check your progress along the ' +
          'way.',
      },
      {
        key: 'Results vary',
        value:
          'Some people notice a change after a few sessions, others need longer, and not ' +
          'everyone responds in the same way.',
      },
    ],
    subHeading2: 'Who may benefit',
    subHeading2Data: [
      {
        key: 'Peripheral neuropathy',
        value:
          'Burning, tingling or numbness in the feet or hands, including neuropathy related to ' +
          'diabetes.',
      },
      {
        key: 'Other nerve pain',
        value:
          'Pain from irritated or compressed nerves when other treatments have not helped ' +
          'enough.',
      },
      {
        key: 'Fewer medications',
        value:
          'People looking for an option that does not add another medication, or who have had ' +
          'side effects from pain medicines.',
      },
      {
        key: 'Safety first',
        value:
          'Magnetic stimulation may not be suitable if you have a pacemaker or other implanted ' +
          'device, metal near the treatment area, or are pregnant. Tell us before your first ' +
          'session.',
      },
    ],
    callToAction: {
      heading: 'Ask whether Axon therapy is right for you',
      des:
        'Book a consultation to talk about your nerve pain and your treatment options. Payment ' +
        'plans are available.',
    },
    button1Title: 'Get Financed',
    button1Url: '/get-financed/',
  },
  {
    id: 3,
    url: '/services/ob-gyn-services/',
    docTitle: 'OB-GYN Services in Millbrook, NJ | Omega Health Care',
    docDes:
      'Prenatal, postpartum and gynecologic care at Omega Health Care, with coordinated, ' +
      'judgment-free support for pregnant women with a substance use disorder.',
    img: obGynImg,
    altText: 'Illustration of a pregnant woman holding a heart, next to a health cross',
    title: 'OB-GYN Services',
    description:
      'Prenatal, postpartum and gynecologic care, with coordinated support for pregnant women ' +
      'who have a substance use disorder.',
    descriptionImage: obGynImg,
    descriptionImageAltText:
      'Illustration of a pregnant woman holding a heart, next to a health cross',
    descriptionHeading: 'Caring for you and your growing family',
    descriptionPara:
      'Our OB-GYN services support women through pregnancy and every stage of life, with ' +
      'special attention to pregnant women who have a substance use disorder. Medication for ' +
      'opioid use disorder is recommended during pregnancy for many patients, and our team ' +
      'coordinates your prenatal visits with care from our addiction treatment program. We ' +
      'work with you, your delivery hospital and your baby’s future care team so that everyone ' +
      'shares one plan.',
    descriptionLinks: [
      {
        text: 'addiction treatment program',
        href: '/services/sud/',
      },
    ],
    subHeading1: 'What we offer',
    subHeading1Data: [
      {
        key: 'Prenatal care',
        value:
          'Regular check-ups to follow your health and your baby’s growth, with the screenings ' +
          'recommended during pregnancy.',
      },
      {
        key: 'Medication for opioid use disorder',
        value:
          'Starting or continuing buprenorphine during pregnancy, with close monitoring by our ' +
          'clinicians.',
      },
      {
        key: 'Postpartum support',
        value:
          'Follow-up after birth for your physical recovery, mood, feeding questions and ' +
          'ongoing treatment.',
      },
      {
        key: 'Gynecologic care',
        value:
          'Well-woman exams, cervical cancer screening, birth control counseling and care for ' +
          'menstrual concerns.',
      },
      {
        key: 'Emotional well-being',
        value:
          'Screening for depression and anxiety during and after pregnancy, with counseling ' +
          'when you need it.',
      },
    ],
    optionalDataHeading: 'Support during pregnancy and beyond',
    optionalDataOptions: [
      'Prenatal care and addiction treatment coordinated in one practice',
      'Birth planning together with your delivery hospital',
      'Preparing for your baby’s first days, including care for withdrawal symptoms if needed',
      'Guidance on breastfeeding while taking medication for opioid use disorder',
      'Naloxone and overdose prevention education for you and your family',
      'Referrals for nutrition, housing and parenting support',
    ],
    subHeading2: 'Our approach',
    subHeading2Data: [
      {
        key: 'Without judgment',
        value: 'You are welcome here at any stage of pregnancy and any stage of recovery.',
      },
      {
        key: 'Team care',
        value:
          'Your OB-GYN clinician, addiction specialist and counselor work together on one ' +
          'plan.',
      },
      {
        key: 'Your privacy',
        value: 'We talk with you about who your health information is shared with and why.',
      },
      {
        key: 'Urgent symptoms',
        value:
          'If you have heavy bleeding, severe pain or other urgent symptoms, call 911 or go to ' +
          'the nearest emergency room.',
      },
    ],
    callToAction: {
      heading: 'Start your prenatal care with us',
      des:
        'Early prenatal care matters. Book an appointment and we will help you plan your next ' +
        'steps.',
    },
  },
  {
    id: 4,
    url: '/services/precise-diagnosis/',
    docTitle: 'Precise Diagnosis and Lab Testing | Omega Health Care',
    docDes:
      'Thorough exams, lab work and screenings at Omega Health Care help find the cause of ' +
      'your symptoms and guide a clear, personal treatment plan.',
    img: preciseDiagnosisImg,
    altText: 'Illustration of a magnifying glass over a health chart next to two test tubes',
    title: 'Precise Diagnosis',
    description:
      'Careful exams, lab testing and screening to find the cause of your symptoms and guide a ' +
      'treatment plan that fits you.',
    descriptionImage: preciseDiagnosisImg,
    descriptionImageAltText:
      'Illustration of a magnifying glass over a health chart next to two test tubes',
    descriptionHeading: 'Getting to the root of your symptoms',
    descriptionPara:
      'A clear diagnosis is the foundation of good care. Our clinicians take a detailed ' +
      'history, perform a careful exam and order only the tests that make sense for you. We ' +
      'then explain your results in plain language and build a plan with you, whether that ' +
      'means treatment with our internal medicine physicians or a referral to a specialist.',
    descriptionLinks: [
      {
        text: 'internal medicine physicians',
        href: '/services/internal-medicine-physicians/',
      },
    ],
    subHeading1: 'How we reach a diagnosis',
    subHeading1Data: [
      {
        key: 'Detailed history',
        value:
          'We ask about your symptoms, medications, family history and daily life, because ' +
          'small details often matter.',
      },
      {
        key: 'Physical exam',
        value:
          'A thorough exam focused on your concerns helps decide which tests, if any, are ' +
          'needed.',
      },
      {
        key: 'Laboratory tests',
        value:
          'Blood and urine tests, such as blood counts, blood sugar, and kidney, liver and ' +
          'thyroid function.',
      },
      {
        key: 'Screening tools',
        value:
          'Validated questionnaires for depression, anxiety and substance use help us see the ' +
          'whole picture.',
      },
      {
        key: 'Imaging and specialist tests',
        value:
          'When needed, we arrange imaging or specialist testing and go over the results with ' +
          'you.',
      },
    ],
    subHeading2: 'What happens next',
    subHeading2Data: [
      {
        key: 'Clear explanations',
        value: 'We go over your results with you and answer your questions.',
      },
      {
        key: 'A shared plan',
        value: 'Together we decide on treatment, lifestyle changes or further tests.',
      },
      {
        key: 'Follow-up',
        value: 'We check how you are doing and adjust the plan if your symptoms change.',
      },
    ],
    callToAction: {
      heading: 'Have symptoms you want checked?',
      des: 'Book a visit and let our team help you find answers and the right next steps.',
    },
  },
  {
    id: 5,
    url: '/services/sud/',
    docTitle: 'Substance Use Disorder Treatment | Omega Health Care',
    docDes:
      'Medication for opioid and alcohol use disorder, counseling and harm reduction, offered ' +
      'with respect at Omega Health Care in NJ and by telehealth.',
    img: sudImg,
    altText: 'Illustration of open hands holding a young green sprout',
    title: 'Substance Use Disorder Treatment',
    description:
      'Respectful, evidence-based care for opioid, alcohol and other substance use disorders, ' +
      'with medication, counseling and harm reduction.',
    descriptionImage: sudImg,
    descriptionImageAltText: 'Illustration of open hands holding a young green sprout',
    descriptionHeading: 'Recovery is possible, and you don’t have to do it alone',
    descriptionPara:
      'Substance use disorder is a treatable medical condition, and asking for help is a sign ' +
      'of strength. Our team offers medication for opioid use disorder and alcohol use ' +
      'disorder, counseling and practical harm reduction support, all in a respectful, ' +
      'confidential setting. Because substance use often affects mood and physical health, we ' +
      'coordinate your care with our mental health treatment and primary health care teams.',
    descriptionLinks: [
      {
        text: 'mental health treatment',
        href: '/services/mental-health-treatment/',
      },
      {
        text: 'primary health care',
        href: '/services/primary-health-care/',
      },
    ],
    subHeading1: 'Treatment options',
    subHeading1Data: [
      {
        key: 'Medication for opioid use disorder',
        value:
          'Buprenorphine eases withdrawal and cravings, and extended-release naltrexone blocks ' +
          'the effects of opioids. Both are evidence-based treatments that support recovery.',
      },
      {
        key: 'Alcohol use disorder',
        value:
          'Medications such as naltrexone or acamprosate, together with counseling, can help ' +
          'you cut down or stop drinking.',
      },
      {
        key: 'Counseling',
        value:
          'Individual sessions help you understand triggers, build coping skills and plan for ' +
          'the future you want.',
      },
      {
        key: 'Harm reduction',
        value:
          'We meet you where you are, with practical steps to stay safer and testing for HIV ' +
          'and hepatitis C.',
      },
      {
        key: 'Naloxone',
        value:
          'We help you get naloxone and show you and your loved ones how to use it to reverse ' +
          'an opioid overdose.',
      },
    ],
    midData: [
      {
        key: 'Telehealth',
        value:
          'Follow-up visits are available by telehealth for patients in NJ, PA, GA and NY when ' +
          'clinically appropriate.',
      },
      {
        key: 'Whole-person care',
        value:
          'We also screen for related health concerns such as depression, anxiety, hepatitis C ' +
          'and chronic pain, and help you get care for them.',
      },
    ],
    subHeading2: 'What to expect',
    subHeading2Data: [
      {
        key: 'Your first visit',
        value:
          'A confidential conversation about your health, your substance use and your goals, ' +
          'plus an exam and any tests you need.',
      },
      {
        key: 'Your plan',
        value:
          'Together we choose medication, counseling or both, and agree how often we will ' +
          'meet.',
      },
      {
        key: 'Ongoing support',
        value:
          'Regular visits let us adjust your treatment. A return to use is not a failure, and ' +
          'we will keep working with you.',
      },
      {
        key: 'In an emergency',
        value:
          'If someone may be overdosing, call 911 right away and give naloxone if you have it.',
      },
    ],
    callToAction: {
      heading: 'Take the first step today',
      des:
        'Reach out to start treatment. Our team will meet you with respect and without ' +
        'judgment.',
    },
  },
  {
    id: 6,
    url: '/services/mental-health-treatment/',
    docTitle: 'Mental Health Treatment in Millbrook | Omega Health Care',
    docDes:
      'Caring treatment for depression, anxiety, trauma and stress at Omega Health Care, with ' +
      'therapy, medication management and telehealth visits.',
    img: mentalHealthImg,
    altText: 'Illustration of a head in profile with a heart inside and a speech bubble',
    title: 'Mental Health Treatment',
    description:
      'Support for depression, anxiety, trauma and stress through careful evaluation, talk ' +
      'therapy and medication when it helps.',
    descriptionImage: mentalHealthImg,
    descriptionImageAltText:
      'Illustration of a head in profile with a heart inside and a speech bubble',
    descriptionHeading: 'Support for your mind and your well-being',
    descriptionPara:
      'Mental health is part of your overall health. Our clinicians help with depression, ' +
      'anxiety, trauma, stress and other concerns through careful evaluation, talk therapy ' +
      'and, when helpful, medication. When more specialized care is needed, our psychiatry ' +
      'team and psychiatric nurse practitioners are part of the same practice, so your care ' +
      'stays in one place.',
    descriptionLinks: [
      {
        text: 'psychiatry team',
        href: '/services/psychiatry/',
      },
      {
        text: 'psychiatric nurse practitioners',
        href: '/services/psychiatry-nurse-practitioners/',
      },
    ],
    subHeading1: 'Concerns we help with',
    subHeading1Data: [
      {
        key: 'Depression',
        value: 'Ongoing sadness, loss of interest, low energy or changes in sleep and appetite.',
      },
      {
        key: 'Anxiety',
        value: 'Constant worry, panic attacks or fears that get in the way of daily life.',
      },
      {
        key: 'Trauma and stress',
        value: 'Support after difficult experiences and help with stress that feels overwhelming.',
      },
      {
        key: 'Co-occurring conditions',
        value:
          'Care for mental health concerns together with substance use, because treating both ' +
          'at the same time often works best.',
      },
      {
        key: 'Sleep and mood changes',
        value:
          'Help with sleep problems, mood swings or irritability that affect your ' +
          'relationships and work.',
      },
    ],
    subHeading2: 'How we help',
    subHeading2Data: [
      {
        key: 'Evaluation',
        value: 'A thorough assessment of your symptoms, history and goals.',
      },
      {
        key: 'Therapy',
        value:
          'Individual counseling using proven approaches such as cognitive behavioral therapy.',
      },
      {
        key: 'Medication management',
        value: 'Careful prescribing and regular check-ins to review benefits and side effects.',
      },
      {
        key: 'Crisis support',
        value:
          'If you are in crisis, call or text 988 to reach the 988 Suicide & Crisis Lifeline, ' +
          'or call 911 in an emergency.',
      },
    ],
    callToAction: {
      heading: 'You don’t have to face it alone',
      des:
        'Book an appointment in person or by telehealth and take a first step toward feeling ' +
        'better.',
    },
  },
  {
    id: 7,
    url: '/services/psychiatry/',
    docTitle: 'Psychiatry Services in Millbrook, NJ | Omega Health Care',
    docDes:
      'Psychiatric evaluations and medication management at Omega Health Care, in person in ' +
      'Millbrook, NJ or by telehealth in NJ, PA, GA and NY.',
    img: psychiatryImg,
    altText:
      'Illustration of a clinician and a patient talking in two chairs, with a heart above ' +
      'them',
    title: 'Psychiatry',
    description:
      'Psychiatric evaluation, diagnosis and medication management for mood, anxiety, ' +
      'attention and other mental health conditions.',
    descriptionImage: psychiatryImg,
    descriptionImageAltText:
      'Illustration of a clinician and a patient talking in two chairs, with a heart above ' +
      'them',
    descriptionHeading: 'Expert psychiatric care, close to home',
    descriptionPara:
      'Our psychiatry service offers in-depth evaluations and ongoing treatment for a wide ' +
      'range of mental health conditions. We take time to understand your history, explain ' +
      'your diagnosis and discuss every option with you, including therapy and medication. ' +
      'Psychiatry works hand in hand with our mental health treatment and substance use ' +
      'disorder services, and visits are available by telehealth for patients in NJ, PA, GA ' +
      'and NY.',
    descriptionLinks: [
      {
        text: 'mental health treatment',
        href: '/services/mental-health-treatment/',
      },
      {
        text: 'substance use disorder services',
        href: '/services/sud/',
      },
    ],
    subHeading1: 'What psychiatry covers',
    subHeading1Data: [
      {
        key: 'Psychiatric evaluation',
        value:
          'A full assessment of your symptoms, history and goals to reach an accurate ' +
          'diagnosis.',
      },
      {
        key: 'Medication management',
        value:
          'Starting, adjusting or stopping medications carefully, with regular reviews of how ' +
          'they work for you.',
      },
      {
        key: 'Mood conditions',
        value: 'Treatment for depression and bipolar disorder.',
      },
      {
        key: 'Anxiety and related conditions',
        value: 'Care for generalized anxiety, panic disorder and obsessive-compulsive disorder.',
      },
      {
        key: 'ADHD, PTSD and more',
        value:
          'Assessment and treatment for attention-deficit/hyperactivity disorder, ' +
          'post-traumatic stress disorder and related sleep problems.',
      },
    ],
    subHeading2: 'Working together',
    subHeading2Data: [
      {
        key: 'Shared decisions',
        value: 'You take part in every decision about your treatment.',
      },
      {
        key: 'Coordinated care',
        value: 'With your consent, we keep your primary care clinician informed.',
      },
      {
        key: 'Regular follow-up',
        value: 'Visits in person or by telehealth help us track your progress.',
      },
    ],
    callToAction: {
      heading: 'Schedule a psychiatric evaluation',
      des:
        'Book a visit with our psychiatry team to talk about your symptoms and treatment ' +
        'options.',
    },
  },
  {
    id: 8,
    url: '/services/psychiatry-nurse-practitioners/',
    docTitle: 'Psychiatric Nurse Practitioners | Omega Health Care',
    docDes:
      'Our psychiatric nurse practitioners offer mental health evaluations and medication ' +
      'management for patients aged 16 and above, in person or by telehealth.',
    img: psychNursePractitionersImg,
    altText: 'Illustration of a nurse practitioner beside a laptop showing a video visit',
    title: 'Psychiatric Nurse Practitioners',
    description:
      'Psychiatric nurse practitioners offering mental health evaluations, medication ' +
      'management and follow-up for patients aged 16 and above.',
    descriptionImage: psychNursePractitionersImg,
    descriptionImageAltText:
      'Illustration of a nurse practitioner beside a laptop showing a video visit',
    descriptionHeading: 'Accessible mental health care for teens and adults',
    descriptionPara:
      'Psychiatric nurse practitioners are advanced practice nurses with specialized training ' +
      'in mental health. Our nurse practitioners care for patients aged 16 and above, offering ' +
      'evaluations, medication management and supportive counseling. They work closely with ' +
      'our psychiatry team and our substance use disorder services, so your care is ' +
      'coordinated and your follow-up stays regular.',
    descriptionLinks: [
      {
        text: 'psychiatry team',
        href: '/services/psychiatry/',
      },
      {
        text: 'substance use disorder services',
        href: '/services/sud/',
      },
    ],
    subHeading1: 'How our nurse practitioners help',
    subHeading1Data: [
      {
        key: 'Mental health evaluations',
        value:
          'Assessment of mood, anxiety, attention and other concerns, leading to a clear plan.',
      },
      {
        key: 'Medication management',
        value:
          'Prescribing and adjusting medication, with regular check-ins on benefits and side ' +
          'effects.',
      },
      {
        key: 'Supportive counseling',
        value: 'Practical guidance on coping skills, sleep and stress during your visits.',
      },
      {
        key: 'Co-occurring conditions',
        value:
          'Care for people living with both mental health and substance use concerns, ' +
          'including medication for opioid use disorder.',
      },
      {
        key: 'Telehealth visits',
        value: 'Secure video visits for patients in NJ, PA, GA and NY.',
      },
    ],
    subHeading2: 'Who we see',
    subHeading2Data: [
      {
        key: 'Ages 16 and above',
        value:
          'We welcome patients aged 16 and above, and involve parents or guardians of patients ' +
          'under 18 as appropriate.',
      },
      {
        key: 'New and returning patients',
        value:
          'Whether you are starting care or continuing treatment from another clinic, we can ' +
          'help.',
      },
      {
        key: 'Care in one place',
        value:
          'Your nurse practitioner can coordinate with your primary care clinician in our ' +
          'practice.',
      },
    ],
    callToAction: {
      heading: 'Meet with a psychiatric nurse practitioner',
      des: 'Book an in-person or telehealth visit and get support that fits your life.',
    },
  },
  {
    id: 9,
    url: '/services/ancillary-support-staff/',
    docTitle: 'Ancillary Support Staff and Care Team | Omega Health Care',
    docDes:
      'Meet the medical assistants, nurses and care coordinators at Omega Health Care who help ' +
      'with check-in, referrals, insurance questions and follow-up.',
    img: ancillarySupportImg,
    altText: 'Illustration of three care team members, one holding a checklist',
    title: 'Ancillary Support Staff',
    description:
      'Medical assistants, nurses and care coordinators who keep your visits running smoothly ' +
      'and help with referrals, forms and follow-up.',
    descriptionImage: ancillarySupportImg,
    descriptionImageAltText: 'Illustration of three care team members, one holding a checklist',
    descriptionHeading: 'The team behind every visit',
    descriptionPara:
      'Great care takes more than one clinician. Our ancillary support staff, including ' +
      'medical assistants, nurses, care coordinators and front desk team members, help you ' +
      'from the moment you schedule until your follow-up is complete. They coordinate ' +
      'referrals, lab work and prescriptions with our internal medicine physicians and the ' +
      'rest of the care team. If you need help with a form or an appointment, please contact ' +
      'us.',
    descriptionLinks: [
      {
        text: 'internal medicine physicians',
        href: '/services/internal-medicine-physicians/',
      },
      {
        text: 'contact us',
        href: '/contact-us',
      },
    ],
    subHeading1: 'Who supports your care',
    subHeading1Data: [
      {
        key: 'Medical assistants',
        value:
          'Take your vital signs, update your medication list and help prepare you for your ' +
          'visit.',
      },
      {
        key: 'Nurses',
        value:
          'Give vaccines and injections, share health education and answer clinical questions ' +
          'between visits.',
      },
      {
        key: 'Care coordinators',
        value:
          'Arrange specialist referrals, lab work and follow-up appointments, and connect you ' +
          'with community resources.',
      },
      {
        key: 'Front desk team',
        value: 'Help with scheduling, check-in, insurance questions and patient portal access.',
      },
    ],
    subHeading2: 'How they make a difference',
    subHeading2Data: [
      {
        key: 'Smoother visits',
        value: 'Preparing before you see your clinician leaves more time for what matters to you.',
      },
      {
        key: 'Care that stays on track',
        value: 'Coordinators follow up on referrals and results so you know what comes next.',
      },
      {
        key: 'A friendly voice',
        value: 'Someone you can call with questions about appointments, forms and prescriptions.',
      },
    ],
    callToAction: {
      heading: 'Questions about your care?',
      des:
        'Our support team is happy to help with appointments, referrals and forms. Book a ' +
        'visit today.',
    },
  },
  {
    id: 10,
    url: '/services/internal-medicine-physicians/',
    docTitle: 'Internal Medicine Physicians in NJ | Omega Health Care',
    docDes:
      'Adult internal medicine at Omega Health Care: care for chronic and complex conditions, ' +
      'with hospital consults answered within 24 to 48 hours.',
    img: internalMedicineImg,
    altText: 'Illustration of a hospital building next to a clock',
    title: 'Internal Medicine Physicians',
    description:
      'Physicians for adults who manage complex and long-term conditions, with hospital ' +
      'consults answered within 24 to 48 hours.',
    descriptionImage: internalMedicineImg,
    descriptionImageAltText: 'Illustration of a hospital building next to a clock',
    descriptionHeading: 'Comprehensive care for adults',
    descriptionPara:
      'Internal medicine physicians specialize in preventing, diagnosing and treating illness ' +
      'in adults. Our physicians manage complex and long-term conditions, coordinate with ' +
      'specialists and support patients during and after a hospital stay, with hospital ' +
      'consults answered within 24 to 48 hours. They work with our precise diagnosis service ' +
      'and our primary health care team to keep your care connected.',
    descriptionLinks: [
      {
        text: 'precise diagnosis',
        href: '/services/precise-diagnosis/',
      },
      {
        text: 'primary health care',
        href: '/services/primary-health-care/',
      },
    ],
    subHeading1: 'Conditions we manage',
    subHeading1Data: [
      {
        key: 'Heart and blood vessels',
        value:
          'High blood pressure, high cholesterol and lowering your risk of heart disease and ' +
          'stroke.',
      },
      {
        key: 'Diabetes and metabolism',
        value:
          'Type 2 diabetes, prediabetes, thyroid conditions and weight-related health ' +
          'concerns.',
      },
      {
        key: 'Lungs',
        value: 'Asthma and chronic obstructive pulmonary disease (COPD).',
      },
      {
        key: 'Kidneys and liver',
        value:
          'Monitoring of chronic kidney disease and liver conditions, with referral to a ' +
          'specialist when needed.',
      },
      {
        key: 'Several conditions at once',
        value: 'A careful review of all your medications to avoid harmful interactions.',
      },
    ],
    midData: [
      {
        key: 'Hospital consults',
        value: 'Consult requests from hospitals are answered within 24 to 48 hours.',
      },
      {
        key: 'After a hospital stay',
        value:
          'A follow-up visit to review your medications and recovery and lower the chance of ' +
          'returning to the hospital.',
      },
    ],
    subHeading2: 'Our approach',
    subHeading2Data: [
      {
        key: 'Whole-person view',
        value: 'We look at your physical health, mental health and daily life together.',
      },
      {
        key: 'Evidence-based care',
        value: 'Treatment plans follow current clinical guidelines and are tailored to you.',
      },
      {
        key: 'Telehealth follow-up',
        value: 'Many check-ins can take place by telehealth for patients in NJ, PA, GA and NY.',
      },
    ],
    callToAction: {
      heading: 'Expert care for complex health needs',
      des:
        'Book an appointment with one of our internal medicine physicians in person or by ' +
        'telehealth.',
    },
  },
];
