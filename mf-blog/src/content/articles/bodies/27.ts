import type { BlogArticleBody } from '@practice/shared-types';
import clinicImg from '../../../assets/blog/clinic.svg';

const body: BlogArticleBody = {
  blogId: 27,
  blogPageImg2: clinicImg,
  blogPageImgAltText2:
    'Illustration of the Omega Health Care office where therapy sessions take place',
  blogPageDescription: [
    'We are pleased to offer magnetic peripheral nerve stimulation (mPNS), sometimes called Axon therapy, at Omega Health Care. It is a non-invasive treatment option for some kinds of long-lasting nerve pain, and it can be added to the care you already receive.',
    'What is peripheral nerve pain?',
    'Peripheral nerves carry signals between the brain and spinal cord and the rest of the body. When these nerves are damaged or irritated, for example by diabetes, an injury, surgery, a pinched nerve such as sciatica or some cancer treatments, they can send pain signals that feel burning, tingling, shooting or electric. This kind of pain is often called neuropathic pain, and ordinary pain relievers may not help much.',
    'How the therapy works',
    'The treatment device creates focused, pulsing magnetic fields over the painful area. These fields pass through clothing and skin and stimulate the nerves underneath, which is thought to help calm the way pain signals are sent. There are no needles, no incisions and no medicine involved.',
    'What a session is like',
    '• Each session lasts 13.5 minutes.',
    '• You stay fully clothed and sit or lie in a comfortable position.',
    '• You may feel a tapping or pulsing sensation, and nearby muscles may twitch. Tell our staff if anything feels uncomfortable.',
    '• There is no recovery time, so most people return to their usual activities right away.',
  ],
  blogPageDescription2: [
    'Who may benefit',
    'The therapy may be an option for adults with nerve pain from diabetic peripheral neuropathy, sciatica or another pinched nerve, or pain that continues after an injury or surgery. Results vary from person to person: some people notice relief after a few sessions, others need a longer series, and some do not benefit. Your clinician will talk with you about a treatment plan and how we will track your progress.',
    'It may not be suitable if you have a pacemaker, defibrillator or other implanted electronic device, metal implants near the treatment area, or if you are pregnant. That is why every patient has an evaluation before starting.',
    'This therapy works alongside your other care, not in place of it.',
    'Managing blood sugar, physical therapy, daily foot care, medicines and treatment of the underlying cause all remain important. Sudden weakness, numbness in the groin area or loss of bladder or bowel control need emergency care: call 911 or go to the nearest emergency room.',
    'Costs and payment plans',
    'We want cost to be clear before you begin. Our team can explain the price of a treatment plan and check whether your insurance may help, and payment plans are available for eligible patients.',
    'See payment plan options on our Get Financed page',
    'Read more about magnetic peripheral nerve stimulation at Omega Health Care',
  ],
  subHeadings: [
    'What is peripheral nerve pain?',
    'How the therapy works',
    'What a session is like',
    'Who may benefit',
    'Costs and payment plans',
  ],
  bold: ['This therapy works alongside your other care, not in place of it.'],
  links: [
    {
      text: 'See payment plan options on our Get Financed page',
      href: '/get-financed/',
    },
    {
      text: 'Read more about magnetic peripheral nerve stimulation at Omega Health Care',
      href: '/services/axon-therapy-mpns/',
    },
  ],
  keywords: ['neuropathic pain', 'non-invasive', 'diabetic peripheral neuropathy', 'evaluation'],
  endLine:
    'Living with nerve pain? Book an evaluation to find out whether magnetic nerve pain therapy is right for you.',
};

export default body;
