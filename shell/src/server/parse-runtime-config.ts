import type { RuntimeConfig } from '@practice/shared-types';
import { checkRuntimeConfig } from '../config/runtime-config';

/**
 * Why the shell's server will not use a runtime config. The message is the whole story (the file
 * and the field), logged as one line: a stack would only say where the check runs.
 */
function rejected(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

/**
 * The runtime config file's text as the shell's server uses it: a config that does not parse or
 * validate throws, so the server keeps its last good one (server/app-server/pages.mjs).
 */
export function parseRuntimeConfig(text: string): RuntimeConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw rejected(
      `runtime-config.json: not valid JSON (${error instanceof Error ? error.message : error})`,
    );
  }
  const { config, problem } = checkRuntimeConfig(raw);
  if (problem) throw rejected(problem);
  return config;
}
