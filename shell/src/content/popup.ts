import { axonTherapyMpns } from './services/axon-therapy-mpns';

/** The therapy's service page, where the pop-up leads and where it never opens. */
export const AXON_SERVICE_PATH = axonTherapyMpns.url;

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
  img: axonTherapyMpns.image.src,
  altText: '',
};
