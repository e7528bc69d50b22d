import styles from './PageLoading.module.css';

/** Holds the page's place while a screen's code arrives (first visit only). */
export function PageLoading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <span role="status">Loading…</span>
    </div>
  );
}
