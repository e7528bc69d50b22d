import type { SiteInfo } from '@practice/shared-types';

/**
 * The doctor-directory profile link with the practice's token and campaign tag (the directory
 * attributes visits from review QR codes by them). Parameters already in the URL are kept; ours
 * replace any of the same name.
 */
export function directoryProfileUrl(externalUrl: string, directory: SiteInfo['directory']): string {
  const url = new URL(externalUrl);
  url.searchParams.set('token', directory.token);
  url.searchParams.set('utm_campaign', directory.campaign);
  return url.toString();
}
