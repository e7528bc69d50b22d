import { createConfig } from '@practice/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'blog',
  title: 'Omega Health Care blog (standalone)',
  exposes: {
    './BlogRoutes': './src/exposes/BlogRoutes.tsx',
    './LatestArticles': './src/exposes/LatestArticles.tsx',
  },
  // Articles are Markdown, compiled at build time: no Markdown parser reaches the browser.
  rules: [{ test: /\.md$/, use: { loader: `${import.meta.dirname}/markdown/loader.mjs` } }],
});
