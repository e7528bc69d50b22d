/** What to tell the applicant when sending failed and nothing more precise is known. */
export const generalFailure = (email: string) =>
  `We could not upload your files. Please try again or e-mail us at ${email}.`;
