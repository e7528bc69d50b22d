import { Link } from '@practice/router';
import { splitKeywords } from '../../lib/keywords';
import styles from './ProviderProfile.module.css';

interface Props {
  paragraphs: string[];
  keywords: string[];
  /** Underscore-form keyword to the service page it links to. */
  urls: Record<string, string>;
}

/** The biography, its keywords highlighted and those with a service page linked there. */
export function Biography({ paragraphs, keywords, urls }: Props) {
  return (
    <div className={styles.biography}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {splitKeywords(paragraph, keywords, urls).map((part, partIndex) => {
            if (part.kind === 'text') return part.text;
            if (part.kind === 'keyword') {
              return (
                <mark key={partIndex} className={styles.keyword}>
                  {part.text}
                </mark>
              );
            }
            return (
              <Link key={partIndex} to={part.href} className={styles.keywordLink}>
                {part.text}
              </Link>
            );
          })}
        </p>
      ))}
    </div>
  );
}
