import { isSamePath, isWithinSection } from '../../lib/paths';
import { AXON_SERVICE_PATH } from '../../content/services/axon-therapy-path';

/**
 * Whether the nerve-therapy pop-up opens on the page the visitor landed on: never on the therapy's
 * own service page nor on the blog's therapy article. The blog knows that article's path; when it
 * cannot say (the remote is down), the pop-up stays closed on blog pages.
 */
export function shouldOfferPopup(pathname: string, nervePainArticlePath?: string): boolean {
  if (isSamePath(pathname, AXON_SERVICE_PATH)) return false;
  if (!isWithinSection(pathname, '/blog/')) return true;
  return !!nervePainArticlePath && !isSamePath(pathname, nervePainArticlePath);
}
