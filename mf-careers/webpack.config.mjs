import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import { createConfig } from '@practice/tooling/webpack';

const careers = createConfig({
  dir: import.meta.dirname,
  title: 'Omega Health Care careers (standalone)',
  shared: ['axios'],
});

/**
 * The production build writes the PDFs into dist/ after webpack (see package.json); a development
 * build copies in the ones `npm run dev`'s predev step generates into pdf/dist/site.
 */
export default (env, argv) => {
  const [browser, server] = careers(env, argv);
  if (argv.mode === 'development') {
    browser.plugins.push(
      new CopyPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'pdf/dist/site') }] }),
    );
  }
  return [browser, server];
};
