import type { RemoteName, RuntimeConfig } from '@practice/shared-types';

/** What the shell's server process passes for a request that names no file (server/app-server/pages.mjs). */
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
