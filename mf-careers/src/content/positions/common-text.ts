/** Text several positions share. */
export const MAIN_OFFICE = 'Millbrook, NJ (main office)';
export const BOTH_LOCATIONS = 'Millbrook, NJ and Pine Ridge Township, NJ';

export const HOW_TO_APPLY =
  'To apply, use the upload button for this position to send your resume and any supporting ' +
  'documents (PDF or Word, up to 10 MB in total), or download the general applicant form, ' +
  'complete it and upload it together with your resume.';
