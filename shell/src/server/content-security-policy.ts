import type { RuntimeConfig } from '@practice/shared-types';
import { site } from '../config/site';

/** What gtag.js loads and where it sends its hits, allowed only while an analytics id is set. */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};
/** The blog's videos play from YouTube's privacy-enhanced domain. */
const VIDEO_FRAMES = 'https://www.youtube-nocookie.com';

/** The origin of an absolute URL; nothing for a relative one, which is the page's own origin. */
function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The page's Content-Security-Policy, made from the runtime config it is served with, so that it
 * allows exactly the remotes, APIs and analytics this environment uses. Style attributes are
 * allowed (React writes the carousels' positions into them, in the server's HTML too); style
 * elements are not, and of inline scripts only the shell's own, `inlineScripts` (their hashes).
 */
export function contentSecurityPolicy(config: RuntimeConfig, inlineScripts: string[]): string {
  const remotes = config.remotes.flatMap((remote) => originOf(remote.entry));
  // The reviews come from the reviews remote's relay (its origin), never from their provider.
  const apis = [config.reviews.apiBase, config.uploadUrl].flatMap(originOf);
  const analytics = config.analyticsId ? ANALYTICS : { script: [], connect: [] };
  const sources = (...lists: string[][]) => [...new Set(lists.flat())].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${sources(["'self'"], inlineScripts, remotes, analytics.script)}`,
    `style-src ${sources(["'self'"], remotes)}`,
    `style-src-attr 'unsafe-inline'`,
    `img-src ${sources(["'self'", 'data:', 'https:'], remotes, apis)}`,
    `connect-src ${sources(["'self'"], remotes, apis, analytics.connect)}`,
    `frame-src ${sources(originOf(site.links.mapEmbed), [VIDEO_FRAMES])}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self' ${sources(originOf(config.uploadUrl))}`.trim(),
    `frame-ancestors 'self'`,
  ].join('; ');
}
