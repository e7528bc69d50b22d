import type { SiteInfo } from '@practice/shared-types';
import { AfterFirstFrame } from '@practice/ui-kit';
import type { Provider } from '../content/providers';
import { EAGER_PHOTOS } from '../lib/photo-size';
import { ProviderCard, type ProviderCardProps } from './ProviderCard';
import styles from './ProviderCard.module.css';

interface Props {
  providers: Provider[];
  site: SiteInfo;
  headingLevel: ProviderCardProps['headingLevel'];
  /** The first card shows its accolade and description (the team page's founder). */
  highlightFirst?: boolean;
  /** Whether the grid starts near the top of the page, so its first row is seen at once. */
  aboveTheFold?: boolean;
  label: string;
  bookLabel?: ProviderCardProps['bookLabel'];
}

/** Cards 300 px wide, one, two or three to a row as the screen widens. */
export function ProviderGrid({
  providers,
  site,
  headingLevel,
  highlightFirst = false,
  aboveTheFold = false,
  label,
  bookLabel,
}: Props) {
  const cards = providers.map((provider, index) => (
    <ProviderCard
      key={provider.id}
      provider={provider}
      site={site}
      headingLevel={headingLevel}
      showHighlights={highlightFirst && index === 0}
      eagerImage={aboveTheFold && index < EAGER_PHOTOS}
      bookLabel={bookLabel}
    />
  ));
  // The first row is at the top of the page; the others are below a phone's fold.
  const shownFirst = aboveTheFold ? EAGER_PHOTOS : 0;
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.slice(0, shownFirst)}
      <AfterFirstFrame>{cards.slice(shownFirst)}</AfterFirstFrame>
    </ul>
  );
}
