/**
 * The practice facts where no shell passes `site`: a remote's tests and its standalone page
 * (development), which import them as `@practice/shell/standalone-site`. They are the shell's own
 * (the one source of the facts, so no copy drifts from it), at the local site's address so that
 * canonical and share URLs point there. Nothing else of the shell is a remote's to import.
 */
import registry from '@practice/server/registry.json';
import type { SiteInfo } from '@practice/shared-types';
import { services } from '../content/services';
import { site } from './site';

export const standaloneSite: SiteInfo = {
  ...site,
  origin: `http://localhost:${registry.site.port}`,
};

/** The shell's service pages, where a remote's content may link (mf-team's biographies do). */
export const servicePaths: readonly string[] = services.map((service) => service.url);
