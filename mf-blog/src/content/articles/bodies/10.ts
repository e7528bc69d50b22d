import type { BlogArticleBody } from '@practice/shared-types';

const body: BlogArticleBody = {
  blogId: 10,
  videoId: 'rb7TVW77ZCs',
  blogPageDescription: [
    'Fall is the time to prepare for the viruses that spread most in the colder months: ' +
      'influenza, COVID-19 and respiratory syncytial virus, or RSV.',
    'Vaccines do not prevent every infection, but they lower the chance of serious illness, ' +
      'hospital stays and complications, especially for older adults, young children, pregnant ' +
      'people and anyone with a chronic condition such as heart disease, diabetes or lung ' +
      'disease.',
    'Flu vaccine',
    'The CDC recommends a flu vaccine every season for nearly everyone 6 months and older. ' +
      'September and October are ideal, so you are protected before flu activity picks up, but ' +
      'getting vaccinated later in the season still helps. A flu shot cannot give you the flu.',
    'COVID-19 vaccine',
    'An updated 2024–2025 COVID-19 vaccine is recommended for everyone 6 months and older. It ' +
      'is designed to match more recent versions of the virus. If you had COVID-19 recently, ask ' +
      'us about timing, because many people can wait about three months after an infection.',
    'RSV vaccine',
    'RSV can cause serious lung infections in older adults. A single dose of RSV vaccine is ' +
      'recommended for all adults 75 and older, and for adults 60 to 74 who have a higher risk, ' +
      'such as those with chronic heart or lung disease. Unlike flu and COVID-19 vaccines, it is ' +
      'not currently given every year. Babies can be protected by a vaccine given during ' +
      'pregnancy or by an antibody given to the infant; your obstetric or pediatric clinician ' +
      'can explain the options.',
    'You can usually receive more than one vaccine at the same visit. Common side effects, such ' +
      'as a sore arm, tiredness or a mild fever, tend to pass within a day or two.',
    'Bring your vaccination records, or tell us where you were vaccinated before, and we will ' +
      'help you work out what you need. If you have ever had a severe allergic reaction to a ' +
      'vaccine, let us know before your appointment.',
  ],
  blogPageDescription2: [
    'Everyday habits still matter alongside vaccines: wash your hands often, cover coughs and ' +
      'sneezes, and stay home when you are sick. If you develop flu or COVID-19 symptoms and ' +
      'have a higher risk of complications, contact us early, because antiviral medicines work ' +
      'best when they are started within the first few days of illness.',
  ],
  subHeadings: ['Flu vaccine', 'COVID-19 vaccine', 'RSV vaccine'],
  spanDesc: [
    'Fall is the time to prepare for the viruses that spread most in the colder months: ' +
      'influenza, COVID-19 and respiratory syncytial virus, or RSV.',
  ],
  keywords: ['6 months and older', 'older adults', 'pregnancy', 'side effects'],
  endLine: 'Ask about your seasonal vaccines at your next visit, or book a visit just for them.',
};

export default body;
