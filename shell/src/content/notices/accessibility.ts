import { ACCESSIBILITY_PATH, NONDISCRIMINATION_PATH } from './paths';
import type { Notice } from './types';

export const accessibility: Notice = {
  path: ACCESSIBILITY_PATH,
  heading: 'Accessibility Statement',
  pageTitle: 'Accessibility Statement | Omega Health Care',
  description:
    'Omega Health Care aims for WCAG 2.2 level AA on this website. How we check it, what we know needs work, and how to report a barrier or ask for another format.',
  dated: { label: 'Last checked', date: '2026-11-26' },
  intro: [
    'Everyone should be able to find care on this website, whatever device, browser or assistive ' +
      'technology they use. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 ' +
      'at level AA.',
  ],
  links: [{ text: 'free language assistance', href: NONDISCRIMINATION_PATH }],
  sections: [
    {
      id: 'what-we-do',
      heading: 'What we do',
      body: [
        {
          list: [
            'Every page works with a keyboard alone, shows where the keyboard focus is, and ' +
              'offers a link to skip to its main content.',
            'Pages have one main heading, named regions and labelled controls, so screen readers ' +
              'can move around them.',
            'Text and controls meet the contrast ratios WCAG asks for, and pages reflow without ' +
              'sideways scrolling on screens from 320 pixels wide.',
            'Moving content, such as our announcements and carousels, can be paused, and stays ' +
              'still if your device asks for reduced motion.',
            'Menus, questions and answers and the contact options work even before the page’s ' +
              'scripts have loaded.',
          ],
        },
      ],
    },
    {
      id: 'how-we-check',
      heading: 'How we check',
      body: [
        'Every change to the site is tested before it is published: an automated accessibility ' +
          'checker (axe) runs on every page at phone, tablet and desktop widths, with menus and ' +
          'dialogs open, and the main tasks are tested with the keyboard. The date at the top of ' +
          'this page is when we last reviewed the whole site.',
      ],
    },
    {
      id: 'known-limits',
      heading: 'What we know needs work',
      body: [
        'The map on our contact page and our blog videos come from other services, whose players ' +
          'we do not control; the address and the article text are always on our own page. ' +
          'Reviews shown on the home page come from a review service and are not translated.',
      ],
    },
    {
      id: 'report-a-barrier',
      heading: 'Report a barrier or ask for another format',
      body: [
        'If something on this site is hard to use, or you need information in another format, ' +
          'such as large print, audio, an accessible PDF or a document read to you over the ' +
          'phone, tell us:',
        {
          list: [
            'call {phone} (TTY: 711) during office hours;',
            'write to {email}, with the page’s address and what happened.',
          ],
        },
        'We reply within two business days, and we will give you the information you need in a ' +
          'way that works for you in the meantime. Interpreters and other aids are free of ' +
          'charge: see our page on free language assistance.',
      ],
    },
  ],
};
