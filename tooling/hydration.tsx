/**
 * Checks that a remote's server HTML hydrates in the browser as it sits in the composed page:
 * inside the shell's frame, under the shell's parent route, in a `data-remote-slot` element and
 * the slot's Suspense boundary, at tree positions other than those of the server's own root.
 * Jest only (ts-jest compiles it in each remote's tests): `@practice/tooling/hydration`.
 */
import { act, Suspense, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
// eslint-disable-next-line no-restricted-imports -- a test harness builds its own in-memory router, as tests do.
import { MemoryRouter, Route, Routes } from 'react-router';
import { ReadableStream } from 'node:stream/web';
import { setImmediate } from 'node:timers';
import type { FragmentRenderer, FragmentRequest, RenderedFragment } from '@practice/shared-types';

/**
 * The remote's server fragment for `request`, rendered as its server does: in a module registry
 * of its own (so nothing it loads, such as a post's body, is already loaded in the browser's),
 * with the Node globals React's server renderer uses, which jsdom lacks.
 */
export async function renderOnServer(
  load: () => Promise<Pick<FragmentRenderer, 'renderFragment'>>,
  request: FragmentRequest,
): Promise<RenderedFragment> {
  const added = { ReadableStream, setImmediate };
  Object.assign(globalThis, added);
  try {
    let rendered: RenderedFragment | undefined;
    await jest.isolateModulesAsync(async () => {
      rendered = await (await load()).renderFragment(request);
    });
    return rendered!;
  } finally {
    for (const name of Object.keys(added)) delete (globalThis as Record<string, unknown>)[name];
  }
}

export interface HydrationCase {
  /** The page's address, path and query, as the server rendered it. */
  address: string;
  /** The shell's parent route of a route module, such as '/blog/*'; none for a widget. */
  route?: string;
  /** The server's fragment. */
  head: string;
  body: string;
  /** The exposed module with the props the shell passes it. */
  module: ReactElement;
  /** Nodes that must survive hydration (not be replaced), such as the h1. */
  stable: (page: HTMLElement) => Array<Element | null>;
  /** Holds until later content (a lazily loaded chunk) has hydrated too. */
  settled?: (page: HTMLElement) => boolean;
}

const SLOT = 'remote';

/** Whether React has taken over this node of the server's HTML (a boundary may hydrate later). */
export const isHydrated = (node: Element | null): boolean =>
  node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/** The shell's frame around the slot, on the client; the server's HTML of it is below. */
function ShellFrame({ children }: { children: ReactElement }) {
  return (
    <>
      <header>
        <a href="/">Omega Health Care</a>
      </header>
      <main>
        <p>Shell content before the slot</p>
        {children}
      </main>
      <footer>
        <p>Shell footer</p>
      </footer>
    </>
  );
}

const frameHtml = (slot: string) =>
  '<header><a href="/">Omega Health Care</a></header><main><p>Shell content before the slot</p>' +
  `${slot}</main><footer><p>Shell footer</p></footer>`;

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

/**
 * Hydrates the case and expects a clean take-over: no recoverable error (mismatch), nothing
 * logged as an error or warning, and every stable node the very node the server's HTML made.
 */
export async function expectCleanHydration(page: HydrationCase): Promise<void> {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const logged = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')];
  const recoverable: unknown[] = [];
  const container = document.createElement('div');
  document.head.innerHTML = page.head;
  container.innerHTML = frameHtml(
    `<div data-remote-slot="${SLOT}"><!--$-->${page.body}<!--/$--></div>`,
  );
  document.body.replaceChildren(container);
  const before = page.stable(container);
  expect(before.every(Boolean)).toBe(true);

  const slot = (
    <div data-remote-slot={SLOT}>
      <Suspense fallback={<p>Loading the slot</p>}>{page.module}</Suspense>
    </div>
  );
  const root = await act(async () =>
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={[page.address]}>
        <ShellFrame>
          {page.route ? (
            <Routes>
              <Route path={page.route} element={slot} />
            </Routes>
          ) : (
            slot
          )}
        </ShellFrame>
      </MemoryRouter>,
      { onRecoverableError: (error) => recoverable.push(error) },
    ),
  );
  for (let wait = 0; page.settled && !page.settled(container) && wait < 100; wait += 1) {
    await act(tick);
  }
  try {
    if (page.settled) expect(page.settled(container)).toBe(true);
    expect(recoverable).toEqual([]);
    for (const spy of logged) expect(spy.mock.calls).toEqual([]);
    page.stable(container).forEach((node, index) => expect(node).toBe(before[index]));
  } finally {
    act(() => root.unmount());
    logged.forEach((spy) => spy.mockRestore());
    document.head.replaceChildren();
    document.body.replaceChildren();
  }
}
