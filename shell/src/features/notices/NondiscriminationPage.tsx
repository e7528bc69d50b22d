import { nondiscrimination } from '../../content/notices/nondiscrimination';
import { LANGUAGE_ASSISTANCE_ANCHOR } from '../../content/notices/paths';
import { LanguageTaglines } from './LanguageTaglines';
import { NoticePage } from './NoticePage';

/** The notice of nondiscrimination, with the language-assistance taglines in its last section. */
export const NondiscriminationPage = () => (
  <NoticePage
    notice={nondiscrimination}
    after={{ [LANGUAGE_ASSISTANCE_ANCHOR]: <LanguageTaglines /> }}
  />
);
