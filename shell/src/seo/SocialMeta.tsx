import { useLocation } from '@practice/router';
import { site } from '../config/site';
import { socialCard } from '../content/social-card';
import { canonicalUrl } from '../lib/canonical';

/**
 * The canonical link and the social tags every page shares. Each screen's own title and
 * description, and their social copies, come with its PageHead (ui-kit).
 */
export function SocialMeta() {
  const { pathname, search } = useLocation();
  const url = canonicalUrl(site.origin, pathname, search);
  const image = new URL(socialCard.path, site.origin).href;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.practiceName} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(socialCard.width)} />
      <meta property="og:image:height" content={String(socialCard.height)} />
      <meta property="og:image:alt" content={socialCard.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={socialCard.alt} />
    </>
  );
}
