import type { Provider } from '@practice/shared-types';

import samuelOseiImg from '../assets/providers/Samuel_Osei.svg';
import priyaRamanImg from '../assets/providers/Priya_Raman.svg';
import michaelFeldmanImg from '../assets/providers/Michael_Feldman.svg';
import luciaHerreraImg from '../assets/providers/Lucia_Herrera.svg';
import kenjiWatanabeImg from '../assets/providers/Kenji_Watanabe.svg';
import rachelSullivanImg from '../assets/providers/Rachel_Sullivan.svg';
import aishaRahmanImg from '../assets/providers/Aisha_Rahman.svg';
import tomaszNowakImg from '../assets/providers/Tomasz_Nowak.svg';
import jamalWhitakerImg from '../assets/providers/Jamal_Whitaker.svg';

/** The nine providers, in display order (SPEC.md sections 2 and 3). */
export const providers: Provider[] = [
  {
    id: 'Samuel_Osei',
    name: 'Dr. Samuel Osei',
    type: 'Doctor',
    credentials: 'MD, FACP – Founder & Chief Executive',
    imageUrl: samuelOseiImg,
    altText: 'Portrait of Dr. Samuel Osei',
    tagLine: 'Care that meets you where you are',
    taglineDes:
      'Dr. Osei founded Omega Health Care so that primary care, addiction treatment and mental ' +
      'health care could be offered under one roof, without judgment.',
    speciality: 'Internal Medicine and Addiction Medicine',
    degrees:
      'MD, Rutgers New Jersey Medical School; Residency in Internal Medicine; Fellowship in ' +
      'Addiction Medicine; Board Certified in Internal Medicine and Addiction Medicine',
    hobbies:
      'Jazz piano, cycling the Delaware and Raritan Canal towpath and cooking West African ' +
      'dishes for friends and family',
    accolade: 'Millbrook Community Health Champion Award, 2024',
    cardDescription:
      'Dr. Osei founded Omega Health Care to bring primary care, addiction treatment and mental ' +
      'health care together under one roof. He leads our team with a simple belief: every ' +
      'person deserves to be treated with dignity and respect.',
    externalUrl: 'https://directory.example/provider/samuel-osei',
    bookable: true,
    reviewLink: true,
    keywords: [
      'internal medicine',
      'addiction medicine',
      'primary care',
      'addiction treatment',
      'medication for opioid use disorder',
      'substance use disorder',
    ],
    urls: {
      internal_medicine: '/services/internal-medicine-physicians/',
      primary_care: '/services/primary-health-care/',
      addiction_treatment: '/services/sud/',
      medication_for_opioid_use_disorder: '/services/sud/',
    },
    description: [
      'Dr. Samuel Osei is the founder and chief executive of Omega Health Care and a physician ' +
        'board certified in internal medicine and addiction medicine. He earned his medical ' +
        'degree at Rutgers New Jersey Medical School, completed his residency in internal ' +
        'medicine and went on to a fellowship in addiction medicine. Early in his career he saw ' +
        'how often people with a substance use disorder were turned away or sent from one ' +
        'office to another, and he built Omega Health Care so that they and their families ' +
        'could find whole-person care in one place.',
      'In his own clinic, Dr. Osei provides primary care for adults, with a focus on long-term ' +
        'conditions such as high blood pressure, diabetes and liver disease. He also leads our ' +
        'addiction treatment program, which includes medication for opioid use disorder with ' +
        'buprenorphine or naltrexone, care for alcohol use disorder, and counseling with our ' +
        'behavioral health team. He works closely with our psychiatrist and nurse practitioners ' +
        'so that physical health, mental health and recovery are planned together.',
      'Patients describe his visits as unhurried. He starts by listening, explains the options ' +
        'in plain language and agrees on a plan with each patient, whether the first goal is to ' +
        'cut back, to stop completely or simply to take the first step. Recovery looks ' +
        'different for everyone, and he is open about the fact that progress is rarely a ' +
        'straight line.',
      'Dr. Osei speaks English and Twi. Outside the office he mentors medical students and ' +
        'residents who are interested in addiction medicine, and he speaks at community events ' +
        'about overdose prevention and naloxone. You can book an in-person visit at our ' +
        'Millbrook office or a telehealth visit with him online.',
    ],
    docTitle: 'Dr. Samuel Osei, Founder & Internist | Omega Health Care',
    docDes:
      'Meet Dr. Samuel Osei, founder of Omega Health Care in Millbrook, NJ, board certified in ' +
      'internal medicine and addiction medicine.',
  },
  {
    id: 'Priya_Raman',
    name: 'Dr. Priya Raman',
    type: 'Doctor',
    credentials: 'MD, Psychiatry',
    imageUrl: priyaRamanImg,
    altText: 'Portrait of Dr. Priya Raman',
    tagLine: 'Mental health care is health care',
    taglineDes:
      'Dr. Raman helps each patient understand their diagnosis and choose a treatment plan that ' +
      'fits their life.',
    speciality: 'Psychiatry and Addiction Psychiatry',
    degrees:
      'MD, Drexel University College of Medicine; Residency in Psychiatry; Fellowship in ' +
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
        'disorders. She earned her medical degree at Drexel University College of Medicine, ' +
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
    docTitle: 'Dr. Priya Raman, MD, Psychiatrist | Omega Health Care',
    docDes:
      'Dr. Priya Raman is a board-certified psychiatrist at Omega Health Care in Millbrook, NJ, ' +
      'treating depression, anxiety, PTSD, ADHD and co-occurring conditions.',
  },
  {
    id: 'Michael_Feldman',
    name: 'Dr. Michael Feldman',
    type: 'Doctor',
    credentials: 'DO, Internal Medicine',
    imageUrl: michaelFeldmanImg,
    altText: 'Portrait of Dr. Michael Feldman',
    tagLine: 'Prevention first, partnership always',
    taglineDes:
      'Dr. Feldman helps adults manage long-term conditions and stay ahead of preventable illness.',
    speciality: 'Internal Medicine',
    degrees:
      'DO, Philadelphia College of Osteopathic Medicine; Residency in Internal Medicine; Board ' +
      'Certified in Internal Medicine',
    hobbies:
      "Birdwatching along the Jersey Shore, woodworking and coaching his daughter's soccer team",
    externalUrl: 'https://directory.example/provider/michael-feldman',
    bookable: true,
    keywords: [
      'internal medicine physician',
      'primary care',
      'precise diagnosis',
      'hospital consults',
      'ancillary support staff',
      'diabetes',
    ],
    urls: {
      internal_medicine_physician: '/services/internal-medicine-physicians/',
      primary_care: '/services/primary-health-care/',
      precise_diagnosis: '/services/precise-diagnosis/',
      ancillary_support_staff: '/services/ancillary-support-staff/',
    },
    description: [
      'Dr. Michael Feldman is an internal medicine physician who cares for adults at every ' +
        'stage of life, from young adults getting their first physical to older adults managing ' +
        'several long-term conditions. He earned his Doctor of Osteopathic Medicine degree at ' +
        'the Philadelphia College of Osteopathic Medicine and completed his residency in ' +
        'internal medicine before joining Omega Health Care.',
      'His practice covers the full range of primary care: annual physicals, recommended ' +
        'screenings and vaccines, and ongoing care for high blood pressure, high cholesterol, ' +
        'diabetes, asthma, COPD and thyroid conditions. When symptoms are unclear, he takes a ' +
        'step-by-step approach to precise diagnosis, using a careful history, a thorough ' +
        'examination and targeted lab work or imaging, and he refers patients to trusted ' +
        'specialists when that is the right next step.',
      'Dr. Feldman also supports patients who are admitted to the hospital. He answers hospital ' +
        'consults within 24 to 48 hours and arranges follow-up care once patients return home, ' +
        'so that nothing is lost between the hospital and the office. Members of our ancillary ' +
        'support staff help him coordinate referrals, prior authorizations and reminders for ' +
        'upcoming tests.',
      'Patients appreciate his calm, practical style and his habit of going over the plan ' +
        'together before each visit ends. He believes that small, steady changes in sleep, ' +
        'activity and nutrition add up, and he is glad to talk through weight, stress or any ' +
        'other health worry you may have.',
    ],
    docTitle: 'Dr. Michael Feldman, Internal Medicine | Omega Health Care',
    docDes:
      'Dr. Michael Feldman, DO, is an internal medicine physician at Omega Health Care in ' +
      'Millbrook, NJ, offering primary care, chronic care and hospital follow-up.',
  },
  {
    id: 'Lucia_Herrera',
    name: 'Dr. Lucia Herrera',
    type: 'Doctor',
    credentials: 'MD, FACOG – Obstetrics & Gynecology',
    imageUrl: luciaHerreraImg,
    altText: 'Portrait of Dr. Lucia Herrera',
    tagLine: 'Every family deserves a healthy start',
    taglineDes:
      'Dr. Herrera provides prenatal and gynecologic care, with special expertise in caring for ' +
      'pregnant patients with a substance use disorder.',
    speciality: 'Obstetrics and Gynecology',
    degrees:
      'MD, SUNY Downstate College of Medicine; Residency in Obstetrics and Gynecology; Board ' +
      'Certified in Obstetrics and Gynecology',
    hobbies: 'Salsa dancing, baking with her children and hiking in the Pine Barrens',
    externalUrl: 'https://directory.example/provider/lucia-herrera',
    bookable: true,
    keywords: [
      'obstetrician-gynecologist',
      'prenatal care',
      'postpartum care',
      'substance use disorder',
      'medication for opioid use disorder',
      'mental health',
    ],
    urls: {
      prenatal_care: '/services/ob-gyn-services/',
      postpartum_care: '/services/ob-gyn-services/',
      medication_for_opioid_use_disorder: '/services/sud/',
      mental_health: '/services/mental-health-treatment/',
    },
    description: [
      'Dr. Lucia Herrera is a board-certified obstetrician-gynecologist who leads OB-GYN care ' +
        'at Omega Health Care. She earned her medical degree at SUNY Downstate College of ' +
        'Medicine and completed her residency in obstetrics and gynecology. For many years she ' +
        'has focused on patients who are too often left without support: pregnant patients with ' +
        'a substance use disorder.',
      'Dr. Herrera offers prenatal care, postpartum care and routine gynecologic visits. For ' +
        'pregnant patients with opioid use disorder, she works with our addiction medicine team ' +
        'to start or continue medication for opioid use disorder, which national obstetric ' +
        'guidelines recommend during pregnancy because it lowers the risk of return to use and ' +
        'overdose and supports regular prenatal care. She also explains why stopping these ' +
        'medicines suddenly during pregnancy is not recommended.',
      'Her visits are private, respectful and free of judgment. She coordinates closely with ' +
        "the delivering hospital, the baby's pediatric team and our counselors so that each " +
        "patient has a clear plan for birth, for the baby's first days and for the months after " +
        'delivery, including support with breastfeeding, birth control and mental health.',
      'Dr. Herrera speaks English and Spanish. If you are pregnant and using opioids, alcohol ' +
        'or other substances, you are welcome here, and reaching out early is one of the best ' +
        'things you can do for yourself and your baby.',
    ],
    docTitle: 'Dr. Lucia Herrera, MD, FACOG, OB-GYN | Omega Health Care',
    docDes:
      'Dr. Lucia Herrera is an OB-GYN at Omega Health Care in Millbrook, NJ, providing prenatal ' +
      'care and support for pregnant patients with a substance use disorder.',
  },
  {
    id: 'Kenji_Watanabe',
    name: 'Dr. Kenji Watanabe',
    type: 'Doctor',
    credentials: 'MD, Pain Medicine – Consultant Anesthesiologist',
    imageUrl: kenjiWatanabeImg,
    altText: 'Portrait of Dr. Kenji Watanabe',
    tagLine: 'Thoughtful answers for stubborn pain',
    taglineDes: 'Dr. Watanabe oversees our Axon therapy program for people living with nerve pain.',
    speciality: 'Anesthesiology and Pain Medicine',
    degrees:
      'MD, Sidney Kimmel Medical College at Thomas Jefferson University; Residency in ' +
      'Anesthesiology; Fellowship in Pain Medicine; Board Certified in Anesthesiology and Pain ' +
      'Medicine',
    hobbies: 'Fly fishing, restoring vintage bicycles and practicing kendo',
    bookable: false,
    keywords: [
      'anesthesiologist',
      'pain medicine',
      'Axon therapy',
      'magnetic peripheral nerve stimulation',
      'nerve pain',
      'peripheral neuropathy',
      'primary care',
    ],
    urls: {
      axon_therapy: '/services/axon-therapy-mpns/',
      magnetic_peripheral_nerve_stimulation: '/services/axon-therapy-mpns/',
      primary_care: '/services/primary-health-care/',
    },
    description: [
      'Dr. Kenji Watanabe is a consultant anesthesiologist with subspecialty training in pain ' +
        'medicine. He earned his medical degree at Sidney Kimmel Medical College at Thomas ' +
        'Jefferson University, completed his residency in anesthesiology and a fellowship in ' +
        'pain medicine, and has spent his career helping people whose pain has not improved ' +
        'with first-line treatments.',
      'At Omega Health Care he oversees Axon therapy, our magnetic peripheral nerve stimulation ' +
        '(mPNS) service for people living with nerve pain, such as pain from peripheral ' +
        'neuropathy. He reviews each referral, helps decide whether the therapy is a reasonable ' +
        'option and sets the protocols our clinical team follows. Each session lasts 13.5 ' +
        'minutes and is non-invasive, with no needles and no medication, and most people can ' +
        'return to their usual activities right afterwards.',
      'Results differ from person to person, and Axon therapy is one part of a wider pain plan ' +
        'that may also include physical activity, better sleep, a review of medicines and care ' +
        'for conditions such as diabetes that can affect the nerves. Dr. Watanabe works closely ' +
        'with our primary care clinicians to keep that plan coordinated and to make sure that ' +
        'any new or worsening symptoms are properly assessed.',
      'As a consultant, Dr. Watanabe does not take direct appointments. If you are interested ' +
        'in Axon therapy, talk with your Omega Health Care clinician or contact our office, and ' +
        'our team will arrange an assessment; financing options are available. He speaks ' +
        'English and Japanese.',
    ],
    docTitle: 'Dr. Kenji Watanabe, Pain Medicine | Omega Health Care',
    docDes:
      'Dr. Kenji Watanabe, a consultant anesthesiologist in pain medicine, oversees Axon ' +
      'therapy (magnetic peripheral nerve stimulation) at Omega Health Care.',
  },
  {
    id: 'Rachel_Sullivan',
    name: 'Rachel Sullivan, APN',
    type: 'Practitioner',
    credentials: 'MSN, FNP-BC – Family Nurse Practitioner',
    imageUrl: rachelSullivanImg,
    altText: 'Portrait of Rachel Sullivan, APN',
    tagLine: 'Health care that feels like a conversation',
    taglineDes:
      'Rachel provides everyday primary care and makes sure patients feel heard at every visit.',
    speciality: 'Family Nurse Practitioner – Primary Care',
    degrees:
      'MSN, Rutgers School of Nursing; BSN, The College of New Jersey; Board Certified Family ' +
      'Nurse Practitioner (FNP-BC)',
    hobbies: 'Open-water swimming, mystery novels and volunteering at a local animal shelter',
    externalUrl: 'https://directory.example/provider/rachel-sullivan',
    bookable: true,
    keywords: [
      'family nurse practitioner',
      'primary care',
      'patients aged 16 and above',
      'addiction treatment',
      'medication for opioid use disorder',
      'telehealth',
    ],
    urls: {
      primary_care: '/services/primary-health-care/',
      addiction_treatment: '/services/sud/',
      medication_for_opioid_use_disorder: '/services/sud/',
    },
    description: [
      'Rachel Sullivan is a board-certified family nurse practitioner who provides primary care ' +
        'for patients aged 16 and above. She earned her Master of Science in Nursing at the ' +
        'Rutgers School of Nursing after several years as a registered nurse in emergency and ' +
        'urgent care, an experience that showed her how much a trusted primary care clinician ' +
        'can prevent.',
      "Rachel sees patients for annual physicals, sick visits, women's health checkups and " +
        'vaccines, and for follow-up of conditions such as high blood pressure, asthma and ' +
        'diabetes. She also helps patients who want to lose weight safely, with realistic plans ' +
        'for nutrition, movement and sleep, and she can explain when medication may be worth ' +
        'discussing.',
      'Rachel is part of our addiction treatment team as well. She works with our physicians to ' +
        'support patients receiving medication for opioid use disorder with regular check-ins, ' +
        'lab work and encouragement. Her goal is that every patient leaves knowing what comes ' +
        'next and whom to contact with questions.',
      'Rachel sees patients in person at our Millbrook office and by telehealth. She is known ' +
        'for her patience with questions and her friendly reminders about screenings that are ' +
        'due.',
    ],
    docTitle: 'Rachel Sullivan, APN, Primary Care | Omega Health Care',
    docDes:
      'Rachel Sullivan, APN, is a family nurse practitioner at Omega Health Care in Millbrook, ' +
      'NJ, providing primary care for patients aged 16 and above.',
  },
  {
    id: 'Aisha_Rahman',
    name: 'Aisha Rahman, APN',
    type: 'Practitioner',
    credentials: 'MSN, PMHNP-BC – Psychiatric Nurse Practitioner',
    imageUrl: aishaRahmanImg,
    altText: 'Portrait of Aisha Rahman, APN',
    tagLine: "You don't have to carry it alone",
    taglineDes:
      'Aisha offers compassionate psychiatric care for anxiety, depression, trauma and ' +
      'co-occurring substance use.',
    speciality: 'Psychiatric Mental Health Nurse Practitioner',
    degrees:
      'MSN, University of Pennsylvania School of Nursing; BSN, Stony Brook University; Board ' +
      'Certified Psychiatric-Mental Health Nurse Practitioner (PMHNP-BC)',
    hobbies: 'Calligraphy, trying new recipes and long weekend walks with her family',
    bookable: true,
    keywords: [
      'psychiatric mental health nurse practitioner',
      'patients aged 16 and above',
      'medication management',
      'substance use disorder',
      'addiction treatment',
      'telehealth',
      'ancillary support staff',
    ],
    urls: {
      psychiatric_mental_health_nurse_practitioner: '/services/psychiatry-nurse-practitioners/',
      addiction_treatment: '/services/sud/',
      ancillary_support_staff: '/services/ancillary-support-staff/',
    },
    description: [
      'Aisha Rahman is a board-certified psychiatric mental health nurse practitioner who cares ' +
        'for patients aged 16 and above. She earned her Master of Science in Nursing at the ' +
        'University of Pennsylvania School of Nursing and worked on an inpatient behavioral ' +
        'health unit before joining Omega Health Care.',
      'Aisha provides psychiatric evaluations, diagnosis and medication management for ' +
        'depression, anxiety, panic disorder, post-traumatic stress disorder (PTSD), bipolar ' +
        'disorder and sleep problems linked to mood. Many of her patients are also in recovery, ' +
        'and she is experienced in caring for people with a substance use disorder alongside a ' +
        'mental health condition, in close partnership with our addiction treatment team and ' +
        'with Dr. Priya Raman.',
      'She believes good care starts with trust. Visits begin with your story, not a checklist, ' +
        'and she explains each treatment option, how long it may take to work and which side ' +
        'effects to watch for. Follow-up visits are available in person or by telehealth, and ' +
        'our ancillary support staff can connect you with counseling and community resources.',
      'Aisha speaks English, Bengali and Urdu. If you are in crisis, please call or text 988 to ' +
        'reach the 988 Suicide & Crisis Lifeline, or call 911 or go to the nearest emergency ' +
        'room.',
    ],
    docTitle: 'Aisha Rahman, APN, Psychiatric NP | Omega Health Care',
    docDes:
      'Aisha Rahman, APN, is a psychiatric mental health nurse practitioner at Omega Health ' +
      'Care, caring for patients aged 16 and above in person and by telehealth.',
  },
  {
    id: 'Tomasz_Nowak',
    name: 'Tomasz Nowak, APN',
    type: 'Practitioner',
    credentials: 'MSN, AGPCNP-BC – Adult-Gerontology Nurse Practitioner',
    imageUrl: tomaszNowakImg,
    altText: 'Portrait of Tomasz Nowak, APN',
    tagLine: 'Steady care for every chapter of adult life',
    taglineDes:
      'Tomasz helps adults and older adults manage long-term conditions and stay independent.',
    speciality: 'Adult-Gerontology Primary Care Nurse Practitioner',
    degrees:
      'MSN, Seton Hall University; BSN, Kean University; Board Certified Adult-Gerontology ' +
      'Primary Care Nurse Practitioner (AGPCNP-BC)',
    hobbies:
      'Chess, hiking sections of the Appalachian Trail and making pierogi from his ' +
      "grandmother's recipe",
    bookable: true,
    keywords: [
      'nurse practitioner',
      'patients aged 16 and above',
      'primary care',
      'older adults',
      'medication safety',
      'ancillary support staff',
      'addiction treatment',
    ],
    urls: {
      primary_care: '/services/primary-health-care/',
      ancillary_support_staff: '/services/ancillary-support-staff/',
      addiction_treatment: '/services/sud/',
    },
    description: [
      'Tomasz Nowak is a board-certified adult-gerontology primary care nurse practitioner who ' +
        'cares for patients aged 16 and above, including many older adults. He earned his ' +
        'Master of Science in Nursing at Seton Hall University and spent eight years as a ' +
        'registered nurse in cardiology and home health before becoming a nurse practitioner.',
      'Tomasz provides primary care for long-term conditions such as heart disease, high blood ' +
        'pressure, diabetes, chronic kidney disease and arthritis. He pays close attention to ' +
        'medication safety: he reviews every prescription and over-the-counter product a ' +
        'patient takes, looks for interactions and, where it is safe, works with the ' +
        'prescribing clinicians to simplify complicated regimens.',
      'For older adults he offers annual wellness visits, screening for fall risk and memory ' +
        'changes, and conversations about advance care planning. He welcomes family members and ' +
        'caregivers to visits when a patient would like them there, and he works with our ' +
        'ancillary support staff to coordinate home care, medical equipment and specialist ' +
        'appointments.',
      'Tomasz speaks English and Polish. He also cares for adults with a substance use disorder ' +
        'as part of our addiction treatment team, and he is happy to see patients by telehealth ' +
        'when getting to the office is difficult.',
    ],
    docTitle: 'Tomasz Nowak, APN, Adult Primary Care | Omega Health Care',
    docDes:
      'Tomasz Nowak, APN, is an adult-gerontology nurse practitioner at Omega Health Care in ' +
      'Millbrook, NJ, caring for adults and older adults with chronic conditions.',
  },
  {
    id: 'Jamal_Whitaker',
    name: 'Jamal Whitaker, APN',
    type: 'Practitioner',
    credentials: 'MSN, FNP-BC – Family Nurse Practitioner',
    imageUrl: jamalWhitakerImg,
    altText: 'Portrait of Jamal Whitaker, APN',
    tagLine: 'Every step forward counts',
    taglineDes:
      'Jamal combines primary care and addiction treatment, in the office and by telehealth.',
    speciality: 'Family Nurse Practitioner – Primary Care and Addiction Treatment',
    degrees:
      'MSN, Thomas Jefferson University; BSN, Rowan University; Board Certified Family Nurse ' +
      'Practitioner (FNP-BC)',
    hobbies: 'Pickup basketball, coaching in a local youth league and collecting vinyl records',
    bookable: true,
    keywords: [
      'family nurse practitioner',
      'primary care',
      'addiction treatment',
      'medication for opioid use disorder',
      'telehealth',
      'Pine Ridge Township',
      'overdose prevention',
    ],
    urls: {
      primary_care: '/services/primary-health-care/',
      addiction_treatment: '/services/sud/',
      medication_for_opioid_use_disorder: '/services/sud/',
    },
    description: [
      'Jamal Whitaker is a board-certified family nurse practitioner who provides primary care ' +
        'and addiction treatment for patients aged 16 and above. He earned his Master of ' +
        'Science in Nursing at Thomas Jefferson University after working as a registered nurse ' +
        'on a hospital withdrawal management unit, where he saw how much a steady, respectful ' +
        'relationship with a clinician can matter.',
      'Jamal works with our physicians to provide medication for opioid use disorder, including ' +
        'buprenorphine, as well as care for alcohol use disorder and support for people who ' +
        'want to quit smoking. He also looks after the whole person: vaccines, screening for ' +
        'hepatitis C and HIV, blood pressure, sleep and nutrition.',
      'He leads telehealth visits for our Pine Ridge Township satellite unit every Tuesday and ' +
        'Thursday, which makes it easier for patients there to keep their appointments without ' +
        'a long drive. He also talks with patients and families about overdose prevention, ' +
        'including how to use naloxone.',
      'Patients appreciate his straightforward, encouraging manner and the fact that he never ' +
        'makes anyone feel judged. Jamal believes every step forward counts, and he celebrates ' +
        'progress with his patients, whatever its size.',
    ],
    docTitle: 'Jamal Whitaker, APN, Addiction Care | Omega Health Care',
    docDes:
      'Jamal Whitaker, APN, is a family nurse practitioner at Omega Health Care offering ' +
      'primary care and addiction treatment for patients aged 16 and above.',
  },
];
