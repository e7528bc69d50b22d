/**
 * The upload function as a Node request handler: CORS for the site's origins, the per-client rate
 * limit and storage quota, the rate and store quota of the whole function, the free-disk floor, then one application received, validated, stored
 * and queued for the hiring team's e-mail, answered with a receipt or a refusal: JSON for the
 * page's script, a page for a browser that posted the plain form (respond.ts). Old
 * applications, dead letters and abandoned drafts are swept meanwhile.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UploadReceipt } from '@practice/shared-types';
import { clientAddress } from './client-address';
import { clientNetwork } from './client-network';
import { resolveConfig, type UploadConfig, type UploadOptions } from './config';
import type { Courier } from './courier';
import { countDeadLetters } from './dead-letters';
import { hasFreeSpace } from './disk-space';
import { CAREERS_PATH } from './application-rules';
import { ClientGone, UploadError, refusals } from './errors';
import { startHiringMail } from './hiring-mail';
import { createRateLimiter } from './rate-limit';
import { receiveApplication, type ChargeBytes } from './receive';
import { answerTo, type Answer } from './respond';
import { startRetentionSweep } from './retention';
import { createStoreCapacity } from './store-capacity';
import { inspectDocument } from './sniff';
import { ApplicationDraft, type DraftFile } from './storage';
import { createStorageQuota } from './storage-quota';

interface Health {
  status: 'ok';
  /** Changes when the process is restarted. */
  pid: number;
  /** E-mails the mail server refused for good: somebody should look (README.md). */
  deadLetters: number;
}

interface UploadHandler {
  (req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The function's state for monitors, or null when it cannot be read (the error is logged). */
  health(): Promise<Health | null>;
  /** Stops the background work (e-mail, retention sweep); an e-mail being sent is finished. */
  close(): Promise<void>;
}

const PREFLIGHT_MAX_AGE_SECONDS = 600;
/** The one key of the global rate limit: every client counts against it. */
const GLOBAL = 'all';
const NOTICE_EVERY_MS = 10 * 60 * 1000;

export function createUploadHandler(options?: UploadOptions): UploadHandler {
  const config = resolveConfig(options);
  const limiter = config.rateLimit ? createRateLimiter(config.rateLimit, config.now) : null;
  const quota = config.quotaBytesPerClientPerDay
    ? createStorageQuota(config.quotaBytesPerClientPerDay, config.now)
    : null;
  const globalLimiter = config.globalRateLimit
    ? createRateLimiter(config.globalRateLimit, config.now)
    : null;
  const store = config.storeQuotaBytes
    ? createStoreCapacity(config.uploadDir, config.storeQuotaBytes)
    : null;
  const stopRetention = startRetentionSweep(config.uploadDir, config.retentionDays, {
    ...config,
    afterSweep: store?.measure,
  });
  // A limit of the whole function is worth one log line each time it starts refusing, not one a
  // request: at most one per limit every 10 minutes.
  const lastNotice = new Map<string, number>();
  const notice = (limit: string, message: string) => {
    const last = lastNotice.get(limit);
    if (last !== undefined && config.now() - last < NOTICE_EVERY_MS) return;
    lastNotice.set(limit, config.now());
    config.log(message);
  };
  const courier = startHiringMail(config);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const origin = req.headers.origin;
    const allowed = origin !== undefined && config.allowedOrigins.includes(origin);
    // Back to the site the applicant came from, or the first one allowed for anybody else.
    const answer = answerTo(
      req,
      res,
      `${allowed ? origin : config.allowedOrigins[0]}${CAREERS_PATH}`,
    );
    // Browsers always send Origin with a cross-site POST; clients without one are not browsers.
    if (origin !== undefined && !allowed) return refuse(answer, refusals.originNotAllowed());
    if (origin !== undefined) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }

    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
      });
      res.end();
      return;
    }
    if (req.method !== 'POST') {
      return refuse(answer, refusals.methodNotAllowed(), { Allow: 'POST, OPTIONS' });
    }

    const client = clientNetwork(clientAddress(req, config.trustProxyHops));
    const waitMs = limiter?.hit(client) ?? 0;
    if (waitMs > 0) return refuse(answer, refusals.tooManyRequests(seconds(waitMs)));
    const quotaWaitMs = quota?.waitMs(client) ?? 0;
    if (quota && quotaWaitMs > 0) {
      return refuse(answer, refusals.overQuota(seconds(quotaWaitMs), quota.bytesPerDay));
    }

    const globalWaitMs = globalLimiter?.hit(GLOBAL) ?? 0;
    if (globalWaitMs > 0) {
      notice('rate', 'the global rate limit is reached: applications are refused with 503.');
      return refuse(answer, refusals.busy(seconds(globalWaitMs)));
    }
    const storeFull = () => {
      notice(
        'store',
        `the store quota (${store?.maxBytes} bytes) is reached: applications are refused with ` +
          '503 until retention or somebody frees space.',
      );
      return refusals.storeFull();
    };
    if (store?.isFull()) return refuse(answer, storeFull());

    const charge = quota?.open(client);
    const storeCharge = store?.open();
    const chargeBytes: ChargeBytes = (bytes) => {
      const overMs = charge?.take(bytes) ?? 0;
      if (quota && overMs > 0) return refusals.overQuota(seconds(overMs), quota.bytesPerDay);
      return storeCharge && !storeCharge.take(bytes) ? storeFull() : null;
    };
    try {
      answer.receipt(await acceptApplication(req, config, courier, chargeBytes));
      storeCharge?.keep();
    } catch (error) {
      charge?.release(); // nothing was stored
      storeCharge?.release();
      if (error instanceof UploadError) return refuse(answer, error);
      if (error instanceof ClientGone) return;
      config.logError(error);
      answer.refusal(500, 'We could not store your application. Please try again later.');
    }
  };

  const health = () =>
    countDeadLetters(config.uploadDir).then(
      (deadLetters): Health => ({ status: 'ok', pid: process.pid, deadLetters }),
      (error: unknown) => {
        config.logError(error);
        return null;
      },
    );
  const close = async () => {
    stopRetention();
    await courier?.stop();
  };
  return Object.assign(handle, { health, close });
}

