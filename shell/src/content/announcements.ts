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
    link: '/contact-us',
    linkName: 'Our Pine Ridge Township office',
    target: '_self',
  },
  {
    description: 'Flu shots for the 2025–26 season are now available at our Millbrook office.',
    link: '/blog/Flu-Shots-Are-Now-Available-at-Our-Millbrook-Office/',
    linkName: 'Read about flu shots',
    target: '_self',
  },
  {
    description: 'We are hiring! Join our caring team of clinicians and support staff.',
    link: '/career/',
    linkName: 'View open positions',
    target: '_self',
  },
];
