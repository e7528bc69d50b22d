/**
 * Whether a ZIP file is a Word document (DOCX): an Open Packaging package whose
 * `[Content_Types].xml` declares a WordprocessingML main document, with that part present.
 * A spreadsheet, a presentation, a macro-enabled document or any ZIP with a `word/` folder is not.
 */
import { Readable } from 'node:stream';
import { XMLParser } from 'fast-xml-parser';
import yauzl from 'yauzl';

const CONTENT_TYPES = '[content_types].xml';
const WORD_MAIN_DOCUMENT =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** A real `[Content_Types].xml` is a few kilobytes; nothing bigger is decompressed. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;
/** Word writes tens of parts, hundreds with many images; far more is not a document. */
const MAX_ENTRIES = 10_000;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: false,
  isArray: (name) => name === 'Override',
});

interface ContentTypes {
  Types?: { Override?: Array<{ PartName?: string; ContentType?: string }> };
}

/** Throws on a file that cannot be read at all; a file that is not a DOCX is `false`. */
export async function isWordPackage(filePath: string): Promise<boolean> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code) throw error; // the disk failed, not the file
    return false; // not a readable ZIP
  }
  try {
    const entries = await listEntries(zip);
    if (!entries) return false;
    const contentTypes = entries.get(CONTENT_TYPES);
    if (!contentTypes || contentTypes.uncompressedSize > MAX_CONTENT_TYPES_BYTES) return false;
    const mainPart = mainDocumentPart(await readText(zip, contentTypes));
    // Part names are case-insensitive and start with '/'; ZIP entry names have no leading '/'.
    return mainPart !== null && entries.has(mainPart.replace(/^\//, '').toLowerCase());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code) throw error;
    return false; // a broken entry: yauzl's and fast-xml-parser's format errors carry no code
  } finally {
    zip.close();
  }
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
function mainDocumentPart(contentTypesXml: string): string | null {
  const types = xml.parse(contentTypesXml, true) as ContentTypes;
  const main = types.Types?.Override?.find(
    (override) => override.ContentType?.trim().toLowerCase() === WORD_MAIN_DOCUMENT,
  );
  return main?.PartName ?? null;
}