const seconds = (ms: number) => Math.ceil(ms / 1000);

function refuse(answer: Answer, error: UploadError, headers: Record<string, string> = {}) {
  const retryAfter = error.retryAfterSeconds;
  answer.refusal(error.status, error.message, {
    ...headers,
    ...(retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) }),
  });
}

/**
 * Receives, checks and stores one application, with its e-mail queued when there is a courier, and
 * its bytes counted against the client's quota; whatever fails leaves nothing behind.
 */
async function acceptApplication(
  req: IncomingMessage,
  config: UploadConfig,
  courier: Courier | null,
  chargeBytes: ChargeBytes,
): Promise<UploadReceipt> {
  const draft = await ApplicationDraft.open(config.uploadDir);
  try {
    if (!(await hasFreeSpace(config.uploadDir, config.minFreeDiskMb))) throw refusals.lowOnDisk();
    const { roles, files } = await receiveApplication(
      req,
      draft,
      chargeBytes,
      (bytes) => hasFreeSpace(config.uploadDir, config.minFreeDiskMb, bytes),
      config.bodyIdleTimeoutMs,
    );
    const role = roles[0];
    if (role === undefined) throw refusals.missingRole();
    if (files.length === 0) throw refusals.noFiles();

    const documents: DraftFile[] = [];
    for (const file of files) {
      const inspection = await inspectDocument(file.path, file.family);
      if (!inspection && file.family === 'pdf') throw refusals.damagedPdf(file.originalName);
      if (!inspection) throw refusals.notADocument(file.originalName);
      if (inspection.hazards.length > 0) {
        throw refusals.hazardous(file.originalName, inspection.hazards);
      }
      documents.push({ ...file, kind: inspection.kind });
    }
    const record = await draft.seal(role, new Date(config.now()), documents);
    const publish = () => draft.publish(record);
    await (courier ? courier.enqueue(record.id, publish) : publish());
    return { id: record.id, role, files: documents.length };
  } finally {
    await draft.discard();
  }
}

let defaultHandler: UploadHandler | undefined;

/**
 * Serverless-style entry, `(req, res) => Promise<void>` on Node's request and response (the shape
 * of Node function platforms and of Express or Connect middleware). The platform routes to it, so
 * it serves any path; settings come from the environment (see README.md).
 */
export function handleUpload(req: IncomingMessage, res: ServerResponse): Promise<void> {
  defaultHandler ??= createUploadHandler();
  return defaultHandler(req, res);
}
