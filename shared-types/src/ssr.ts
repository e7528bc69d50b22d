import type { RuntimeConfig } from './exposes';
import type { RemoteName } from './remote-name';

/**
 * The server-rendering contract: every remote renders its exposed modules to HTML on its own
 * server, and the page is composed from the shell's frame and those fragments at request time.
 */

/** What the shell asks a remote to render: one exposed module, at one address, with its props. */
export interface FragmentRequest {
  /** The exposed module without './', such as 'BlogRoutes' or 'LatestArticles'. */
  expose: string;
  /** The page's path, such as '/blog/Some-Post/'. */
  path: string;
  /** The page's query string with its '?', or ''. */
  search: string;
  /** Exactly the props the shell passes the module in the browser (JSON). */
  props: unknown;
}

/** A rendered fragment. `body` is what the module renders in the browser, so it hydrates as is. */
export interface RenderedFragment {
  /**
   * 200, 404 when the module rendered its Not Found (an unknown post or provider), or 301 for an
   * address that moved (a post whose title changed), with `location`.
   */
  status: number;
  /** With 301: the path the page is at now. */
  location?: string;
  /** Tags for the document head (title, description, social tags), hoisted by React. */
  head: string;
  body: string;
}

/** What each app's server bundle (`dist/server/render.js`) exports. */
export interface FragmentRenderer {
  /**
   * Rejects with an error whose `status` is 404 for an expose the app does not have and 400 for
   * props the module cannot use (the app server answers with that status and the message); any
   * other rejection is a 500.
   */
  renderFragment(request: FragmentRequest): Promise<RenderedFragment>;
  /** Every page path the app owns, for sitemap.xml (empty for a widget-only app). */
  pages(): string[];
  /**
   * The text exports of an exposed module that the shell needs before it renders, such as the
   * blog's `nervePainArticlePath` (no pop-up on that article).
   */
  data?(expose: string): Record<string, string>;
  /**
   * A first-party relay to a third party the app's widgets need (the reviews provider), so that
   * browsers never call it: its answer for a request's method and path, or null when the path is
   * not its own. It is given nothing else of the visitor's request, so it can forward nothing.
   */
  relay?(request: RelayRequest): Promise<Response | null>;
}

/** All a relay learns of a visitor's request. */
export interface RelayRequest {
  method: string;
  pathname: string;
}

/** What the shell's server process passes its server bundle for a request that names no file. */
export interface PageRequest {
  method: string;
  path: string;
  search: string;
  /** app.html of the browser build. */
  template: string;
  config: RuntimeConfig;
  /** Where this server reaches each remote's server: each of its replicas. */
  remoteServers: Partial<Record<RemoteName, readonly string[]>>;
  /** Sent with every fragment request: remotes answer only the composition engine and the shell. */
  fragmentSecret: string;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the shell's server bundle (`dist/server/render.js`) exports. */
export interface ShellRenderer {
  /** A page, sitemap.xml or robots.txt. */
  respond(request: PageRequest): Promise<PageResponse>;
  /** The runtime config checked as the browser checks it; throws naming the field that fails. */
  parseRuntimeConfig(text: string): RuntimeConfig;
}

/**
 * The props of a remote's standalone page (`src/standalone.tsx`, its default export), which
 * `npm run dev -w <remote>` renders on the server and hydrates in the browser.
 */
export interface StandaloneProps {
  /** Where the standalone page is served, such as 'http://localhost:3004'. */
  origin: string;
}
