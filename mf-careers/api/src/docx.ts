/**
 * Whether a ZIP file is a Word document (DOCX), and what it carries that could act when opened.
 * A DOCX is an Open Packaging package whose `[Content_Types].xml` declares a WordprocessingML main
 * document, with that part present; a spreadsheet, a presentation, a macro-enabled document or any
 * ZIP with a `word/` folder is not one.
 *
 * Its hazards: a macro project (`vbaProject.bin`), ActiveX controls, embedded OLE objects, a
 * relationship Word follows when it opens the file (a template, frame, linked object, picture or
 * subdocument with `TargetMode="External"`; a hyperlink waits for a click and is fine), and DDE
 * fields, which run a command.
 */
import { Readable } from 'node:stream';
import { XMLParser } from 'fast-xml-parser';
import yauzl from 'yauzl';
import { Hazards, type Hazard } from './hazards';

const CONTENT_TYPES = '[content_types].xml';
const WORD_MAIN_DOCUMENT =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** A real `[Content_Types].xml` or relationships part is a few kilobytes; nothing bigger is read. */
const MAX_PACKAGE_PART_BYTES = 1024 * 1024;
/** The document's XML read in search of fields: megabytes for the longest real documents. */
const MAX_TEXT_BYTES = 32 * 1024 * 1024;
/** Word writes tens of parts, hundreds with many images; far more is not a document. */
const MAX_ENTRIES = 10_000;

const RELATIONSHIPS_PART = /(?:^|\/)_rels\/[^/]*\.rels$/;
const WORD_XML_PART = /^word\/.*\.xml$/;
const HYPERLINK = 'hyperlink';

/** Hazards by the last segment of a relationship type. */
const RELATIONSHIP_HAZARDS: Record<string, Hazard> = {
  vbaproject: 'macros',
  wordvbadata: 'macros',
  control: 'activex',
  activexcontrolbinary: 'activex',
  oleobject: 'embedded-object',
  package: 'embedded-object',
};

/** Hazards by part name (lower-cased) and by a word in a part's content type. */
const PART_HAZARDS: Array<[RegExp, Hazard]> = [
  [/(?:^|\/)vbaproject\.bin$|(?:^|\/)vbadata\.xml$|vbaproject|vbadata/, 'macros'],
  [/^word\/activex\/|activex/, 'activex'],
  [/^word\/embeddings\/|oleobject/, 'embedded-object'],
];

/** A DDE or DDEAUTO field instruction, in `w:instrText` runs or a simple field's `w:instr`. */
const FIELD_INSTRUCTION = /<(?:\w+:)?instrText\b[^>]*>([^<]*)<|\b(?:\w+:)?instr="([^"]*)"/g;
const COMMAND_FIELD = /\bDDE(?:AUTO)?\b/i;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: false,
  isArray: (name) => name === 'Override' || name === 'Default' || name === 'Relationship',
});

interface ContentTypes {
  Types?: {
    Default?: Array<{ ContentType?: string }>;
    Override?: Array<{ PartName?: string; ContentType?: string }>;
  };
}

interface Relationships {
  Relationships?: {
    Relationship?: Array<{ Type?: string; TargetMode?: string }>;
  };
}

/**
 * What a DOCX carries that acts when opened (empty: nothing), or null when the file is not a
 * DOCX. Throws on a file that cannot be read at all.
 */
export async function inspectWordPackage(filePath: string): Promise<Hazard[] | null> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code) throw error; // the disk failed, not the file
    return null; // not a readable ZIP
  }
  try {
    const entries = await listEntries(zip);
    if (!entries) return null;
    const contentTypesEntry = entries.get(CONTENT_TYPES);
    if (!contentTypesEntry || contentTypesEntry.uncompressedSize > MAX_PACKAGE_PART_BYTES) {
      return null;
    }
    const contentTypes = xml.parse(await readText(zip, contentTypesEntry), true) as ContentTypes;
    const mainPart = mainDocumentPart(contentTypes);
    // Part names are case-insensitive and start with '/'; ZIP entry names have no leading '/'.
    if (mainPart === null || !entries.has(mainPart.replace(/^\//, '').toLowerCase())) return null;
    return await hazardsIn(zip, entries, contentTypes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code) throw error;
    return null; // a broken entry: yauzl's and fast-xml-parser's format errors carry no code
  } finally {
    zip.close();
  }
}

/** Null when a part is too large to be a real document's. */
async function hazardsIn(
  zip: yauzl.ZipFile,
  entries: Map<string, yauzl.Entry>,
  contentTypes: ContentTypes,
): Promise<Hazard[] | null> {
  const found = new Hazards();
  const declared = [
    ...(contentTypes.Types?.Default ?? []),
    ...(contentTypes.Types?.Override ?? []),
  ].map((type) => type.ContentType?.toLowerCase() ?? '');
  for (const part of [...entries.keys(), ...declared]) {
    for (const [pattern, hazard] of PART_HAZARDS) if (pattern.test(part)) found.add(hazard);
  }

  let textBudget = MAX_TEXT_BYTES;
  for (const [partName, entry] of entries) {
    if (RELATIONSHIPS_PART.test(partName)) {
      if (entry.uncompressedSize > MAX_PACKAGE_PART_BYTES) return null;
      const relationships = xml.parse(await readText(zip, entry), true) as Relationships;
      for (const relationship of relationships.Relationships?.Relationship ?? []) {
        const type = relationship.Type?.split('/').at(-1)?.toLowerCase() ?? '';
        const external = relationship.TargetMode?.trim().toLowerCase() === 'external';
        if (external && type !== HYPERLINK) found.add('external-content');
        const hazard = RELATIONSHIP_HAZARDS[type];
        if (hazard && !external) found.add(hazard);
      }
    } else if (WORD_XML_PART.test(partName)) {
      textBudget -= entry.uncompressedSize;
      if (textBudget < 0) return null;
      if (hasCommandField(await readText(zip, entry))) found.add('command-field');
    }
  }
  return found.list();
}

function hasCommandField(partXml: string): boolean {
  // A field's instruction may be split over several runs: join them before looking.
  const instructions = [...partXml.matchAll(FIELD_INSTRUCTION)]
    .map((match) => match[1] ?? ` ${match[2]} `)
    .join('');
  return COMMAND_FIELD.test(instructions);
}

/** The entries by lower-cased name, or null when there are too many to be a document. */
function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry> | null> {
  if (zip.entryCount > MAX_ENTRIES) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName.toLowerCase(), entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

async function readText(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  const stream: Readable = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The part name the content types give the WordprocessingML main document, or null. */
function mainDocumentPart(types: ContentTypes): string | null {
  const main = types.Types?.Override?.find(
    (override) => override.ContentType?.trim().toLowerCase() === WORD_MAIN_DOCUMENT,
  );
  return main?.PartName ?? null;
}
