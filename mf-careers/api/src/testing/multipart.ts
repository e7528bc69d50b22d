/** Builds multipart/form-data bodies by hand, so tests control every byte (names, order, framing). */

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string };

const BOUNDARY = '----careers-test-boundary-7MA4YWxkTrZu0gW';
const CRLF = Buffer.from('\r\n');

export const multipartContentType = `multipart/form-data; boundary=${BOUNDARY}`;

/** Ends the body; a file part's content needs `CRLF` before it. */
export const multipartClosing = Buffer.from(`--${BOUNDARY}--\r\n`);
export { CRLF };

export function fieldPart(name: string, value: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    'utf8',
  );
}

/** Everything of a file part before its content, for tests that stream the content themselves. */
export function filePartOpening(name: string, filename: string, type = 'application/pdf'): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
    'utf8',
  );
}

export function multipart(parts: Part[]): Buffer {
  const chunks = parts.map((part) =>
    'value' in part
      ? fieldPart(part.name, part.value)
      : Buffer.concat([filePartOpening(part.name, part.filename, part.type), part.content, CRLF]),
  );
  return Buffer.concat([...chunks, multipartClosing]);
}
