/**
 * Reads one multipart application as it streams in: each file part goes straight to disk through
 * a check of its first bytes, its SHA-256, the running total and the disk's free space, so no more
 * than a chunk is held in memory and no chunk takes the disk below its floor. Any refusal stops reading at once; the caller then answers and discards the draft.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import {
  FILE_FIELD,
  MAX_FILES,
  MAX_TOTAL_BYTES,
  ROLE_FIELD,
  isOpenRole,
} from './application-rules';
import { ClientGone, UploadError, refusals } from './errors';
import { sanitizeFileName } from './file-names';
import { SIGNATURE_LENGTH, signatureFamily, type SignatureFamily } from './sniff';
import type { ApplicationDraft } from './storage';
import { PRIVATE_FILE_MODE } from './private-modes';

/**
 * The whole body, whatever its parts: the files' 10 MB and room for the multipart framing (each
 * part's boundary and headers, a file name of a few hundred bytes at most). A field other than a
 * file is bounded too (1 KB, busboy's fieldSize); this bounds what busboy reads past that.
 */
const MAX_BODY_BYTES = MAX_TOTAL_BYTES + 64 * 1024;
const MAX_FIELD_BYTES = 1024;

interface ReceivedFile {
  originalName: string;
  path: string;
  family: SignatureFamily;
  size: number;
  sha256: string;
}

interface ReceivedApplication {
  roles: string[];
  files: ReceivedFile[];
}

/** Counts `bytes` more of the upload against the client's quota: a refusal when they do not fit. */
export type ChargeBytes = (bytes: number) => UploadError | null;
/** Whether the disk keeps its floor of free space once `bytes` more are written. */
export type RoomOnDisk = (bytes: number) => Promise<boolean>;

export function receiveApplication(
  req: IncomingMessage,
  draft: ApplicationDraft,
  charge: ChargeBytes,
  roomOnDisk: RoomOnDisk,
  idleTimeoutMs: number,
): Promise<ReceivedApplication> {
  const received = new Promise<ReceivedApplication>((resolve, reject) => {
    // busboy also reads url-encoded forms, which cannot carry files.
    const mediaType = req.headers['content-type']?.split(';', 1)[0].trim().toLowerCase();
    if (mediaType !== 'multipart/form-data') {
      reject(refusals.notMultipart());
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          files: MAX_FILES,
          // A backstop: the running total below refuses a large file first.
          fileSize: MAX_TOTAL_BYTES + 1,
          fields: 5,
          fieldSize: MAX_FIELD_BYTES,
          parts: MAX_FILES + 5,
        },
      });
    } catch {
      reject(refusals.notMultipart()); // busboy's only throw: a missing or unusable boundary
      return;
    }

    const roles: string[] = [];
    const parts: Promise<ReceivedFile | null>[] = [];
    // Stops every file part still being written (destroying only their sources is not enough:
    // a source that has already pushed its last byte would leave the rest of its pipeline open).
    const stopParts = new AbortController();
    let totalBytes = 0;
    let failed = false;

    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      stopParts.abort();
      // Answer only once every part has stopped writing, so the draft can be removed cleanly.
      void Promise.allSettled(parts).then(() => reject(error));
    };

    const takeBytes = (count: number): UploadError | null => {
      totalBytes += count;
      return totalBytes <= MAX_TOTAL_BYTES ? charge(count) : refusals.tooLarge();
    };

    parser.on('field', (name, value, info) => {
      if (failed) return;
      if (info.nameTruncated || info.valueTruncated) return fail(refusals.fieldTooLong());
      if (name !== ROLE_FIELD) return fail(refusals.unexpectedField(name || '(no name)'));
      if (roles.length > 0) return fail(refusals.repeatedRole());
      if (!isOpenRole(value)) return fail(refusals.unknownRole(value));
      roles.push(value);
    });

    parser.on('file', (name, source, info) => {
      if (failed) {
        source.resume();
        return;
      }
      if (name !== FILE_FIELD) {
        source.resume();
        return fail(refusals.unexpectedField(name || '(no name)'));
      }
      const part = receiveFile(
        source,
        draft.partPath(parts.length + 1),
        info.filename ?? '',
        takeBytes,
        roomOnDisk,
        stopParts.signal,
      );
      part.catch((error: Error) => fail(error));
      parts.push(part);
    });

    parser.on('filesLimit', () => fail(refusals.tooManyFiles()));
    parser.on('fieldsLimit', () => fail(refusals.tooManyFields()));
    parser.on('partsLimit', () => fail(refusals.tooManyFields()));
    parser.on('error', () => fail(refusals.malformed()));
    parser.on('close', () => {
      Promise.all(parts).then(
        (files) => {
          if (!failed) resolve({ roles, files: files.filter((received) => received !== null) });
        },
        () => undefined, // the failing part has already called fail()
      );
    });

    // The connection may have closed while the draft was being opened: its 'close' has passed.
    if (req.destroyed && !req.complete) return fail(new ClientGone());
    req.on('close', () => {
      if (!req.complete) fail(new ClientGone());
    });
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes > MAX_BODY_BYTES) fail(refusals.tooLarge());
    });
    // Node's own bound is five minutes for the whole request; a body that stops arriving is
    // given up on sooner, by the connection's idle time (the answer then closes it).
    req.setTimeout(idleTimeoutMs, () => fail(refusals.bodyStalled()));
    req.pipe(parser);
  });
  // A connection kept alive for the next request must not keep this one's bound.
  return received.finally(() => req.setTimeout(0));
}

/**
 * Writes one file part to `target`, refusing it as soon as its bytes show it cannot be accepted.
 * Null for a file input left empty: browsers send it as a part with no name and no bytes.
 */
async function receiveFile(
  source: Readable,
  target: string,
  sentName: string,
  takeBytes: ChargeBytes,
  roomOnDisk: RoomOnDisk,
  signal: AbortSignal,
): Promise<ReceivedFile | null> {
  const originalName = sanitizeFileName(sentName);
  const hash = crypto.createHash('sha256');
  let head = Buffer.alloc(0);
  let size = 0;
  // The parser fails a part whose body breaks off; tell that apart from a failing disk.
  let sourceFailed = false;
  source.once('error', () => {
    sourceFailed = true;
  });
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      const refusal = takeBytes(chunk.length);
      if (refusal) return done(refusal);
      if (head.length < SIGNATURE_LENGTH) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_LENGTH - head.length)]);
        if (head.length === SIGNATURE_LENGTH && !signatureFamily(head)) {
          return done(refusals.notADocument(originalName));
        }
      }
      hash.update(chunk);
      roomOnDisk(chunk.length).then(
        (room) => (room ? done(null, chunk) : done(refusals.lowOnDisk())),
        (error: Error) => done(error),
      );
    },
  });
  try {
    await pipeline(
      source,
      inspect,
      fs.createWriteStream(target, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
      { signal },
    );
  } catch (error) {
    if (error instanceof UploadError || !sourceFailed) throw error;
    throw refusals.malformed();
  }

  if (size === 0 && sentName === '') return null;
  if (size === 0) throw refusals.emptyFile(originalName);
  const family = signatureFamily(head);
  if (!family) throw refusals.notADocument(originalName);
  return { originalName, path: target, family, size, sha256: hash.digest('hex') };
}
