// The careers team's standalone page (npm run dev -w @practice/mf-careers), with sample site
// facts, rendered on the server and hydrated in the browser.
import { standaloneSite } from '@practice/shell/standalone-site';
import CareersPage from './exposes/CareersPage';

export default function Standalone() {
  return <CareersPage site={standaloneSite} uploadUrl="http://localhost:3005/upload_form" />;
}
