import { languageTaglines } from '../../content/notices/nondiscrimination';
import { NoticeText } from './NoticeText';
import styles from './NoticePage.module.css';

/** The language-assistance message in each language, each marked with its language. */
export function LanguageTaglines() {
  return (
    <ul className={styles.taglines}>
      {languageTaglines.map(({ lang, language, rtl, text }) => (
        <li key={lang} lang={lang} dir={rtl ? 'rtl' : undefined}>
          <strong>{language}</strong>
          <p>
            <NoticeText text={text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
