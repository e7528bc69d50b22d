import { use, type ComponentType, type JSX } from 'react';
import { isFulfilled, trackSettled } from '../lib/track-settled';

/** A screen in its own chunk, which can be fetched ahead of its first render. */
interface LazyScreen {
  (): JSX.Element;
  preload: () => Promise<ComponentType>;
  /** Whether its chunk has arrived: the screen renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * A screen in its own chunk, with its content, fetched on the first visit to it. Unlike
 * `React.lazy`, a chunk that failed to arrive is fetched again on the next visit. On the server
 * the render waits for it; in the browser, hydration leaves the server's HTML in place until it
 * has arrived.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyScreen {
  let screen: Promise<ComponentType> | undefined;
  const preload = () => {
    if (!screen) {
      screen = trackSettled(load().then((module) => module[name]));
      // A chunk that failed to arrive is fetched again on the next visit.
      screen.catch(() => (screen = undefined));
    }
    return screen;
  };
  function Screen() {
    const Component = use(preload());
    return <Component />;
  }
  Screen.preload = preload;
  Screen.isLoaded = () => isFulfilled(screen);
  return Screen;
}
