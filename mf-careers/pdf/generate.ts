/**
 * Writes the careers PDFs into a build folder: `node pdf/dist/pdf/generate.js <folder>`. The build
 * runs it after webpack (which empties dist/ first), so the documents ship with the remote.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { applicantForm, documentBranding } from '../src/content/careers-page';
import { positions } from '../src/content/positions';
import { APPLICANT_FORM_PATH, positionDocumentPath } from '../src/lib/documents';
import { applicantFormDocument, positionDocument } from './documents';

async function writeDocument(folder: string, relativePath: string, bytes: Uint8Array) {
  const target = path.join(folder, relativePath);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, bytes);
  console.log(`  ${relativePath} (${Math.round(bytes.length / 1024)} KB)`);
}

async function main(folder: string | undefined) {
  if (!folder) throw new Error('Usage: node pdf/dist/pdf/generate.js <output folder>');
  console.log(`Careers PDFs in ${folder}:`);
  await writeDocument(
    folder,
    APPLICANT_FORM_PATH,
    await applicantFormDocument(applicantForm, documentBranding),
  );
  for (const position of positions) {
    await writeDocument(
      folder,
      positionDocumentPath(position.id),
      await positionDocument(position, documentBranding),
    );
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
