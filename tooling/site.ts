/**
 * Practice facts where no shell passes `site`: a remote's tests and its standalone page
 * (development). They are the shell's own, read from its config (the one source of the facts, so
 * no copy drifts from it), at the local site's address so that canonical and share URLs point
 * there. A remote's source never imports the shell's: it asks this tooling for sample facts, as
 * it asks it for its webpack config.
 */
import type { SiteInfo } from '@practice/shared-types';
import registry from '../server/registry.json';
import { site } from '../shell/src/config/site';

export const standaloneSite: SiteInfo = {
  ...site,
  origin: `http://localhost:${registry.site.port}`,
};
