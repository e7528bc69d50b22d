import styles from './BlogPost.module.css';

/** Grey lines where the text will be, so the page does not jump when it arrives. */
export function BodySkeleton() {
  return (
    <div className={styles.skeleton}>
      <p role="status" className={styles.skeletonStatus}>
        Loading the article…
      </p>
      {Array.from({ length: 12 }, (_, line) => (
        <span key={line} className={styles.skeletonLine} aria-hidden="true" />
      ))}
    </div>
  );
}

export function BodyFailed({ retry }: { retry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p>This article could not be loaded. Please check your connection and try again.</p>
      <button type="button" className={styles.button} onClick={retry}>
        Try again
      </button>
    </div>
  );
}
