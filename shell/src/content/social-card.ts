/** The picture link previews show for every page (social networks, messengers): 1200 × 630 PNG. */
export const socialCard = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: 'Omega Health Care: primary care, addiction treatment, psychiatry and mental health, and telehealth in Millbrook and Pine Ridge Township, New Jersey.',
} as const;
