/** Headings of Home sections whose content is below. */
export const homeSectionTitles = {
  highlights: 'Why patients choose us',
  carousels: 'Care built around you',
  serviceCards: 'HIGH QUALITY TREATMENT',
  serviceCardsIntro:
    'From everyday check-ups to recovery and mental health, our clinicians work together so ' +
    'you get the right care in one place.',
  latest: 'LATEST TIPS & NEWS',
  tabsLabel: '24 Hour Service',
  tabsTitle: 'OMEGA SERVICES',
};
