import type { Provider } from './types';
import portrait from '../../assets/providers/Kenji_Watanabe.svg';

export const kenjiWatanabe: Provider = {
  id: 'Kenji_Watanabe',
  name: 'Dr. Kenji Watanabe',
  type: 'Doctor',
  credentials: 'MD, Pain Medicine – Consultant Anesthesiologist',
  imageUrl: portrait,
  altText: 'Portrait of Dr. Kenji Watanabe',
  tagLine: 'Thoughtful answers for stubborn pain',
  taglineDes: 'Dr. Watanabe oversees our Axon therapy program for people living with nerve pain.',
  speciality: 'Anesthesiology and Pain Medicine',
  degrees:
    'MD, Crestfield University School of Medicine; Residency in ' +
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
      'medicine. He earned his medical degree at Crestfield University School of Medicine, ' +
      'completed his residency in anesthesiology and a fellowship in ' +
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
  head: {
    title: 'Dr. Kenji Watanabe, Pain Medicine | Omega Health Care',
    description:
      'Dr. Kenji Watanabe, a consultant anesthesiologist in pain medicine, oversees Axon ' +
      'therapy (magnetic peripheral nerve stimulation) at Omega Health Care.',
  },
};
