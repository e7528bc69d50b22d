// @ts-check
/**
 * The part of a hand-written file that is the registry's: the lines between its markers,
 *   # BEGIN <name>: npm run generate writes this from server/registry.json
 *   # END <name>
 * written again whole; the rest of the file (its comments and what no registry entry says) stays
 * as written. For the formats with no generator of their own that keeps comments (nginx, Docker).
 */

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @param {string} text the file @param {string} name the region's
 * @param {string[]} lines what the region holds now (without its markers)
 */
export function replaceRegion(text, name, lines) {
  const pattern = new RegExp(
    `^([ \\t]*)(# BEGIN ${escape(name)}:.*\\n)[\\s\\S]*?^[ \\t]*# END ${escape(name)}\\n`,
    'm',
  );
  const match = pattern.exec(text);
  if (!match)
    throw new Error(`No region "${name}" (# BEGIN ${name}: … # END ${name}) in the file.`);
  const indent = match[1] ?? '';
  const body = lines.map((line) => (line ? `${indent}${line}\n` : '\n')).join('');
  return text.replace(pattern, () => `${indent}${match[2]}${body}${indent}# END ${name}\n`);
}
