// @ts-check
/**
 * The one list of the site's apps and services (registry.json): who they are, where their package
 * lives, their local port, what each remote exposes and which routes it owns (the shell owns
 * every route no remote does). The local commands, the jest projects and the runtime config are
 * made from it when they run; `npm run generate` writes its parts of the nginx templates, the
 * Dockerfile, docker-compose.yml and deploy/k8s (generate/); the webpack configs, the shell's
 * remote areas and the contracts in shared-types are checked against it by tests. Adding a remote
 * is one entry there plus its package, then `npm run generate`.
 *
 * Here the ports are the local ones: `PORT_OFFSET` shifts them all (two checkouts side by side).
 * `npm start` can run several replicas of each app server (`REPLICAS`): replica k (from 0) listens
 * at the app's port + k × `replicas.portStep`, so the replicas of the default site stay within
 * 3000–3099 and clear of every other app's port and of the ports the tests shift theirs by.
 */
import registry from './registry.json' with { type: 'json' };

/** @typedef {typeof registry} Registry registry.json's shape, as the generators take it */

const offset = Number(process.env.PORT_OFFSET ?? 0);
/** @template {{ port: number }} T @param {T} entry @returns {T} */
const local = (entry) => ({ ...entry, port: entry.port + offset });

/** Where the site is: the composition engine, in front of the shell's server. */
export const site = local(registry.site);

/** Each app's server process (the shell first), at its local port. */
export const apps = registry.apps.map(local);

export const remotes = apps.filter((app) => app.name !== 'shell');

/**
 * How many replicas of each app server to run: REPLICAS, 1 when unset.
 * @returns {number}
 */
export function replicaCount() {
  const count = Number(process.env.REPLICAS || 1);
  const { max } = registry.replicas;
  if (!Number.isInteger(count) || count < 1 || count > max)
    throw new Error(
      `REPLICAS must be a whole number from 1 to ${max}, not ${process.env.REPLICAS}.`,
    );
  return count;
}

/**
 * The ports of an app's replicas, its own port first.
 * @param {{ port: number }} app @param {number} count
 */
export const replicaPorts = (app, count) =>
  Array.from({ length: count }, (_, k) => app.port + k * registry.replicas.portStep);

/**
 * The placeholder of the nginx templates (and the variable of docker-compose.yml and the
 * composition engine's Deployment) that names an app's servers: BLOG_SERVER.
 */
export const serverVariable = (/** @type {string} */ name) =>
  `${name.toUpperCase().replace(/-/g, '_')}_SERVER`;

/** The app whose package is in this folder (its name in the registry), if any. */
export const appOfFolder = (/** @type {string} */ folder) => apps.find((app) => app.dir === folder);

/** Each service's server process: its built main (reading PORT) and its health probe's path. */
export const services = {
  upload: local(registry.services.upload),
  reviewsStub: local(registry.services.reviewsStub),
};

/** Where the reviews remote's relay fetches the reviews from locally: the stub. */
export const localReviewsProviderUrl = `http://localhost:${services.reviewsStub.port}`;

/** The runtime config the local shell is served with, pointing at the local ports. */
export function localRuntimeConfig() {
  const reviews = remotes.find((app) => app.name === 'reviews');
  return {
    remotes: remotes.map((app) => ({
      name: app.name,
      entry: `http://localhost:${app.port}/mf-manifest.json`,
    })),
    remoteTimeoutMs: 8000,
    // Browsers ask the reviews remote's own server, which relays the provider.
    reviews: {
      apiBase: `http://localhost:${reviews?.port}`,
      featurableId: 'omega-health-care',
    },
    uploadUrl: `http://localhost:${services.upload.port}/upload_form`,
  };
}
