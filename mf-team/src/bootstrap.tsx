// Standalone mount for the team's own development (npm run dev -w <this remote>).
import { hydrateStandalone } from '@practice/ui-kit/standalone';
import Standalone from './standalone';

hydrateStandalone(Standalone);
