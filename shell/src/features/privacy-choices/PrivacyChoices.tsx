import { useEffect, useRef } from 'react';
import { Link } from '@practice/router';
import {
  chooseAnalytics,
  closePrivacyChoices,
  useConsent,
  type AnalyticsChoice,
} from '../../analytics/consent';
import { PRIVACY_NOTICE_PATH } from '../../content/notices/paths';
import styles from './PrivacyChoices.module.css';

const STATUS: Record<AnalyticsChoice, string> = {
  granted: 'You allowed analytics in this browser.',
  denied: 'You refused analytics in this browser.',
};

/**
 * The analytics question: a small fixed panel (no dialog, nothing under it blocked, no layout
 * moved), shown after hydration to a visitor who has not chosen, and again from the footer's
 * "Privacy choices" link. Written here rather than taken from a consent library: the one
 * maintained candidate (vanilla-cookieconsent 3.1) adds about 10 KB of script and 5 KB of CSS
 * (gzip) to every page for two buttons, draws its own dialog markup and does not honour GPC.
 */
export function PrivacyChoices() {
  const { choice, gpc, open, known } = useConsent();
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (!open) return;
    // Opened from the footer: the keyboard lands here, and goes back there once done.
    opener.current = document.activeElement;
    heading.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closePrivacyChoices();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, [open]);

  if (!known || !(open || (choice === null && !gpc))) return null;
  return (
    <section className={styles.panel} aria-labelledby="privacy-choices-heading">
      <h2 id="privacy-choices-heading" className={styles.heading} tabIndex={-1} ref={heading}>
        Privacy choices
      </h2>
      {gpc ? (
        <p>
          Your browser sends Global Privacy Control, so this site uses no analytics for you and will
          not ask.
        </p>
      ) : (
        <p>
          May we count your visit with Google Analytics? It would get the addresses of the pages you
          view (never your searches), with advertising off. Nothing is sent unless you allow it.{' '}
          <Link to={PRIVACY_NOTICE_PATH}>Website privacy notice</Link>
        </p>
      )}
      {choice && !gpc && <p className={styles.status}>{STATUS[choice]}</p>}
      <div className={styles.actions}>
        {gpc ? (
          <button type="button" className="button" onClick={closePrivacyChoices}>
            Close
          </button>
        ) : (
          <>
            <button type="button" className="button" onClick={() => chooseAnalytics('granted')}>
              Allow analytics
            </button>
            <button type="button" className="button" onClick={() => chooseAnalytics('denied')}>
              Refuse analytics
            </button>
          </>
        )}
      </div>
    </section>
  );
}
