/**
 * Whether a file that starts with `%PDF-` is a well-formed PDF, and what it carries that could act
 * when opened. pdf-lib reads the objects; the judging is ours, because pdf-lib, like every viewer,
 * repairs what it reads without a word, and reports no JavaScript, actions or attachments.
 *
 * Well-formed, as word processors and PDF printers write it: the header, then objects; at the end
 * `startxref`, the offset of the last cross-reference section, and `%%EOF`; every section in the
 * chain (a table or a stream, an incremental update adds one) found where it is said to be, and
 * every object a table lists found at its offset. A file that is also a ZIP archive is not one.
 *
 * The objects are read twice: each found in the bytes (every version, incremental updates
 * included), and again through pdf-lib's parse of the whole file, which unpacks object streams.
 * Both are searched, so neither a viewer that follows the cross-references nor one that repairs
 * the file by scanning it sees an object that was not searched.
 */
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFParser,
  PDFRef,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';
import yauzl from 'yauzl';
import { Hazards, type Hazard } from './hazards';

const HEADER = /^%PDF-(?:1\.[0-7]|2\.0)(?:\r\n|\r|\n)/;
const WHITESPACE = '[\\0\\t\\n\\f\\r ]';
/** Whitespace and comments, which may separate any two tokens. */
const GAP = `(?:${WHITESPACE}|%[^\\r\\n]*)`;
/** `12 0 obj`, where a cross-reference says an object is. */
const OBJECT_AT = new RegExp(`(\\d+)${WHITESPACE}+(\\d+)${WHITESPACE}+obj\\b`, 'y');
/** The first object, after the header and its comments. */
const FIRST_OBJECT = new RegExp(`${GAP}*\\d+${WHITESPACE}+\\d+${WHITESPACE}+obj\\b`, 'y');
/** Every object header in the file, as pdf-lib's parser finds them. */
const ANY_OBJECT = new RegExp(`(?<![0-9])\\d+${GAP}+\\d+${GAP}+obj\\b`, 'g');
const TAIL = new RegExp(`startxref${WHITESPACE}+(\\d+)${WHITESPACE}+%%EOF${WHITESPACE}*$`);
const TABLE_START = new RegExp(`xref${WHITESPACE}+`, 'y');
const SUBSECTION = new RegExp(`${WHITESPACE}*(\\d+) (\\d+)${WHITESPACE}+`, 'y');
const TABLE_ENTRY = /(\d{10}) (\d{5}) ([nf])[\r\n ]{1,2}/y;
const TRAILER = new RegExp(`${WHITESPACE}*trailer${WHITESPACE}*`, 'y');

/** More cross-reference sections than any real file's incremental updates. */
const MAX_SECTIONS = 100;
/** Object and cross-reference streams are unpacked to be read: a few MB at most in a real file. */
const MAX_UNPACKED_STRUCTURE_BYTES = 16 * 1024 * 1024;
/** pdf-lib's parse hands the event loop back after this many objects. */
const OBJECTS_PER_TICK = 500;

const name = (value: string) => PDFName.of(value);
const TYPE = name('Type');
const SUBTYPE = name('Subtype');
const ACTION_TYPE = name('S');
const GO_TO = name('GoTo');

/** A dictionary key that is itself a hazard. */
const KEY_HAZARDS = new Map<PDFName, Hazard>([
  [name('JS'), 'javascript'],
  [name('JavaScript'), 'javascript'],
  [name('EmbeddedFiles'), 'embedded-file'],
  [name('EF'), 'embedded-file'],
  [name('RichMediaContent'), 'rich-media'],
  [name('RichMediaSettings'), 'rich-media'],
  [name('XFA'), 'scripted-form'],
]);

/** Values of /S (an action), /Subtype (an annotation) or /Type that are hazards. */
const VALUE_HAZARDS = new Map<PDFName, Hazard>([
  [name('JavaScript'), 'javascript'],
  [name('Launch'), 'launch'],
  [name('ImportData'), 'external-content'],
  [name('GoToE'), 'embedded-file'],
  [name('EmbeddedFile'), 'embedded-file'],
  [name('FileAttachment'), 'embedded-file'],
  [name('RichMedia'), 'rich-media'],
  [name('RichMediaExecute'), 'rich-media'],
  [name('3D'), 'rich-media'],
  [name('Movie'), 'rich-media'],
  [name('Sound'), 'rich-media'],
  [name('Screen'), 'rich-media'],
  [name('Rendition'), 'rich-media'],
]);

