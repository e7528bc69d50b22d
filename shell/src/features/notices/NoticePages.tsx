import {
  accessibility,
  nondiscrimination,
  privacyNotice,
  privacyPractices,
} from '../../content/notices';
import { LANGUAGE_ASSISTANCE_ANCHOR } from '../../content/notices/paths';
import { LanguageTaglines } from './LanguageTaglines';
import { NoticePage } from './NoticePage';

/** The notices the practice posts, one page each (one chunk for the four). */
export const PrivacyNoticePage = () => <NoticePage notice={privacyNotice} />;
export const PrivacyPracticesPage = () => <NoticePage notice={privacyPractices} />;
export const NondiscriminationPage = () => (
  <NoticePage
    notice={nondiscrimination}
    after={{ [LANGUAGE_ASSISTANCE_ANCHOR]: <LanguageTaglines /> }}
  />
);
export const AccessibilityPage = () => <NoticePage notice={accessibility} />;
