// @ts-check
/**
 * A composed page's Server-Timing entries: the shell's render and each remote's part, named by
 * the remote (never a host), with what happened to it.
 */

/**
 * @param {{ name: string, ms: number, description: string }[]} timings
 * @returns {string} such as `blog;dur=12.3;desc="LatestArticles body ok"`
 */
export const serverTiming = (timings) =>
  timings
    .map(
      ({ name, ms, description }) =>
        `${name};dur=${ms.toFixed(1)};desc="${description.replace(/["\\]/g, '')}"`,
    )
    .join(', ');
