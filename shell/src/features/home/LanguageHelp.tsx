import { Link } from '@practice/router';
import { languageHelp } from '../../content/home';
import { LANGUAGE_ASSISTANCE_ANCHOR, NONDISCRIMINATION_PATH } from '../../content/notices/paths';
import styles from './LanguageHelp.module.css';

/** Home's last band: free interpreters and other formats, with the taglines one tap away. */
export function LanguageHelp() {
  return (
    <section className={styles.band} aria-labelledby="language-help-heading">
      <h2 id="language-help-heading" className={styles.heading}>
        {languageHelp.heading}
      </h2>
      <p>{languageHelp.text}</p>
      <p lang={languageHelp.spanish.lang}>{languageHelp.spanish.text}</p>
      <Link to={`${NONDISCRIMINATION_PATH}#${LANGUAGE_ASSISTANCE_ANCHOR}`} className="button">
        {languageHelp.linkLabel}
      </Link>
    </section>
  );
}
