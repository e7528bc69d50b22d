import { useId, useState } from 'react';
import { truncateAtWord } from '../../lib/truncate';
import styles from './ReviewCard.module.css';

interface Props {
  text: string;
  maxCharacters: number;
  /** Id of the reviewer's name, so each 'Read more' says whose review it opens. */
  describedBy: string;
}

/** The review, shortened at a word boundary, with a Read more / Read less toggle when it was. */
export function ReviewText({ text, maxCharacters, describedBy }: Props) {
  const [expanded, setExpanded] = useState(false);
  // useId stays: slides render only in the browser, once the reviews have arrived (the server
  // renders the loading state), and react-slick clones each slide for its loop, so an id made
  // from the review would repeat in the page.
  const id = useId();
  const short = truncateAtWord(text, maxCharacters);

  return (
    <>
      <blockquote id={id} className={styles.text}>
        {expanded ? text : short.text}
      </blockquote>
      {short.truncated && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={id}
          aria-describedby={describedBy}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Read less' : 'Read more'}
        </button>
      )}
    </>
  );
}
