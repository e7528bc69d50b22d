// @ts-check
/**
 * Development only: a remote's standalone page (`npm run dev -w <remote>`) served as the site
 * serves its pages. The files of its development build, and for every other path its standalone
 * page (server/standalone.js, made from its src/standalone.tsx) rendered with sample site facts
 * into the build's index.html, with the page's status (404 for an unknown post), for the browser
 * to hydrate. Both are read again after every rebuild.
 *
 *   node server/app-server/standalone-server.mjs <app folder> --build dist-dev --port 3001
 */
import fs from 'node:fs';
import { appArguments, inBuild, runAppServer } from './app-process.mjs';
import { serverBundle } from './bundle.mjs';
import { reloading } from './reloading.mjs';

const { name, dist, port } = appArguments();
const renderer = reloading(inBuild(dist, 'server/standalone.js'), serverBundle('renderFragment'));
const template = reloading(inBuild(dist, 'index.html'), (file) => fs.readFileSync(file, 'utf8'));
const ROOT = '<main id="root"></main>';

await runAppServer({
  name,
  dist,
  port,
  ownOrigin: true,
  devReports: true,
  answer: async (url, req, res) => {
    const module = renderer();
    const page = template();
    if (!module || page === null || !page.includes(ROOT)) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '2' });
      res.end(`${name} has no development build yet.`);
      return;
    }
    const { status, head, body } = await module.renderFragment({
      expose: 'Standalone',
      path: url.pathname,
      search: url.search,
      props: { origin: `http://localhost:${port}` },
    });
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    // The page's own title, when it renders one, rather than the template's.
    const frame = head.includes('<title') ? page.replace(/<title>[^<]*<\/title>/, '') : page;
    res.end(
      req.method === 'HEAD'
        ? undefined
        : frame
            .replace('</head>', () => `${head}</head>`)
            .replace(ROOT, () => `<main id="root">${body}</main>`),
    );
  },
});
