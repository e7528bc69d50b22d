import { privacyNotice } from '../../content/notices/privacy-notice';
import { NoticePage } from './NoticePage';

export const PrivacyNoticePage = () => <NoticePage notice={privacyNotice} />;
