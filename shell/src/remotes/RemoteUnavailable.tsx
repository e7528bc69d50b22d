import { useEffect } from 'react';
import type { SiteInfo } from '@practice/shared-types';
import { PageHead } from '@practice/ui-kit';
import { NOTICE_ATTRIBUTE } from './landing-slots';
import styles from './RemoteUnavailable.module.css';

export type SlotVariant = 'area' | 'widget';

interface Props {
  site: SiteInfo;
  variant: SlotVariant;
  /** What is missing, such as 'Our blog' or 'Latest articles'. */
  label: string;
  /** Absent on the server, where there is nothing to retry yet. */
  onRetry?: () => void;
  onShown?: () => void;
  /**
   * The area's own title and description (on by default). Off for the notice the server writes
   * only as the composition engine's fallback: React would hoist them even when it is not used.
   */
  head?: boolean;
}

/** The branded notice shown where a remote could not be loaded. */
export function RemoteUnavailable({ site, variant, label, onRetry, onShown, head = true }: Props) {
  useEffect(() => onShown?.(), [onShown]);
  const marker = { [NOTICE_ATTRIBUTE]: '' };
  const retry = (
    <button type="button" className={styles.retry} onClick={onRetry}>
      Retry
    </button>
  );
  if (variant === 'widget') {
    return (
      <p className={styles.inline} role="status" {...marker}>
        {label} cannot be shown right now. {retry}
      </p>
    );
  }
  return (
    <section
      className={styles.area}
      role="alert"
      aria-labelledby="remote-unavailable-heading"
      {...marker}
    >
      {head && (
        <PageHead
          title={`${label} is temporarily unavailable | ${site.practiceName}`}
          description={`${label} is not loading at the moment. Please try again soon, or call ${site.practiceName} at ${site.phone}.`}
          noIndex
        />
      )}
      <h1 id="remote-unavailable-heading">{label} is temporarily unavailable</h1>
      <p>
        We are sorry: this part of our site is not loading at the moment. Please try again in a
        moment, or call us at <a href={`tel:${site.phoneHref}`}>{site.phone}</a> and our team will
        be glad to help.
      </p>
      {retry}
    </section>
  );
}

export function RemoteLoading({ variant }: { variant: SlotVariant }) {
  return (
    <div className={variant === 'area' ? styles.loading : styles.inline} aria-busy="true">
      <span role="status">Loading…</span>
    </div>
  );
}
