import type { RuntimeConfig } from '@practice/shared-types';
import { checkRuntimeConfig } from '../config/runtime-config';

/**
 * The config the app runs with in the browser, checked as the server checks it. A bad one is
 * reported on the console in the server's words, and the app runs with what is usable: the
 * server's HTML stays, and a remote that cannot be registered shows its notice with Retry.
 */
export function acceptRuntimeConfig(raw: unknown): RuntimeConfig {
  const { config, problem } = checkRuntimeConfig(raw);
  if (problem) console.error(problem);
  return config;
}
