/**
 * Whether an OLE2 compound file is a Word 97-2003 document (DOC): its directory holds a
 * `WordDocument` stream at the root, where Word keeps the text. An Excel workbook (a `Workbook`
 * stream), an installer or a file that merely contains the words "WordDocument" is not.
 */
import fs from 'node:fs/promises';
import CFB from 'cfb';

const WORD_STREAM_PATH = 'Root Entry/WordDocument';
const STREAM = 2;

export async function isWordBinary(filePath: string): Promise<boolean> {
  const bytes = await fs.readFile(filePath); // at most the 10 MB an application may hold
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch {
    return false; // cfb throws on every malformed container (bad sectors, chains, directory)
  }
  return container.FileIndex.some(
    (entry, index) => entry.type === STREAM && container.FullPaths[index] === WORD_STREAM_PATH,
  );
}
