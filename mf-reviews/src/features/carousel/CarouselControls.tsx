import styles from './CarouselControls.module.css';

interface Props {
  paused: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePause: () => void;
}

const ICONS = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M8 5l11 7-11 7z',
};

function Icon({ path, filled = false }: { path: string; filled?: boolean }) {
  return (
    <svg
      className={filled ? styles.filled : undefined}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      focusable="false"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

/** The carousel's own visible buttons: previous, pause or play, next. */
export function CarouselControls({ paused, onPrevious, onNext, onTogglePause }: Props) {
  return (
    <div className={styles.controls} role="group" aria-label="Carousel controls">
      <button
        type="button"
        className={styles.button}
        onClick={onPrevious}
        aria-label="Previous reviews"
      >
        <Icon path={ICONS.previous} />
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={onTogglePause}
        aria-label={paused ? 'Play reviews carousel' : 'Pause reviews carousel'}
      >
        {paused ? <Icon path={ICONS.play} filled /> : <Icon path={ICONS.pause} />}
      </button>
      <button type="button" className={styles.button} onClick={onNext} aria-label="Next reviews">
        <Icon path={ICONS.next} />
      </button>
    </div>
  );
}
