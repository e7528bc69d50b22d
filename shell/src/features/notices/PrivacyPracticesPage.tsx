import { privacyPractices } from '../../content/notices/privacy-practices';
import { NoticePage } from './NoticePage';

export const PrivacyPracticesPage = () => <NoticePage notice={privacyPractices} />;
