import styles from './visually-hidden.module.css';

/** Class name for text meant for assistive technology only. */
export const visuallyHidden = styles.visuallyHidden;