/** Keys whose actions run without a click: when the document, a page or a field opens. */
const AUTOMATIC_ACTION = name('OpenAction');
const ADDITIONAL_ACTIONS = name('AA');

/** What a well-formed PDF carries that acts when opened (empty: nothing), or null when it is not one. */
export async function inspectPdf(filePath: string): Promise<Hazard[] | null> {
  const bytes = await fs.readFile(filePath); // at most the 10 MB an application may hold
  const text = bytes.toString('latin1'); // one character a byte, so offsets match
  try {
    const chain = readCrossReferences(bytes, text);
    if (!chain || (await isZipArchive(bytes))) return null;
    if (chain.encrypted) return ['encrypted']; // strings and streams cannot be read
    const objects = objectsInBytes(bytes, text);
    if (!structureStreamsFit(objects)) return null;
    const parser = PDFParser.forBytesWithOptions(bytes, OBJECTS_PER_TICK, true);
    const context = await parser.parseDocument();
    if (!hasPages(context)) return null;
    const parsed = context.enumerateIndirectObjects().map(([, object]) => object);
    return hazardsIn([...objects, ...parsed], context);
  } catch {
    // pdf-lib's format errors, and a stack overflow from absurd nesting: not a well-formed PDF.
    return null;
  }
}

interface CrossReferences {
  encrypted: boolean;
}

/** Follows the chain from the last `startxref`; null when the file is not built as it says. */
function readCrossReferences(bytes: Buffer, text: string): CrossReferences | null {
  if (!HEADER.test(text)) return null;
  FIRST_OBJECT.lastIndex = HEADER.exec(text)![0].length;
  if (!FIRST_OBJECT.test(text)) return null; // something else hides between header and objects
  const tail = TAIL.exec(text.slice(-1024));
  if (!tail) return null;

  const context = PDFContext.create();
  const visited = new Set<number>();
  let encrypted = false;
  let offset: number | undefined = Number(tail[1]);
  while (offset !== undefined) {
    if (visited.has(offset) || visited.size >= MAX_SECTIONS || offset >= bytes.length) return null;
    visited.add(offset);
    const trailer: PDFDict | null =
      readTable(bytes, text, offset, context) ?? readXrefStream(bytes, text, offset, context);
    if (!trailer) return null;
    encrypted ||= trailer.has(name('Encrypt'));
    const previous = trailer.get(name('Prev'));
    offset = previous instanceof PDFNumber ? previous.asNumber() : undefined;
  }
  return { encrypted };
}

/** A cross-reference table at `offset` whose every object is where it says: its trailer, or null. */
function readTable(
  bytes: Buffer,
  text: string,
  offset: number,
  context: PDFContext,
): PDFDict | null {
  TABLE_START.lastIndex = offset;
  if (!TABLE_START.test(text)) return null;
  let at = TABLE_START.lastIndex;
  for (;;) {
    SUBSECTION.lastIndex = at;
    const subsection = SUBSECTION.exec(text);
    if (!subsection) break;
    at = SUBSECTION.lastIndex;
    const first = Number(subsection[1]);
    for (let index = 0; index < Number(subsection[2]); index += 1) {
      TABLE_ENTRY.lastIndex = at;
      const entry = TABLE_ENTRY.exec(text);
      if (!entry) return null;
      at = TABLE_ENTRY.lastIndex;
      if (
        entry[3] === 'n' &&
        !isObjectAt(text, Number(entry[1]), first + index, Number(entry[2]))
      ) {
        return null;
      }
    }
  }
  TRAILER.lastIndex = at;
  if (!TRAILER.test(text)) return null;
  const trailer = parseAt(bytes, TRAILER.lastIndex, context);
  return trailer instanceof PDFDict ? trailer : null;
}

