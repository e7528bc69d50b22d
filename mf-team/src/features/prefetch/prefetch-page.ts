import { matchPath } from '@practice/router';
import { preloadImage } from '@practice/ui-kit';
import { providers } from '../../content/providers';
import { EAGER_PHOTOS } from '../../lib/photo-size';

/**
 * Fetches what a team page needs besides the team's code, on a visitor's intent to go there (the
 * contract's `prefetchPage`): a profile's photo, or the photos the team page loads at once.
 */
export function prefetchPage(pathname: string): void {
  const profile = matchPath('/ourteam/:providerId', pathname);
  if (profile) {
    const provider = providers.find(({ id }) => id === profile.params.providerId);
    if (provider) preloadImage(provider.imageUrl);
    return;
  }
  if (matchPath('/ourteam', pathname))
    for (const provider of providers.slice(0, EAGER_PHOTOS)) preloadImage(provider.imageUrl);
}
