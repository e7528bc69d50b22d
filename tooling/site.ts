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
import { services } from '../shell/src/content/services';

export const standaloneSite: SiteInfo = {
  ...site,
  origin: `http://localhost:${registry.site.port}`,
};

/** The shell's service pages, where a remote's content may link (mf-team's biographies do). */
export const servicePaths: readonly string[] = services.map((service) => service.url);
