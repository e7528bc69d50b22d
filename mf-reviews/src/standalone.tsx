// The reviews team's standalone page (npm run dev -w @practice/mf-reviews): both layouts against
// the local provider stub, rendered on the server and hydrated in the browser.
import type { StandaloneProps } from '@practice/shared-types';
import { standaloneSite } from '@practice/shell/standalone-site';
import ReviewsBadge from './exposes/ReviewsBadge';
import ReviewsCarousel from './exposes/ReviewsCarousel';

export default function Standalone({ origin }: StandaloneProps) {
  // The stub listens two ports above this remote (3006 next to 3004, shifted alike by PORT_OFFSET).
  const page = new URL(origin);
  const source = {
    apiBase: `${page.protocol}//${page.hostname}:${Number(page.port) + 2}`,
    featurableId: 'omega-health-care',
  };
  return (
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
    </div>
  );
}
