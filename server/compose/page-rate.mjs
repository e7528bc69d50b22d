// @ts-check
/**
 * How many pages that no cache holds one client may have rendered: PAGE_RATE a second, with a
 * burst of PAGE_BURST at once (each such page costs the shell's render and its widgets'). Both
 * composition engines limit it (nginx's limit_req in site.conf.template, the embedded engine in
 * client-rate.mjs) and answer a 429 beyond; files are not counted. The image's defaults are the
 * same (Dockerfile, engine). A setting that is not a rate stops the engine at start.
 */
const PAGE_RATE_DEFAULT = '10r/s';
const PAGE_BURST_DEFAULT = '40';

/** @param {NodeJS.ProcessEnv} env @returns {{ rate: string, perSecond: number, burst: number }} */
export function pageRate(env = process.env) {
  const rate = env.PAGE_RATE || PAGE_RATE_DEFAULT;
  const burst = env.PAGE_BURST || PAGE_BURST_DEFAULT;
  const perSecond = /^([1-9]\d*)r\/s$/.exec(rate)?.[1];
  if (!perSecond) throw new Error(`PAGE_RATE must read like 10r/s, not ${JSON.stringify(rate)}.`);
  if (!/^\d+$/.test(burst))
    throw new Error(`PAGE_BURST must be a whole number, not ${JSON.stringify(burst)}.`);
  return { rate, perSecond: Number(perSecond), burst: Number(burst) };
}
