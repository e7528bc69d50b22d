import { useEffect, useRef, useState } from 'react';
import { PlayIcon } from '../../ui/icons';
import styles from './LiteVideo.module.css';

export interface VideoSource {
  videoId: string;
  title: string;
  /** Our own image, shown until the visitor presses play. */
  thumbnail: string;
}

interface Props extends VideoSource {
  /** Top-of-page media loads its thumbnail at once; a video lower in the body waits. */
  eager?: boolean;
}

const embedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;

/**
 * A video that costs nothing until it is wanted: a thumbnail button, replaced by the video
 * platform's player (in the same box) only when the visitor presses play.
 */
export function LiteVideo({ videoId, title, thumbnail, eager = false }: Props) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          ref={player}
          src={embedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.placeholder} onClick={() => setPlaying(true)}>
          <img
            src={thumbnail}
            alt=""
            width={1200}
            height={675}
            loading={eager ? 'eager' : 'lazy'}
          />
          <span className={styles.play}>
            <PlayIcon />
          </span>
          <span className={styles.label}>Play video: {title}</span>
        </button>
      )}
    </div>
  );
}
