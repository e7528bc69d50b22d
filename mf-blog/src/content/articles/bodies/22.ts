import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 22,
  blogPageDescription: [
    'Getting your medicine should not mean a second trip across town.',
    'The on-site local pharmacy in our Millbrook office building can fill most new ' +
      'prescriptions and refills on the same day, often while you wait after your appointment.',
    'How same-day refills work',
    '• After your visit: prescriptions your clinician sends electronically can usually be ready ' +
      'before you leave the building.',
    '• For refills: request a refill through the patient portal or by calling our office, and ' +
      'let us know you would like to pick it up on site.',
    '• Timing: requests made early in the day are the most likely to be ready that afternoon. ' +
      'Please allow more time for medicines the pharmacy needs to order.',
    'Some medicines, including controlled substances, follow additional rules, and some refills ' +
      'need a visit or a lab test before they can be renewed. Our staff will tell you if that ' +
      'applies to you.',
    'Why it helps',
    'Picking up your medicine right away makes it easier to start treatment on time and to keep ' +
      'taking it. With the pharmacist just down the hall, questions about doses, side effects or ' +
      'interactions can be answered quickly and shared with your care team.',
    'The pharmacy can also help with over-the-counter products your clinician recommends, such ' +
      'as naloxone nasal spray, a home blood pressure monitor or supplies for checking blood ' +
      'sugar, so you can leave with everything you need.',
  ],
  blogPageDescription2: [
    'Tips for smooth refills',
    '• Request refills when you have about a week of medicine left, so there is time for any ' +
      'checks your clinician needs.',
    '• Keep your medication list up to date in the patient portal, including medicines from ' +
      'other prescribers.',
    '• Bring your insurance card the first time you use the pharmacy, so your coverage can be ' +
      'set up.',
    '• Ask whether your regular refills can be lined up to the same pickup day.',
    'Our front desk and the pharmacy team work closely together, so if something is not ready ' +
      'when expected, we will let you know and sort it out quickly.',
    'You are always free to use any pharmacy you prefer. Just tell us which one when you book or ' +
      'check in.',
  ],
  subHeadings: ['How same-day refills work', 'Why it helps', 'Tips for smooth refills'],
  spanDesc: ['Getting your medicine should not mean a second trip across town.'],
  italic: [
    'You are always free to use any pharmacy you prefer. Just tell us which one when you book or ' +
      'check in.',
  ],
  keywords: ['same day', 'patient portal', 'controlled substances', 'pharmacist'],
  endLine: 'You can find the pharmacy’s details on our Contact page.',
};

export default body;
