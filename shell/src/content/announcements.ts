/** An item of the rotating announcement strip. */
export interface Announcement {
  description: string;
  link: string;
  linkName: string;
  /** '_self' for a path of this site, '_blank' for another site. */
  target: '_self' | '_blank';
}

/** The three items of the rotating announcement strip below the top bar. */
export const announcements: Announcement[] = [
  {
    description: 'Telehealth every Tuesday and Thursday at our Pine Ridge Township office.',
    link: '/blog/Telehealth-Every-Tuesday-and-Thursday-at-Our-Pine-Ridge-Township-Office/',
    linkName: 'Telehealth days in Pine Ridge',
    target: '_self',
  },
  {
    description: 'Ask about Axon therapy, a non-invasive, medication-free option for nerve pain.',
    link: '/services/axon-therapy-mpns/',
    linkName: 'About Axon therapy',
    target: '_self',
  },
  {
    description: 'We are hiring! Join our caring team of clinicians and support staff.',
    link: '/career/',
    linkName: 'View open positions',
    target: '_self',
  },
];
