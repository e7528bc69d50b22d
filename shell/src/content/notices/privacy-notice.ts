import { PRIVACY_CHOICES_ANCHOR, PRIVACY_NOTICE_PATH, PRIVACY_PRACTICES_PATH } from './paths';
import type { Notice } from './types';

export const privacyNotice: Notice = {
  path: PRIVACY_NOTICE_PATH,
  heading: 'Website Privacy Notice',
  pageTitle: 'Website Privacy Notice | Omega Health Care',
  description:
    'What the Omega Health Care website collects (nothing by default), analytics only with your consent, Global Privacy Control, and how job applications are stored.',
  dated: { label: 'Effective', date: '2026-11-27' },
  intro: [
    'This notice explains what happens to information about you when you use this website. It ' +
      'covers the website only. How we use and protect your health information as a patient is ' +
      'described in our Notice of Privacy Practices.',
  ],
  links: [{ text: 'Notice of Privacy Practices', href: PRIVACY_PRACTICES_PATH }],
  sections: [
    {
      id: 'by-default',
      heading: 'What the site collects by default: nothing about you',
      body: [
        'You can read every page without telling us who you are. The site sets no advertising or ' +
          'tracking cookies and sends nothing about your visit to another company unless you ask ' +
          'it to (see analytics and maps below).',
        'Like any website, our servers receive your device’s internet (IP) address and the ' +
          'address of the page you ask for, because they need them to answer. Our servers record ' +
          'technical errors, such as which part of the site failed and when, so that we can fix ' +
          'them. They do not record what you type into the blog’s search box.',
        'Searching the blog happens on our own servers. Your search words are never passed to ' +
          'another company.',
        'The patient reviews on our pages are Google reviews that our own server collects from ' +
          'our reviews service, reviewers’ photos included, and shows you. Your browser does not ' +
          'contact Google or that service to show them, and our server passes nothing about you ' +
          'or your visit to them.',
      ],
    },
    {
      id: PRIVACY_CHOICES_ANCHOR,
      heading: 'Analytics, only if you agree',
      body: [
        'If you allow it, we use Google Analytics to count which pages are visited, so that we ' +
          'can see what patients look for and improve the site. Until you choose, and if you ' +
          'refuse, no request goes to Google.',
        'When you allow analytics, each page view sends the page’s address without anything ' +
          'after a “?” or “#”, so search words and form answers are never included. Google ' +
          'signals and advertising personalization are switched off. Google Analytics sets ' +
          'cookies named _ga in your browser to tell one visit from the next; we remove them if ' +
          'you later refuse.',
        'Your choice is stored in your own browser, not on our servers. You can change it at any ' +
          'time with the “Privacy choices” link at the bottom of every page. If you clear your ' +
          'browser’s storage, the site will ask you again.',
        'If your browser sends the Global Privacy Control signal, we treat it as a refusal: the ' +
          'site runs no analytics and does not ask. New Jersey law gives you the right to opt out ' +
          'of the processing of your personal data in this way.',
      ],
    },
    {
      id: 'embedded-content',
      heading: 'Maps and videos from other services',
      body: [
        'The map on our contact page and the videos on our blog come from other companies. They ' +
          'are not loaded when you open the page: you see our own preview instead, and the map or ' +
          'video loads only when you press “Show map” or “Play”. From then on, that company ' +
          'receives your IP address and may set its own cookies, under its own privacy policy.',
      ],
    },
    {
      id: 'contacting-us',
      heading: 'When you call, e-mail or book',
      body: [
        'When you call {phone} or write to {email}, we use what you tell us to answer you. ' +
          'Please do not send detailed health information by ordinary e-mail, which is not ' +
          'encrypted end to end. Appointment booking and the patient portal are run by our ' +
          'healthcare software providers under agreements that require them to protect your ' +
          'health information as the law requires.',
      ],
    },
    {
      id: 'job-applications',
      heading: 'Job applications',
      body: [
        'When you apply through our careers page, we receive the position you chose and the ' +
          'documents you attach (up to 10 MB in all). This is what happens to them:',
        {
          list: [
            'They are stored on our own upload server, outside the public website, and checked to ' +
              'be the kind of document they claim to be.',
            'Our hiring team receives one e-mail about your application, with its reference ' +
              'number and, usually, your documents attached. No one else receives them, and ' +
              'they are never shared with advertisers or other employers.',
            'The upload server deletes your application and its documents 180 days after it ' +
              'arrives. Copies the hiring team keeps are handled under our employment records ' +
              'policy.',
            'Our server logs record only the application’s reference number, never your name ' +
              'or your documents.',
          ],
        },
        'To ask what we hold about your application, or to have it deleted sooner, write to ' +
          '{email} with your reference number.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      body: [
        'Under the New Jersey Data Privacy Act you may ask us to confirm whether we process ' +
          'personal data about you, to see it, correct it, delete it or receive a copy, and to opt ' +
          'out of targeted advertising, sale and profiling. We do not sell personal data or use it ' +
          'for targeted advertising. We process health data only with your consent or to provide ' +
          'the care you ask for.',
        'To make a request, call {phone} or write to {email}. We answer within 45 days. If we ' +
          'decline, you may appeal by replying to our answer, and you may contact the New Jersey ' +
          'Division of Consumer Affairs.',
        'Information in your medical record is protected by HIPAA and, for substance use ' +
          'disorder treatment records, by 42 CFR Part 2, as our Notice of Privacy Practices ' +
          'explains.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      body: [
        'If we change what the site collects, we will update this notice and its date before the ' +
          'change takes effect, and ask for your consent again where the change needs it.',
      ],
    },
  ],
};
