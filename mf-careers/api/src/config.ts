/** The upload function's settings: explicit options first, then the environment, then defaults. */
import path from 'node:path';
import { DEFAULT_RETENTION_DAYS } from './application-rules';
import type { Backoff } from './courier';
import type { RateLimit } from './rate-limit';

/** Where and how the hiring team is told about applications. */
export interface MailSettings {
  /** Such as smtp://user:password@mail.example.org:587 (smtps:// for TLS from the start). */
  smtpUrl: string;
  from: string;
  /** The hiring inbox. */
  to: string;
  /** Attach the files, or send only the reference (they stay on the server). */
  attachFiles: boolean;
}

export interface UploadOptions {
  /** Where applications are stored, outside any web root. Env UPLOAD_DIR; default api/data. */
  uploadDir?: string;
  /** Site origins allowed to send applications. Env ALLOWED_ORIGINS (comma-separated). */
  allowedOrigins?: string[];
  /**
   * Per client (IPv6 per /64); `false` turns it off. Default 10 applications in 10 minutes.
   */
  rateLimit?: RateLimit | false;
  /**
   * Bytes one client (IPv6 per /64) may store in any 24 hours; `false` turns it off.
   * Env QUOTA_BYTES_PER_CLIENT_PER_DAY; default 50 MB.
   */
  quotaBytesPerClientPerDay?: number | false;
  /**
   * Bytes all stored applications may hold together; `false` turns it off. Env STORE_QUOTA_BYTES;
   * default 2 GiB.
   */
  storeQuotaBytes?: number | false;
  /**
   * Applications from everybody together; `false` turns it off. Env GLOBAL_RATE_LIMIT, requests
   * in 10 minutes; default 100.
   */
  globalRateLimit?: RateLimit | false;
  /** Below this much free disk nothing is stored. Env MIN_FREE_DISK_MB; default 512; 0 turns it off. */
  minFreeDiskMb?: number;
  /**
   * Proxies in front of the function whose X-Forwarded-For is trusted; the rate limit then counts
   * the address that many hops from the right. Env TRUST_PROXY_HOPS; default 0 (the peer address).
   */
  trustProxyHops?: number;
  /**
   * A body from which no byte arrives for this long is given up on (408), so a client that
   * stops mid-upload holds nothing. Env BODY_IDLE_TIMEOUT_SECONDS; default 30.
   */
  bodyIdleTimeoutMs?: number;
  /** E-mail to the hiring team, or null for none. Env SMTP_URL, HIRING_INBOX, MAIL_FROM, MAIL_ATTACHMENTS. */
  mail?: MailSettings | null;
  /**
   * Applications e-mailed a day (UTC); past it they are stored and one summary says how many
   * wait. `false` turns it off. Env MAIL_DAILY_CAP; default 50.
   */
  mailDailyCap?: number | false;
  /** Waits between delivery attempts while the mail server fails. */
  mailRetry?: Backoff;
  /** Days an application is kept. Env RETENTION_DAYS; default 180. */
  retentionDays?: number;
  /** The clock, for tests. */
  now?: () => number;
  /** Where notices (such as e-mail being off) go. */
  log?: (message: string) => void;
  /** Where unexpected failures are reported. */
  logError?: (error: unknown) => void;
}

export type UploadConfig = Required<UploadOptions>;

const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 10 * 60 * 1000 };
/** Five full applications a day from one network: far more than a real applicant sends. */
const DEFAULT_QUOTA_BYTES_PER_CLIENT_PER_DAY = 50 * 1024 * 1024;
const DEFAULT_MIN_FREE_DISK_MB = 512;
/** Far more than a practice's applications in a day; far less than a flood's. */
const DEFAULT_MAIL_DAILY_CAP = 50;
/** About two thousand applications as applicants send them (a resume and a letter, 1 MB). */
const DEFAULT_STORE_QUOTA_BYTES = 2 * 1024 * 1024 * 1024;
/** Ten clients at their own limit at once: a practice gets a few applications a day. */
const GLOBAL_RATE_WINDOW_MS = 10 * 60 * 1000;
const DEFAULT_GLOBAL_RATE_LIMIT = 100;
/** Far longer than a working connection goes without a byte, mobile ones included. */
const DEFAULT_BODY_IDLE_TIMEOUT_SECONDS = 30;
/** From 5 seconds, doubling up to 10 minutes: an outage of hours costs a few attempts an hour. */
const DEFAULT_MAIL_RETRY: Backoff = { firstDelayMs: 5_000, maxDelayMs: 10 * 60 * 1000 };

