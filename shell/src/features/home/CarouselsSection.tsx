import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { homeSectionTitles } from '../../content/home';
import { useNearViewport } from '../../remotes/near-viewport';
import { useDeferredPart } from './use-deferred-part';
import styles from './SyncedCarousels.module.css';

const loadCarousels = () =>
  import('./SyncedCarousels').then(({ SyncedCarousels }) => ({ default: SyncedCarousels }));

/** Marks the carousels hydrated once the boundary around it has committed. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * Home's section of synced carousels. Their react-slick (15 KB gzip) is for visitors who scroll to
 * them, so it loads as the shell's remote widgets do: the server renders the section whole; in the
 * browser its HTML stays as the server sent it (a Suspense boundary left dehydrated) until it comes
 * within a screen of the viewport, and then its code loads and hydrates it (useDeferredPart: a tap
 * on an arrow meanwhile is replayed then). Memoized: an update that reached the boundary while it waits
 * would make React drop the server's HTML and render it anew.
 */
export const CarouselsSection = memo(function CarouselsSection() {
  const section = useRef<HTMLElement>(null);
  const inBrowser = typeof window !== 'undefined';
  const nearby = useNearViewport(section, inBrowser);
  // One component for the section's lifetime: a new one would be an update to the boundary.
  const [Carousels] = useState(() =>
    lazy(() =>
      inBrowser
        ? // A chunk that cannot arrive leaves the server's HTML as it is.
          nearby.then(loadCarousels).catch(() => new Promise<never>(() => {}))
        : loadCarousels(),
    ),
  );
  const hydrated = useDeferredPart(section);

  return (
    <section ref={section} className={styles.section} aria-labelledby="care-carousel-heading">
      <h2 id="care-carousel-heading" className="section-title">
        {homeSectionTitles.carousels}
      </h2>
      <Suspense fallback={null}>
        <Carousels />
        <Hydrated onHydrated={hydrated} />
      </Suspense>
    </section>
  );
});
