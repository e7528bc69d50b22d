/**
 * Whether an OLE2 compound file is a Word 97-2003 document (DOC), and what it carries that could
 * act when opened. A DOC holds a `WordDocument` stream at the root, where Word keeps the text; an
 * Excel workbook (a `Workbook` stream), an installer or a file that merely contains the words
 * "WordDocument" is not one. Word keeps a macro project in the `Macros` storage (`VBA`,
 * `_VBA_PROJECT`, `PROJECT` streams) and embedded objects, ActiveX controls among them, in
 * `ObjectPool` (often present and empty); an OLE package (`\x01Ole10Native`) can wrap a program.
 */
import fs from 'node:fs/promises';
import CFB from 'cfb';
import { Hazards, type Hazard } from './hazards';

const ROOT = 'Root Entry/';
const WORD_STREAM_PATH = `${ROOT}WordDocument`;
const STREAM = 2;

const MACRO_PATH = /^root entry\/macros\/|\/vba\/|\/_vba_project_cur\//i;
const OBJECT_POOL_ENTRY = /^root entry\/objectpool\/./i;
/** The stream an OLE package keeps its file in; its name starts with the character 1. */
const OLE_PACKAGE = `/${String.fromCharCode(1)}ole10native`;

/** What a DOC carries that acts when opened (empty: nothing), or null when the file is not a DOC. */
export async function inspectWordBinary(filePath: string): Promise<Hazard[] | null> {
  const bytes = await fs.readFile(filePath); // at most the 10 MB an application may hold
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    return null; // cfb throws on every malformed container (bad sectors, chains, directory)
  }
  const isWord = container.FileIndex.some(
    (entry, index) => entry.type === STREAM && container.FullPaths[index] === WORD_STREAM_PATH,
  );
  if (!isWord) return null;

  const found = new Hazards();
  for (const path of container.FullPaths) {
    if (MACRO_PATH.test(path)) found.add('macros');
    if (OBJECT_POOL_ENTRY.test(path) || path.toLowerCase().endsWith(OLE_PACKAGE))
      found.add('embedded-object');
  }
  return found.list();
}