/** A cross-reference stream at `offset`: its dictionary (the trailer's keys), or null. */
function readXrefStream(
  bytes: Buffer,
  text: string,
  offset: number,
  context: PDFContext,
): PDFDict | null {
  OBJECT_AT.lastIndex = offset;
  if (!OBJECT_AT.test(text)) return null;
  const stream = parseAt(bytes, OBJECT_AT.lastIndex, context);
  return stream instanceof PDFStream && stream.dict.get(TYPE) === name('XRef') ? stream.dict : null;
}

function isObjectAt(
  text: string,
  offset: number,
  objectNumber: number,
  generation: number,
): boolean {
  OBJECT_AT.lastIndex = offset;
  const header = OBJECT_AT.exec(text);
  return header !== null && Number(header[1]) === objectNumber && Number(header[2]) === generation;
}

function parseAt(bytes: Buffer, offset: number, context: PDFContext): PDFObject | null {
  try {
    return PDFObjectParser.forBytes(bytes.subarray(offset), context).parseObject();
  } catch {
    return null;
  }
}

/** Every object whose header is in the bytes, each version of it; what does not parse is left out. */
function objectsInBytes(bytes: Buffer, text: string): PDFObject[] {
  const context = PDFContext.create();
  const objects: PDFObject[] = [];
  for (const header of text.matchAll(ANY_OBJECT)) {
    const object = parseAt(bytes, header.index + header[0].length, context);
    if (object) objects.push(object);
  }
  return objects;
}

/**
 * pdf-lib unpacks object and cross-reference streams whole as it parses: they must be packed as
 * word processors pack them (Flate or not at all), and unpack to a bounded size, or a small
 * upload could unpack to gigabytes.
 */
function structureStreamsFit(objects: PDFObject[]): boolean {
  let budget = MAX_UNPACKED_STRUCTURE_BYTES;
  for (const object of objects) {
    if (!(object instanceof PDFStream)) continue;
    const type = object.dict.get(TYPE);
    if (type !== name('ObjStm') && type !== name('XRef')) continue;
    const filter = object.dict.get(name('Filter'));
    const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
    if (filters.some((each) => each !== name('FlateDecode')) || filters.length > 1) return false;
    const contents = object.getContents();
    if (filters.length === 0) {
      budget -= contents.length;
    } else {
      try {
        budget -= zlib.inflateSync(contents, {
          maxOutputLength: Math.max(budget, 1),
          finishFlush: zlib.constants.Z_SYNC_FLUSH, // pdf-lib reads a truncated stream too
        }).length;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return false;
        // Not Flate data after all: pdf-lib fails on it as well.
      }
    }
    if (budget < 0) return false;
  }
  return true;
}

async function isZipArchive(bytes: Buffer): Promise<boolean> {
  try {
    const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
    zip.close();
    return true;
  } catch {
    return false;
  }
}

/** The catalog the trailer names, with a page tree of at least one page. */
function hasPages(context: PDFContext): boolean {
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || catalog.get(TYPE) !== name('Catalog')) return false;
  const pages = catalog.lookup(name('Pages'));
  const count = pages instanceof PDFDict ? pages.lookup(name('Count')) : undefined;
  return count instanceof PDFNumber && count.asNumber() >= 1;
}

function hazardsIn(objects: PDFObject[], context: PDFContext): Hazard[] {
  const found = new Hazards();
  const resolve = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? context.lookup(object) : object;
  /** An action that runs by itself; a destination (an array) or a GoTo only moves the view. */
  const checkAutomatic = (action: PDFObject | undefined) => {
    const dict = resolve(action);
    if (dict instanceof PDFDict && resolve(dict.get(ACTION_TYPE)) !== GO_TO)
      found.add('open-action');
  };

  const pending = [...objects];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const keyHazard = KEY_HAZARDS.get(key);
        if (keyHazard) found.add(keyHazard);
        if (key === ACTION_TYPE || key === SUBTYPE || key === TYPE) {
          const valueHazard = VALUE_HAZARDS.get(resolve(value) as PDFName);
          if (valueHazard) found.add(valueHazard);
        }
        if (key === AUTOMATIC_ACTION) checkAutomatic(value);
        if (key === ADDITIONAL_ACTIONS) {
          const triggers = resolve(value);
          if (triggers instanceof PDFDict) triggers.values().forEach(checkAutomatic);
        }
        pending.push(value);
      }
    }
  }
  return found.list();
}
