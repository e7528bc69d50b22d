/** The upload function's settings: explicit options first, then the environment, then defaults. */
import path from 'node:path';
import type { RateLimit } from './rate-limit';

export interface UploadOptions {
  /** Where applications are stored, outside any web root. Env UPLOAD_DIR; default api/data. */
  uploadDir?: string;
  /** Site origins allowed to send applications. Env ALLOWED_ORIGINS (comma-separated). */
  allowedOrigins?: string[];
  /** Per client; `false` turns it off. Default 10 applications in 10 minutes. */
  rateLimit?: RateLimit | false;
  /** The clock, for tests. */
  now?: () => number;
  /** Where unexpected failures are reported. */
  logError?: (error: unknown) => void;
}

export type UploadConfig = Required<UploadOptions>;

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 10 * 60 * 1000 };

export function resolveConfig(
  options: UploadOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): UploadConfig {
  return {
    // Compiled to api/dist (or run from api/src by the tests): the data folder is their sibling.
    uploadDir: options.uploadDir ?? env.UPLOAD_DIR ?? path.resolve(__dirname, '../data'),
    allowedOrigins: options.allowedOrigins ?? originsFrom(env),
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    now: options.now ?? Date.now,
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
