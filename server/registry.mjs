// @ts-check
/**
 * The one list of the site's apps and services (registry.json): who they are, where their package
 * lives, their local port, what each remote exposes and which routes it owns (the shell owns
 * every route no remote does). The local commands, the jest projects and the runtime config are
 * made from it; the nginx template, docker-compose.yml, the webpack configs, the shell's remote
 * areas and the contracts in shared-types are checked against it by tests. Adding a remote is one
 * entry there plus its package.
 *
 * Here the ports are the local ones: `PORT_OFFSET` shifts them all (two checkouts side by side).
 */
import registry from './registry.json' with { type: 'json' };

const offset = Number(process.env.PORT_OFFSET ?? 0);
/** @template {{ port: number }} T @param {T} entry @returns {T} */
const local = (entry) => ({ ...entry, port: entry.port + offset });

/** Where the site is: the composition engine, in front of the shell's server. */
export const site = local(registry.site);

/** Each app's server process (the shell first), at its local port. */
export const apps = registry.apps.map(local);

export const remotes = apps.filter((app) => app.name !== 'shell');

/** The app whose package is in this folder (its name in the registry), if any. */
export const appOfFolder = (/** @type {string} */ folder) => apps.find((app) => app.dir === folder);

/** Each service's server process: its built main (reading PORT) and its health probe's path. */
export const services = {
  upload: local(registry.services.upload),
  reviewsStub: local(registry.services.reviewsStub),
};

/** The runtime config the local shell is served with, pointing at the local ports. */
export function localRuntimeConfig() {
  return {
    remotes: remotes.map((app) => ({
      name: app.name,
      entry: `http://localhost:${app.port}/mf-manifest.json`,
    })),
    remoteTimeoutMs: 8000,
    reviews: {
      apiBase: `http://localhost:${services.reviewsStub.port}`,
      featurableId: 'omega-health-care',
    },
    uploadUrl: `http://localhost:${services.upload.port}/upload_form`,
  };
}
