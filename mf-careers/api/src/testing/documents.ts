/**
 * Sample files for the upload function's tests, built here so no binary sits in git: a PDF from
 * pdf-lib, a minimal but valid DOCX (a ZIP package) and DOC (an OLE2 compound file), and the
 * look-alikes the function must refuse.
 */
import zlib from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function samplePdf(text = 'Resume of a sample applicant'): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(text, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await document.save());
}

/** A PDF-looking file of exactly `size` bytes: the function checks signatures, not PDF syntax. */
export function paddedPdf(size: number): Buffer {
  const file = Buffer.alloc(size, 0x20);
  file.write('%PDF-1.7\n', 0, 'latin1');
  return file;
}

export function sampleDocx(text = 'Cover letter of a sample applicant'): Buffer {
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
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
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

/** A ZIP archive with every entry stored (not compressed). */
function zipArchive(entries: Record<string, string>): Buffer {
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
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);

    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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
