import image from '../assets/services/axon-therapy-mpns.svg';

interface PromoPopupContent {
  eyebrow: string;
  heading: string;
  text: string;
  points: string[];
  linkLabel: string;
  img: string;
  altText: string;
}

export const nervePainPopup: PromoPopupContent = {
  eyebrow: 'New at Omega Health Care',
  heading: 'Living with nerve pain?',
  text:
    'Axon therapy uses magnetic peripheral nerve stimulation to calm irritated nerves, and may ' +
    'help with peripheral neuropathy and other nerve pain.',
  points: [
    '13.5-minute sessions, fully clothed',
    'No needles and no medication',
    'Payment plans available',
  ],
  linkLabel: 'Learn about Axon therapy',
  // The service page's own picture.
  img: image,
  altText: '',
};
