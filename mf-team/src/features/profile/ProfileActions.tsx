import type { SiteInfo } from '@practice/shared-types';
import type { Provider } from '../../content/providers';
import { directoryProfileUrl } from '../../lib/directory-url';
import common from '../../ui/Common.module.css';
import { ExternalLink, visuallyHidden } from '@practice/ui-kit';
import styles from './ProviderProfile.module.css';

interface Props {
  provider: Provider;
  site: SiteInfo;
}

/** CHECK PROFILE, BOOK NOW and WRITE A REVIEW, each where it applies to this provider. */
export function ProfileActions({ provider, site }: Props) {
  return (
    <div className={styles.actions}>
      {provider.bookable ? (
        <ExternalLink href={site.links.booking} className={common.buttonWarm}>
          BOOK NOW<span className={visuallyHidden}> with {provider.name}</span>
        </ExternalLink>
      ) : (
        <p className={styles.referral}>
          {provider.name} sees patients by referral and does not take direct bookings. To arrange an
          assessment, ask your clinician or call <a href={`tel:${site.phoneHref}`}>{site.phone}</a>.
        </p>
      )}
      {provider.externalUrl && (
        <ExternalLink
          href={directoryProfileUrl(provider.externalUrl, site.directory)}
          className={common.button}
        >
          CHECK PROFILE
        </ExternalLink>
      )}
      {provider.reviewLink && (
        <ExternalLink href={site.links.googleReview} className={common.buttonOutline}>
          WRITE A REVIEW
        </ExternalLink>
      )}
    </div>
  );
}
