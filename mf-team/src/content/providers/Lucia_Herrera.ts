import type { Provider } from './types';
import portrait from '../../assets/providers/Lucia_Herrera.svg';

export const luciaHerrera: Provider = {
  id: 'Lucia_Herrera',
  name: 'Dr. Lucia Herrera',
  type: 'Doctor',
  credentials: 'MD, FACOG – Obstetrics & Gynecology',
  imageUrl: portrait,
  altText: 'Portrait of Dr. Lucia Herrera',
  tagLine: 'Every family deserves a healthy start',
  taglineDes:
    'Dr. Herrera provides prenatal and gynecologic care, with special expertise in caring for ' +
    'pregnant patients with a substance use disorder.',
  speciality: 'Obstetrics and Gynecology',
  degrees:
    'MD, Eastmere College of Medicine; Residency in Obstetrics and Gynecology; Board ' +
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
      'at Omega Health Care. She earned her medical degree at Eastmere College of ' +
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
  head: {
    title: 'Dr. Lucia Herrera, MD, FACOG, OB-GYN | Omega Health Care',
    description:
      'Dr. Lucia Herrera is an OB-GYN at Omega Health Care in Millbrook, NJ, providing prenatal ' +
      'care and support for pregnant patients with a substance use disorder.',
  },
};
