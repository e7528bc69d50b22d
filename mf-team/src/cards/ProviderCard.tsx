import { Link } from '@practice/router';
import type { SiteInfo } from '@practice/shared-types';
import type { Provider } from '../content/providers';
import common from '../ui/Common.module.css';
import { PHOTO_SIZE } from '../lib/photo-size';
import { ExternalLink, Image, visuallyHidden } from '@practice/ui-kit';
import { profilePath } from '../lib/paths';
import styles from './ProviderCard.module.css';

export interface ProviderCardProps {
  provider: Provider;
  site: SiteInfo;
  /** h2 on the team page, h3 under a profile's 'Other Doctors' heading. */
  headingLevel: 'h2' | 'h3';
  /** The accolade line and card description: the team page's first card only. */
  showHighlights?: boolean;
  /** Cards in the first visible row load their portrait at once, the rest when scrolled to. */
  eagerImage?: boolean;
  /** 'Book Now' on the team page's cards, 'BOOK NOW' under a profile, as docs/product.md writes each. */
  bookLabel?: BookLabel;
}

type BookLabel = 'Book Now' | 'BOOK NOW';

/**
 * A provider's card: portrait, name and credential line, with VIEW PROFILE and its booking link. On
 * wide screens with a pointer the actions reveal over the portrait on hover or keyboard focus.
 */
export function ProviderCard({
  provider,
  site,
  headingLevel: Heading,
  showHighlights = false,
  eagerImage = false,
  bookLabel = 'Book Now',
}: ProviderCardProps) {
  const description = showHighlights ? provider.cardDescription : undefined;
  return (
    <li className={styles.card}>
      <Image
        className={styles.photo}
        src={provider.imageUrl}
        alt={provider.altText}
        size={PHOTO_SIZE}
        load={eagerImage ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.summary}>
        <Heading className={styles.name}>{provider.name}</Heading>
        <p className={styles.credentials}>{provider.credentials}</p>
        {showHighlights && provider.accolade && (
          <p className={styles.accolade}>{provider.accolade}</p>
        )}
      </div>
      <div className={description ? `${styles.details} ${styles.detailsTall}` : styles.details}>
        {description && <p className={styles.description}>{description}</p>}
        <div className={styles.actions}>
          <Link to={profilePath(provider.id)} className={`${common.button} ${styles.profile}`}>
            VIEW PROFILE<span className={visuallyHidden}> of {provider.name}</span>
          </Link>
          {provider.bookable && (
            <ExternalLink href={site.links.booking} className={common.buttonWarm}>
              {bookLabel}
              <span className={visuallyHidden}> with {provider.name}</span>
            </ExternalLink>
          )}
        </div>
      </div>
    </li>
  );
}
