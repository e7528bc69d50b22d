import { accessibility } from '../../content/notices/accessibility';
import { NoticePage } from './NoticePage';

export const AccessibilityPage = () => <NoticePage notice={accessibility} />;
