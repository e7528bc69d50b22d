import type { SiteInfo } from '@practice/shared-types';
import { facebookShareUrl, publicPostUrl, shareWindowFeatures } from '../../lib/share';
import { ExternalLink } from '@practice/ui-kit';
import { FacebookIcon, InstagramIcon } from '../../ui/icons';
import styles from './BlogPost.module.css';

interface Props {
  site: SiteInfo;
  endpoint: string;
}

/** Share the post on Facebook in a small window, or visit the practice on Instagram. */
export function ShareBar({ site, endpoint }: Props) {
  const share = () => {
    const url = facebookShareUrl(publicPostUrl(site.origin, endpoint));
    window.open(
      url,
      'share-facebook',
      shareWindowFeatures(window.screen.width, window.screen.height),
    );
  };
  return (
    <div className={styles.shareBar}>
      <p className={styles.shareLabel}>Share this article</p>
      <button type="button" className={styles.shareButton} onClick={share}>
        <FacebookIcon />
        Share on Facebook
      </button>
      <ExternalLink href={site.social.instagram} className={styles.shareButton}>
        <InstagramIcon />
        Follow us on Instagram
      </ExternalLink>
    </div>
  );
}
