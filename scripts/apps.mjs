// @ts-check
/** The local topology: every app and service, its folder and port. `PORT_OFFSET` shifts them all. */
const offset = Number(process.env.PORT_OFFSET ?? 0);

/** Where the site is: the composition engine (nginx), in front of the shell's server. */
export const site = { port: 3000 + offset };

/** Each app's server process: its files, and its own server-side rendering. */
export const apps = [
  { name: 'shell', dir: 'shell', port: 3007 + offset },
  { name: 'blog', dir: 'mf-blog', port: 3001 + offset },
  { name: 'team', dir: 'mf-team', port: 3002 + offset },
  { name: 'careers', dir: 'mf-careers', port: 3003 + offset },
  { name: 'reviews', dir: 'mf-reviews', port: 3004 + offset },
];

export const remotes = apps.filter((app) => app.name !== 'shell');

/** Each service's server process: its built main (reading PORT) and its health probe's path. */
export const services = {
  upload: {
    name: 'upload',
    main: 'mf-careers/api/dist/main.js',
    health: '/health',
    port: 3005 + offset,
  },
  reviewsStub: {
    name: 'reviews-stub',
    main: 'mf-reviews/stub/dist/main.js',
    health: '/__stub/health',
    port: 3006 + offset,
  },
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
