import { useState } from 'react';
import { avatarColour, avatarLetter } from '../../lib/avatar';
import styles from './ReviewCard.module.css';

interface Props {
  name: string;
  isAnonymous: boolean;
  /** Already checked to be http(s); absent for anonymous reviewers. */
  photoUrl?: string;
}

const SIZE = 48;

/**
 * The reviewer's photo, or a coloured circle with the first letter of the name when there is no
 * photo, the reviewer is anonymous, or the photo fails to load. Decorative: the name is shown
 * next to it.
 */
export function Avatar({ name, isAnonymous, photoUrl }: Props) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (photoUrl && photoUrl !== failedUrl) {
    return (
      <img
        className={styles.avatar}
        src={photoUrl}
        alt=""
        width={SIZE}
        height={SIZE}
        loading="lazy"
        decoding="async"
        // The photo comes from the reviews relay, which needs nothing of the page's address.
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(photoUrl)}
      />
    );
  }
  const letter = avatarLetter(name, isAnonymous);
  return (
    <span
      className={`${styles.avatar} ${styles.letter}`}
      style={{ backgroundColor: avatarColour(letter) }}
      aria-hidden="true"
    >
      {letter}
    </span>
  );
}
