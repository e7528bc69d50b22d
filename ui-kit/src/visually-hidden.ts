import styles from './visuallyHidden.module.css';

/** Class name for text meant for assistive technology only. */
export const visuallyHidden = styles.visuallyHidden;