export function resolveConfig(
  options: UploadOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): UploadConfig {
  return {
    // Compiled to api/dist (or run from api/src by the tests): the data folder is their sibling.
    uploadDir: options.uploadDir ?? env.UPLOAD_DIR ?? path.resolve(__dirname, '../data'),
    allowedOrigins: options.allowedOrigins ?? originsFrom(env),
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    quotaBytesPerClientPerDay:
      options.quotaBytesPerClientPerDay ??
      wholeNumber(env, 'QUOTA_BYTES_PER_CLIENT_PER_DAY', DEFAULT_QUOTA_BYTES_PER_CLIENT_PER_DAY, {
        min: 1,
      }),
    storeQuotaBytes:
      options.storeQuotaBytes ??
      wholeNumber(env, 'STORE_QUOTA_BYTES', DEFAULT_STORE_QUOTA_BYTES, { min: 1 }),
    globalRateLimit: options.globalRateLimit ?? {
      max: wholeNumber(env, 'GLOBAL_RATE_LIMIT', DEFAULT_GLOBAL_RATE_LIMIT, { min: 1 }),
      windowMs: GLOBAL_RATE_WINDOW_MS,
    },
    minFreeDiskMb:
      options.minFreeDiskMb ??
      wholeNumber(env, 'MIN_FREE_DISK_MB', DEFAULT_MIN_FREE_DISK_MB, { min: 0 }),
    trustProxyHops: options.trustProxyHops ?? wholeNumber(env, 'TRUST_PROXY_HOPS', 0, { min: 0 }),
    bodyIdleTimeoutMs:
      options.bodyIdleTimeoutMs ??
      wholeNumber(env, 'BODY_IDLE_TIMEOUT_SECONDS', DEFAULT_BODY_IDLE_TIMEOUT_SECONDS, { min: 1 }) *
        1000,
    mail: options.mail === undefined ? mailFrom(env) : options.mail,
    mailDailyCap:
      options.mailDailyCap ??
      wholeNumber(env, 'MAIL_DAILY_CAP', DEFAULT_MAIL_DAILY_CAP, { min: 1 }),
    mailRetry: options.mailRetry ?? DEFAULT_MAIL_RETRY,
    retentionDays:
      options.retentionDays ??
      wholeNumber(env, 'RETENTION_DAYS', DEFAULT_RETENTION_DAYS, { min: 1 }),
    now: options.now ?? Date.now,
    log: options.log ?? ((message) => console.log(`upload function: ${message}`)),
    logError: options.logError ?? ((error) => console.error('upload function:', error)),
  };
}

function originsFrom(env: NodeJS.ProcessEnv): string[] {
  const listed = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (listed.length > 0) return listed;
  return [`http://localhost:${3000 + Number(env.PORT_OFFSET ?? 0)}`];
}

/** No SMTP_URL: no e-mail (local runs). Half a configuration is a mistake worth stopping for. */
function mailFrom(env: NodeJS.ProcessEnv): MailSettings | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  const to = env.HIRING_INBOX?.trim();
  if (!to) throw new Error('SMTP_URL is set but HIRING_INBOX is not: where should e-mail go?');
  const attachments = (env.MAIL_ATTACHMENTS ?? 'on').trim().toLowerCase();
  if (attachments !== 'on' && attachments !== 'off') {
    throw new Error(`MAIL_ATTACHMENTS must be "on" or "off", not "${env.MAIL_ATTACHMENTS}".`);
  }
  return { smtpUrl, to, from: env.MAIL_FROM?.trim() || to, attachFiles: attachments === 'on' };
}

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  { min }: { min: number },
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}".`);
  }
  return value;
}
