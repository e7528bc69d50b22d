import { DEFAULT_RETENTION_DAYS } from '../lib/upload-rules';

/** Intro text of the /career/ page. */
interface CareersIntro {
  heading: string;
  paragraphs: string[];
}

/** Content of the general applicant form PDF: each field becomes a fillable line. */
export interface ApplicantFormContent {
  title: string;
  intro: string;
  sections: { heading: string; note?: string; fields: string[] }[];
}

/** What the generated PDFs say about who publishes them. */
export const documentBranding = {
  practiceName: 'Omega Health Care',
  tagline: 'Primary care, addiction treatment, psychiatry and mental health',
};

export const careersIntro: CareersIntro = {
  heading: 'Build Your Career With Omega Health Care',
  paragraphs: [
    'Omega Health Care, part of the Omega Health Network, brings primary care, addiction ' +
      'treatment, psychiatry and mental health care together under one roof at our main office ' +
      'in Millbrook, NJ, and at our satellite unit in Pine Ridge Township, NJ. Our physicians, ' +
      'nurse practitioners, nurses, social workers and support staff work side by side, so ' +
      'every patient is treated as a whole person and every team member knows their work ' +
      'makes a difference.',
    'We offer predictable weekday hours, a respectful and supportive workplace, mentoring from ' +
      'experienced colleagues and support for continuing education. If you care about ' +
      'compassionate, judgment-free care for people with chronic illness, mental health ' +
      'conditions and substance use disorders, we would be glad to hear from you. Review the ' +
      'open positions below and send us your application.',
  ],
};

/**
 * What happens to uploaded files, told where applicants upload them. The number is the upload
 * function's default retention (its RETENTION_DAYS setting, which this page cannot read).
 */
export const uploadedFilesNote = `Your files go only to our hiring team and are deleted after ${DEFAULT_RETENTION_DAYS} days.`;

export const applicantForm: ApplicantFormContent = {
  title: 'Omega Health Care General Application for Employment',
  intro:
    'Thank you for your interest in joining Omega Health Care. Please complete every section ' +
    'that applies to you, sign and date the form, and upload it together with your resume using ' +
    'the upload button for the position you are applying for. Omega Health Care is an equal ' +
    'opportunity employer and considers all applicants without regard to race, color, religion, ' +
    'sex, sexual orientation, gender identity, national origin, age, disability, veteran status ' +
    'or any other characteristic protected by law.',
  sections: [
    {
      heading: 'Personal Details',
      fields: [
        'Full legal name',
        'Preferred name (optional)',
        'Street address',
        'City, state and ZIP code',
        'Phone number',
        'E-mail address',
        'Are you legally authorized to work in the United States? (Yes / No)',
        'Are you at least 18 years of age? (Yes / No)',
      ],
    },
    {
      heading: 'Position and Availability',
      fields: [
        'Position applied for',
        'Preferred location: Millbrook, NJ (main office) / Pine Ridge Township, NJ / either',
        'Desired employment type: full-time / part-time / per diem',
        'Date available to start',
        'Days and hours available',
        'Are you able to take part in occasional after-hours appointments? (Yes / No)',
        'How did you hear about this position?',
      ],
    },
    {
      heading: 'Licenses and Certifications',
      fields: [
        'Professional license type, number, issuing state and expiration date',
        'Advanced practice certification, certifying body and expiration date (if applicable)',
        'New Jersey CDS registration number and expiration date (prescribers only)',
        'DEA registration number and expiration date (prescribers only)',
        'Basic Life Support (BLS) certification and expiration date',
        'Other certifications (for example ACLS, CMA, RMA, CCMA, LCADC)',
        'Has any license or certification ever been suspended, revoked or restricted? ' +
          '(Yes / No; if yes, please explain)',
      ],
    },
    {
      heading: 'Education',
      fields: [
        'High school or equivalent: name, city and state, year completed',
        'College or university: name, degree, major and year completed',
        'Graduate or professional school: name, degree, specialty and year completed',
        'Residency, fellowship or clinical training program (if applicable)',
        'Other training or continuing education relevant to the position',
      ],
    },
    {
      heading: 'Employment History',
      fields: [
        'Current or most recent employer, city and state',
        'Job title and main duties',
        'Dates of employment (from / to)',
        'Supervisor name and phone number',
        'Reason for leaving',
        'May we contact this employer? (Yes / No)',
        'Previous employers (repeat the details above for each of the last three positions)',
        'Please explain any gaps in employment (optional)',
      ],
    },
    {
      heading: 'References',
      note: 'At least one reference should be a current or former supervisor.',
      fields: [
        'Reference 1: name, relationship, organization, phone number and e-mail address',
        'Reference 2: name, relationship, organization, phone number and e-mail address',
        'Reference 3: name, relationship, organization, phone number and e-mail address',
      ],
    },
    {
      heading: 'Signature and Date',
      note:
        'I certify that the information in this application is true and complete to the best ' +
        'of my knowledge. I understand that false or missing information may disqualify me ' +
        'from employment, and I authorize Omega Health Care to verify my licenses, education ' +
        'and employment history and to contact my references.',
      fields: ['Applicant signature', 'Date'],
    },
  ],
};
