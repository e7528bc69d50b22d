import path from 'node:path';
import { createConfig } from '@practice/tooling/webpack';

const careers = createConfig({
  dir: import.meta.dirname,
  name: 'careers',
  port: 3003,
  title: 'Omega Health Care careers (standalone)',
  exposes: { './CareersPage': './src/exposes/CareersPage.tsx' },
  shared: ['axios'],
});

/**
 * The production build writes the PDFs into dist/ after webpack (see package.json); the dev
 * server serves the copies `npm run dev` generates into pdf/dist/site.
 */
export default (env, argv) => {
  const config = careers(env, argv);
  // Production builds the browser and server bundles (an array); only development has a dev server.
  if (!Array.isArray(config)) {
    config.devServer.static = {
      directory: path.join(import.meta.dirname, 'pdf/dist/site'),
      watch: false,
    };
  }
  return config;
};
