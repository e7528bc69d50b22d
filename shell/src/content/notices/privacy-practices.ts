import { PRIVACY_NOTICE_PATH, PRIVACY_PRACTICES_PATH } from './paths';
import type { Notice } from './types';

export const privacyPractices: Notice = {
  path: PRIVACY_PRACTICES_PATH,
  heading: 'Notice of Privacy Practices',
  pageTitle: 'Notice of Privacy Practices (HIPAA and 42 CFR Part 2) | Omega Health Care',
  description:
    'How Omega Health Care may use and share your medical information, the extra protection 42 CFR Part 2 gives substance use disorder treatment records, and your rights.',
  dated: { label: 'Effective', date: '2026-11-26' },
  intro: [
    'This notice describes how medical information about you may be used and disclosed and how ' +
      'you can get access to this information. Please review it carefully.',
    'We are required by law to keep your health information private, to give you this notice of ' +
      'our legal duties and privacy practices, to follow the notice now in effect, and to tell ' +
      'you if a breach puts your unsecured health information at risk. For how this website ' +
      'handles information, see our Website Privacy Notice.',
  ],
  links: [{ text: 'Website Privacy Notice', href: PRIVACY_NOTICE_PATH }],
  sections: [
    {
      id: 'uses',
      heading: 'How we may use and share your health information',
      body: [
        'We may use and share your health information without your written permission to:',
        {
          list: [
            'Treat you: for example, your primary care clinician and your psychiatrist share notes ' +
              'to coordinate your care, and we send prescriptions to your pharmacy.',
            'Get paid: we share what your health plan, Medicare or Medicaid needs to pay for your ' +
              'care.',
            'Run our practice: to check the quality of care, train staff, and work with business ' +
              'associates (such as our records software provider) who must protect your ' +
              'information by contract.',
          ],
        },
        'We may also share it when the law requires or allows, always limited to what is needed: ' +
          'to prevent a serious threat to someone’s health or safety; for public health reporting ' +
          '(such as certain diseases and vaccine reactions); to report suspected abuse or neglect; ' +
          'for health oversight, such as audits and licensing; in response to a court order or ' +
          'subpoena, as the law permits; to law enforcement in limited cases; to coroners and ' +
          'funeral directors; for organ donation; for workers’ compensation; for research approved ' +
          'under privacy safeguards; and for specialized government functions.',
      ],
    },
    {
      id: 'your-permission',
      heading: 'Uses that need your written permission',
      body: [
        'We will not use or share psychotherapy notes, use your information for marketing, or sell ' +
          'your information without your written authorization. Any other use not described here ' +
          'also needs it. You may revoke an authorization in writing at any time, except for ' +
          'what we have already done relying on it.',
        'New Jersey law adds protection for some information, such as HIV and AIDS records, ' +
          'genetic test results and certain mental health records; where it is stricter, we ' +
          'follow it.',
      ],
    },
    {
      id: 'part-2',
      heading: 'Substance use disorder records (42 CFR Part 2)',
      body: [
        'Our substance use disorder treatment program is protected by a federal law, 42 CFR ' +
          'Part 2, in addition to HIPAA. Records that would identify you as receiving substance use ' +
          'disorder treatment from us have these further protections:',
        {
          list: [
            'We do not share them for treatment, payment or health care operations without your ' +
              'written consent. You may give one consent for all such future uses, and revoke it ' +
              'in writing at any time.',
            'Records shared under that consent may be shared again by the recipient only as ' +
              'HIPAA allows.',
            'Your records, or testimony about them, cannot be used or disclosed in any civil, ' +
              'criminal, administrative or legislative investigation or proceeding against you ' +
              'unless you consent in writing or a court orders it after notice to you, as the ' +
              'regulation requires.',
            'Notes of substance use disorder counseling sessions kept apart from the rest of your ' +
              'record need a separate written consent, which cannot be combined with any other.',
            'Without your consent we may share them only as Part 2 permits: in a medical ' +
              'emergency, for qualified research and audits, to report suspected child abuse, and ' +
              'to public health authorities without information that identifies you.',
            'If we ever send you fundraising messages, you may ask us not to, and we will stop.',
            'You may ask for a list of the disclosures made with your consent in the past three ' +
              'years.',
          ],
        },
        'Breaking these rules is a federal offence. You may report a suspected violation to us, ' +
          'to the U.S. Department of Health and Human Services as described below, or, for ' +
          'opioid treatment programs, to the authority that oversees them.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      body: [
        {
          list: [
            'See or get a copy of your medical record, on paper or electronically, usually within ' +
              '30 days. We may charge a reasonable, cost-based fee.',
            'Ask us to correct information you think is wrong or incomplete. We may say no, and ' +
              'will tell you why in writing within 60 days.',
            'Ask us to contact you in a particular way or at a particular address, such as a ' +
              'mobile number or a different mailing address. We will agree to reasonable requests.',
            'Ask us to limit what we use or share. We are not required to agree, except that if ' +
              'you pay for a service in full yourself, you may ask us not to share it with your ' +
              'health plan, and we will agree unless the law requires us to share it.',
            'Get a list of the times we have shared your information in the six years before you ' +
              'ask, other than for treatment, payment, operations and a few other purposes.',
            'Get a paper copy of this notice at any time, even if you agreed to receive it ' +
              'electronically.',
            'Choose someone, such as a health care proxy or legal guardian, to act for you.',
          ],
        },
        'To use any of these rights, call {phone} and ask for our Privacy Officer, or write to ' +
          '{email}.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      body: [
        'If you believe your privacy rights have been violated, you may complain to our Privacy ' +
          'Officer at {phone} or {email}, or to the U.S. Department of Health and Human Services, ' +
          'Office for Civil Rights, 200 Independence Avenue SW, Washington, D.C. 20201, ' +
          '1-800-368-1019 (TDD 1-800-537-7697), or online at ocrportal.hhs.gov. We will not retaliate against you ' +
          'for filing a complaint.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      body: [
        'We may change this notice, and the change will apply to all information we hold. The new ' +
          'notice will be on this page, in our offices, and available on request.',
      ],
    },
  ],
};
