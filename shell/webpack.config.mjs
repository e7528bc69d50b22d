import { createConfig } from '@practice/tooling/webpack';

// The host: it exposes nothing and compiles in no remote URL (they come from runtime-config.json).
export default createConfig({
  dir: import.meta.dirname,
  title: 'Omega Health Care',
  host: true,
  page: 'app.html',
  shared: ['react-slick'],
});
