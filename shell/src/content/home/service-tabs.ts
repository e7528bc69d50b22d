import type { ServiceTab } from './types';
import tabInternalMedicine from '../../assets/home/tab-internal-medicine.svg';
import tabAddiction from '../../assets/home/tab-addiction.svg';
import tabNursing from '../../assets/home/tab-nursing.svg';
import tabPsychiatry from '../../assets/home/tab-psychiatry.svg';
import tabAncillarySupport from '../../assets/home/tab-ancillary-support.svg';
import tabWeightLoss from '../../assets/home/tab-weight-loss.svg';

/** OMEGA SERVICES: the first tab is active by default. */
export const serviceTabs: ServiceTab[] = [
  {
    id: 'internal-medicine',
    title: 'INTERNAL MEDICINE',
    subTitle: 'Care for adults with complex health needs',
    description:
      'Our internal medicine physicians diagnose and manage long-term conditions such as high ' +
      'blood pressure, diabetes and COPD. They coordinate with specialists and answer hospital ' +
      'consults within 24 to 48 hours.',
    imgSrc: tabInternalMedicine,
    altText: 'Illustration of a stethoscope with a small heart',
  },
  {
    id: 'addiction',
    title: 'ADDICTION',
    subTitle: 'Treatment for substance use disorders',
    description:
      'We offer medication for opioid use disorder, including buprenorphine and naltrexone, ' +
      'along with counseling and harm reduction. Care is confidential, respectful and free of ' +
      'judgment.',
    imgSrc: tabAddiction,
    altText: 'Illustration of open hands holding a heart',
  },
  {
    id: 'nursing',
    title: 'NURSING',
    subTitle: 'Skilled, caring nurses at every visit',
    description:
      'Our nurses give vaccines and injections, share health education and answer your ' +
      'questions between visits. Our nurse practitioners care for patients aged 16 and above.',
    imgSrc: tabNursing,
    altText: 'Illustration of a nurse next to a tablet with a care plan',
  },
  {
    id: 'psychiatry',
    title: 'PSYCHIATRY',
    subTitle: 'Evaluation and medication management',
    description:
      'Our psychiatry team provides in-depth evaluations and ongoing treatment for depression, ' +
      'anxiety, bipolar disorder, ADHD and more. Visits are available in person or by ' +
      'telehealth in NJ, PA, GA and NY.',
    imgSrc: tabPsychiatry,
    altText: 'Illustration of a head in profile with a brain inside',
  },
  {
    id: 'ancillary-support',
    title: 'ANCILLARY SUPPORT',
    subTitle: 'The team that keeps your care on track',
    description:
      'Medical assistants, care coordinators and our front desk team help with scheduling, ' +
      'referrals, forms and follow-up. They make sure you know what comes next after every ' +
      'visit.',
    imgSrc: tabAncillarySupport,
    altText: 'Illustration of a checklist next to two care team members',
  },
  {
    id: 'weight-loss-management',
    title: 'WEIGHT LOSS MANAGEMENT',
    subTitle: 'Medically supervised, personal plans',
    description:
      'Our clinicians create a weight management plan around your health, goals and daily ' +
      'life. Plans may include nutrition guidance, physical activity and, when appropriate, ' +
      'medication, with regular check-ins.',
    imgSrc: tabWeightLoss,
    altText: 'Illustration of a plate of fruit and vegetables below a measuring tape',
  },
];
