// Standalone mount for the reviews team: both layouts against the local provider stub.
import { createRoot } from 'react-dom/client';
import { standaloneSite } from '@practice/shared-types/fixtures';
import ReviewsBadge from './exposes/ReviewsBadge';
import ReviewsCarousel from './exposes/ReviewsCarousel';

const source = { apiBase: 'http://localhost:3006', featurableId: 'omega-health-care' };
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <>
      <ReviewsBadge site={standaloneSite} {...source} />
      <ReviewsCarousel site={standaloneSite} {...source} />
    </>,
  );
}
