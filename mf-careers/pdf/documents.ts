/** The careers PDFs: one description per position and the general applicant form. */
import type { ApplicantFormContent } from '../src/content/careers-page';
import type { CareersPosition } from '../src/content/positions';
import { PdfWriter } from './writer';

interface Branding {
  practiceName: string;
  tagline: string;
}

export async function positionDocument(
  position: CareersPosition,
  branding: Branding,
): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    ...branding,
    title: position.position,
    kind: 'Position description',
    subject: `${position.position} at ${branding.practiceName}: location, qualification, experience and responsibilities.`,
  });
  pdf.heading('Location');
  pdf.paragraph(position.location);
  pdf.heading('Qualification');
  pdf.paragraph(position.qualification);
  pdf.heading('Experience');
  pdf.paragraph(position.experience);
  pdf.heading('Responsibilities');
  pdf.bullets(position.responsibilities);
  pdf.heading('More Information');
  pdf.paragraph(position.moreInfo);
  return pdf.save();
}

export async function applicantFormDocument(
  form: ApplicantFormContent,
  branding: Branding,
): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    ...branding,
    title: form.title,
    kind: 'Applicant form',
    subject: `${form.title}: fill it in on screen or print it, then upload it with your application.`,
  });
  pdf.paragraph(form.intro, { muted: true });
  for (const section of form.sections) {
    pdf.heading(section.heading);
    if (section.note) pdf.paragraph(section.note);
    section.fields.forEach((label) => pdf.field(label));
  }
  return pdf.save();
}
