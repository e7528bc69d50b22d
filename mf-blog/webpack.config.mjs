import { createConfig } from '@practice/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  title: 'Omega Health Care blog (standalone)',
  // Articles are Markdown, compiled at build time: no Markdown parser reaches the browser.
  rules: [{ test: /\.md$/, use: { loader: `${import.meta.dirname}/markdown/loader.mjs` } }],
});
