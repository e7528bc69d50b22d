/**
 * What a PDF or Word document may carry that acts when it is opened: code that runs, content
 * fetched from elsewhere, files hidden inside. The upload function refuses a document with any of
 * them (pdf.ts, doc.ts and docx.ts find them), and tells the applicant which, in these words.
 */
export const HAZARD_WORDS = {
  macros: 'macros',
  activex: 'ActiveX controls',
  'embedded-object': 'embedded objects',
  'external-content': 'content it fetches from another address when opened',
  'command-field': 'a field that runs a command (DDE)',
  javascript: 'JavaScript',
  launch: 'an action that starts a program',
  'embedded-file': 'embedded files',
  'rich-media': 'rich media (Flash, 3D, sound or video)',
  'scripted-form': 'a form that can run scripts (XFA)',
  'open-action': 'an action that runs without a click',
  encrypted: 'encryption, so we cannot look inside it',
} as const;

export type Hazard = keyof typeof HAZARD_WORDS;

/** The hazards found in one document, each once. */
export class Hazards {
  private readonly found = new Set<Hazard>();

  add(hazard: Hazard): void {
    this.found.add(hazard);
  }

  list(): Hazard[] {
    return [...this.found];
  }
}

/** "JavaScript, embedded files and macros", in the order of HAZARD_WORDS. */
export function describeHazards(hazards: readonly Hazard[]): string {
  const words = Object.entries(HAZARD_WORDS)
    .filter(([hazard]) => hazards.includes(hazard as Hazard))
    .map(([, words]) => words);
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
