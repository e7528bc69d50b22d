/**
 * Sample files for the upload function's tests, built here so no binary sits in git: PDFs from
 * pdf-lib and written by hand, a minimal but valid DOCX (a ZIP package) and DOC (an OLE2 compound
 * file), and the look-alikes the function must refuse. document-corpus.ts builds the hostile ones
 * from these.
 */
import zlib from 'node:zlib';
import CFB from 'cfb';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page PDF from pdf-lib: object streams and a cross-reference stream, or a classic table. */
export async function samplePdf(
  text = 'Resume of a sample applicant',
  { objectStreams = true } = {},
): Promise<Buffer> {
  const document = await samplePdfDocument(text);
  return Buffer.from(await document.save({ useObjectStreams: objectStreams }));
}

/** The document samplePdf saves, for a test to add to first. */
export async function samplePdfDocument(
  text = 'Resume of a sample applicant',
): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(text, { x: 72, y: 700, size: 14, font });
  return document;
}

/** A well-formed PDF of exactly `size` bytes: one page and a stream of spaces. */
export function paddedPdf(size: number): Buffer {
  const padded = (length: number) =>
    handWrittenPdf({
      objects: [`<< /Length ${length} >>\nstream\n${' '.repeat(length)}\nendstream`],
    });
  let length = 0;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const file = padded(length);
    if (file.length === size) return file;
    length += size - file.length;
  }
  throw new Error(`No padded PDF of ${size} bytes`);
}

interface HandWrittenPdf {
  /** Entries added to the catalog (object 1) and to the one page (object 3). */
  catalog?: string;
  page?: string;
  /** Objects 4, 5, …: what goes between `N 0 obj` and `endobj`. */
  objects?: string[];
  trailer?: string;
}

/**
 * A PDF written the way plain writers lay it out: the header and its binary comment, the catalog
 * (1), the page tree (2) and its page (3), any further objects, a cross-reference table and the
 * trailer. Text is Latin-1, one character a byte.
 */
export function handWrittenPdf({
  catalog = '',
  page = '',
  objects = [],
  trailer = '',
}: HandWrittenPdf = {}): Buffer {
  const bodies = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${page}>>`,
    ...objects,
  ];
  let text = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const size = bodies.length + 1;
  return Buffer.from(
    `${text}xref\n${subsection(0, [null, ...offsets])}` +
      `trailer\n<< /Size ${size} /Root 1 0 R ${trailer}>>\nstartxref\n${text.length}\n%%EOF\n`,
    'latin1',
  );
}

/**
 * `pdf` with an incremental update appended, as a viewer saves an edit: `objects` (by number)
 * written again after the end, a table for them and a trailer whose /Prev is the old table.
 */
export function updatedPdf(pdf: Buffer, objects: Record<number, string>): Buffer {
  let text = pdf.toString('latin1');
  const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  const size = Number(/\/Size (\d+)/.exec(text)![1]);
  let table = 'xref\n';
  for (const [number, body] of Object.entries(objects)) {
    table += subsection(Number(number), [text.length]);
    text += `${number} 0 obj\n${body}\nendobj\n`;
  }
  return Buffer.from(
    `${text}${table}trailer\n<< /Size ${size} /Root 1 0 R /Prev ${previous} >>\n` +
      `startxref\n${text.length}\n%%EOF\n`,
    'latin1',
  );
}

/** Table entries of consecutive objects from `first`; null: the free list's head (object 0). */
function subsection(first: number, offsets: Array<number | null>): string {
  const entries = offsets.map((offset) =>
    offset === null ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`,
  );
  return `${first} ${offsets.length}\n${entries.join('')}`;
}

export function sampleDocx(text = 'Cover letter of a sample applicant'): Buffer {
  return wordPackage({ body: `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>` });
}

interface WordPackage {
  /** The content of `w:body` in word/document.xml. */
  body?: string;
  /** `Relationship` elements of word/document.xml. */
  relationships?: string;
  /** More entries, by name. */
  parts?: Record<string, string>;
}

/** A DOCX as Word lays one out, reduced to its main document, with whatever a test adds. */
export function wordPackage({ body = '', relationships = '', parts = {} }: WordPackage): Buffer {
  return zipArchive({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
      '</Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
      '</Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      `<w:body>${body}</w:body></w:document>`,
    ...(relationships
      ? {
          'word/_rels/document.xml.rels':
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
            `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships}</Relationships>`,
        }
      : {}),
    ...parts,
  });
}

