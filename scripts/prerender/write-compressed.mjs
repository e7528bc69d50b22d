// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Writes a text file with its .gz and .br beside it, as the build does for every text asset.
 * @param {string} file
 * @param {string} text
 */
export function writeCompressed(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
}
