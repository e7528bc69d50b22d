// Standalone mount for the reviews team: both layouts against the local provider stub.
import { createRoot } from 'react-dom/client';
import { standaloneSite } from '@practice/shared-types/fixtures';
import ReviewsBadge from './exposes/ReviewsBadge';
import ReviewsCarousel from './exposes/ReviewsCarousel';

// The stub listens two ports above this remote (3006 next to 3004, shifted alike by PORT_OFFSET).
const source = {
  apiBase: `${location.protocol}//${location.hostname}:${Number(location.port) + 2}`,
  featurableId: 'omega-health-care',
};
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <div style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <title>Reviews widget (standalone)</title>
      <meta name="description" content="The reviews remote's carousel and badge layouts." />
      <h1>Reviews widget</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', marginBottom: '2rem' }}>
        <ReviewsBadge site={standaloneSite} {...source} />
        <ReviewsBadge site={standaloneSite} {...source} theme="dark" />
      </div>
      <ReviewsCarousel
        site={standaloneSite}
        {...source}
        title="Our Reviews"
        maxCharacters={80}
        nameDisplay="full"
      />
    </div>,
  );
}