/** A ZIP that is not a Word document (a spreadsheet's layout). */
export function sampleXlsxLikeZip(): Buffer {
  return zipArchive({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
}

/** A ZIP whose only entry is under `word/`, with no package structure at all. */
export function sampleWordFolderZip(): Buffer {
  return zipArchive({ 'word/evil.js': 'WScript.Shell.Run("calc")' });
}

/** A DOCX whose content types name its main document at `partName`, held at `entryName`. */
export function sampleDocxWithMainPart(partName: string, entryName: string): Buffer {
  return zipArchive({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml" PartName="${partName}"/>` +
      '</Types>',
    [entryName]:
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });
}

export function sampleDoc(): Buffer {
  return compoundFile('WordDocument');
}

/** A DOC as cfb writes it: a `WordDocument` stream and `entries` (a path ending in / is a storage). */
export function wordBinary(entries: Record<string, string> = {}): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', Buffer.alloc(4096));
  for (const [path, content] of Object.entries(entries)) {
    CFB.utils.cfb_add(container, `/${path}`, Buffer.from(content, 'latin1'));
  }
  return CFB.write(container, { type: 'buffer' }) as Buffer;
}

/** An OLE2 file that is not a Word document (a legacy Excel workbook's layout). */
export function sampleXlsLikeCompoundFile(): Buffer {
  return compoundFile('Workbook');
}

/** An Excel workbook whose cells hold the text "WordDocument" (as UTF-16, as a sheet stores it). */
export function sampleXlsMentioningWordDocument(): Buffer {
  return compoundFile('Workbook', Buffer.from('WordDocument', 'utf16le'));
}

/** A Word compound file whose directory has two storages that are each other's child. */
export function sampleDocWithCyclicDirectory(): Buffer {
  const file = sampleDoc();
  const directory = 2 * SECTOR;
  for (const [index, child] of [
    [2, 3],
    [3, 2],
  ]) {
    const at = directory + index * 128;
    file.write('Loop', at, 'utf16le');
    file.writeUInt16LE(10, at + 64);
    file.writeUInt8(1, at + 66); // a storage
    file.writeUInt32LE(child, at + 76);
  }
  return file;
}

/** The first bytes of a Windows executable, renamed by the test to look like a document. */
export function sampleExecutable(): Buffer {
  const file = Buffer.alloc(4096);
  file.write('MZ', 0, 'latin1');
  file.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return file;
}

export function sampleText(): Buffer {
  return Buffer.from('Dear hiring manager,\nplease find my resume attached.\n', 'utf8');
}

/**
 * A ZIP archive with every entry stored (not compressed), to be placed `at` that offset of a file
 * (its offsets count from the file's start), ending with `comment`.
 */
export function zipArchive(entries: Record<string, string>, { at = 0, comment = '' } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const fileName = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = zlib.crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    locals.push(local, fileName, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(at + offset, 42);
    centrals.push(central, fileName);

    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(at + offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, directory, end, Buffer.from(comment, 'latin1')]);
}

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const NO_STREAM = 0xffffffff;

/**
 * An OLE2 compound file (version 3) holding one 4 KB stream named `streamName` that starts with
 * `data`: the header, one FAT sector, one directory sector, then the stream's eight sectors.
 */
function compoundFile(streamName: string, data?: Buffer): Buffer {
  const streamSectors = 8;
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(0x1000, 56); // mini stream cut-off
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  for (let slot = 0; slot < 109; slot += 1)
    header.writeUInt32LE(slot === 0 ? 0 : FREE, 76 + slot * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  for (let sector = 2; sector < 2 + streamSectors; sector += 1) {
    fat.writeUInt32LE(sector === 1 + streamSectors ? END_OF_CHAIN : sector + 1, sector * 4);
  }

  const directory = Buffer.alloc(SECTOR);
  const entry = (
    index: number,
    name: string,
    type: number,
    child: number,
    start: number,
    size: number,
  ) => {
    const at = index * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 64);
    directory.writeUInt8(type, at + 66);
    directory.writeUInt8(1, at + 67); // black
    directory.writeUInt32LE(NO_STREAM, at + 68);
    directory.writeUInt32LE(NO_STREAM, at + 72);
    directory.writeUInt32LE(child, at + 76);
    directory.writeUInt32LE(start, at + 116);
    directory.writeUInt32LE(size, at + 120);
  };
  entry(0, 'Root Entry', 5, 1, END_OF_CHAIN, 0);
  entry(1, streamName, 2, NO_STREAM, 2, streamSectors * SECTOR);
  for (let index = 2; index < 4; index += 1) {
    for (const offset of [68, 72, 76]) directory.writeUInt32LE(NO_STREAM, index * 128 + offset);
  }

  const stream = Buffer.alloc(streamSectors * SECTOR);
  if (data) data.copy(stream);
  else stream.writeUInt16LE(0xa5ec, 0); // a Word binary file's identifier
  return Buffer.concat([header, fat, directory, stream]);
}
