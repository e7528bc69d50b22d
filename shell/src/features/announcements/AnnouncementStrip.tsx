import { useState } from 'react';
import { Link } from '@practice/router';
import { announcements, type Announcement } from '../../content/announcements';
import { CarouselButton } from '../../carousel/CarouselButton';
import { ExternalLink, usePrefersReducedMotion } from '@practice/ui-kit';
import { SlideRotator } from './SlideRotator';
import styles from './AnnouncementStrip.module.css';

/** docs/product.md, "Announcement strip": one slide at a time, 6000 ms apart, a slow linear 15000 ms glide. */
const AUTOPLAY_MS = 6000;
const SPEED_MS = 15000;

function AnnouncementLink({ link, linkName, target }: Announcement) {
  return target === '_blank' ? (
    <ExternalLink href={link}>{linkName}</ExternalLink>
  ) : (
    <Link to={link}>{linkName}</Link>
  );
}

/**
 * The rotating strip below the header. It starts paused for visitors who prefer reduced motion,
 * and the visible control pauses or resumes it for everyone.
 */
export function AnnouncementStrip() {
  const reduceMotion = usePrefersReducedMotion();
  // The visitor's own choice, once they press the control, wins over their preference.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reduceMotion;

  return (
    <aside className={styles.strip} aria-label="Announcements">
      <div className={styles.inner}>
        <SlideRotator
          className={styles.carousel}
          playing={playing}
          restMs={AUTOPLAY_MS}
          glideMs={reduceMotion ? 0 : SPEED_MS}
          slides={announcements.map((announcement) => (
            <p key={announcement.link} className={styles.item}>
              <span>
                {announcement.description} <AnnouncementLink {...announcement} />
              </span>
            </p>
          ))}
        />
        <CarouselButton
          inverse
          icon={playing ? 'pause' : 'play'}
          label={playing ? 'Pause announcements' : 'Play announcements'}
          onClick={() => setChoice(!playing)}
        />
      </div>
    </aside>
  );
}
