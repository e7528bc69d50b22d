import type { ReactElement } from 'react';
import type { ZodType } from 'zod';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from '@practice/router';
import type { FragmentRenderer, FragmentRequest, RenderedFragment } from '@practice/shared-types';
import { HttpStatusContext, httpStatus } from '@practice/ui-kit';

/** One exposed module, as its app's server renders it. */
interface ServerExpose {
  /** The parent route the shell mounts a route module under, such as '/blog/*'; none for a widget. */
  route?: string;
  /** The module's element with exactly the request's props; throws on props it cannot use. */
  render(props: unknown): ReactElement;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * Renders `element` as the body of a whole document, so that React hoists its title, meta and
 * preload links into the head, and waits for every Suspense boundary (a post's body). React
 * writes exactly `<head>…</head><body>…</body>`, which is split into the two parts.
 */
export async function renderDocument(
  element: ReactElement,
): Promise<{ head: string; body: string }> {
  const { prelude } = await prerender(
    // The document is only a frame to split: its head and body are what the page receives. React
    // writes the head itself; rendering one here would make the body html's second child, and
    // every useId below it would differ from the ids the browser computes at its root.
    <html lang="en">
      <body>{element}</body>
    </html>,
    // Never outline a large boundary into a script that moves it in place later: the fragment
    // must be whole HTML, for crawlers and for the composition engine.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  const match = /<head>([\s\S]*)<\/head><body>([\s\S]*)<\/body>/u.exec(html);
  if (!match)
    throw new Error(`React rendered no <head> and <body> to split: ${html.slice(0, 200)}`);
  return { head: match[1], body: match[2] };
}

/**
 * An app's `FragmentRenderer`: each exposed module renders at the request's address, under the
 * same parent route as in the shell (so `useParams` and links resolve alike), and reports its
 * status through `HttpStatusContext`. No element of its own wraps the module's HTML, so the
 * browser hydrates that HTML as is.
 */
export function fragmentRenderer(
  exposes: Record<string, ServerExpose>,
  pages: () => string[],
): FragmentRenderer {
  return {
    pages,
    async renderFragment({ expose, path, search, props }: FragmentRequest) {
      const module = Object.hasOwn(exposes, expose) ? exposes[expose] : undefined;
      if (!module) {
        throw new FragmentRequestError(
          404,
          `Unknown expose '${expose}': this app renders ${Object.keys(exposes).join(', ')}`,
        );
      }
      const element = module.render(props);
      const status = httpStatus();
      const { head, body } = await renderDocument(
        <HttpStatusContext.Provider value={status.report}>
          <StaticRouter location={path + search}>
            {module.route ? (
              <Routes>
                <Route path={module.route} element={element} />
              </Routes>
            ) : (
              element
            )}
          </StaticRouter>
        </HttpStatusContext.Provider>,
      );
      return {
        status: status.code,
        ...(status.location !== undefined && { location: status.location }),
        head,
        body,
      } satisfies RenderedFragment;
    },
  };
}

/**
 * A request this app cannot render, with the status the server answers it with (the contract in
 * shared-types' ssr.ts): 404 for an expose it does not have, 400 for props it cannot use.
 */
class FragmentRequestError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The request's props when they match the module's schema; anything else is a broken request,
 * answered with a clear error naming the first bad field rather than a half-rendered page. The
 * props are passed on as they came (not the schema's copy), exactly as the browser receives them.
 */
export function checkedProps<Props>(expose: string, schema: ZodType<Props>, props: unknown): Props {
  const checked = schema.safeParse(props);
  if (checked.success) return props as Props;
  const [issue] = checked.error.issues;
  const where = issue?.path.length ? issue.path.join('.') : 'props';
  throw new FragmentRequestError(400, `${expose}: ${where}: ${issue?.message ?? 'invalid'}`);
}
