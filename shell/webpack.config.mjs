import registry from '@practice/server/registry.json' with { type: 'json' };
import { createConfig } from '@practice/tooling/webpack';

// The host: it exposes nothing and compiles in no remote URL (they come from runtime-config.json).
export default createConfig({
  dir: import.meta.dirname,
  title: 'Omega Health Care',
  host: true,
  page: 'app.html',
  shared: ['react-slick'],
  uses: registry.apps.flatMap((app) => app.exposes.map((expose) => `${app.name}/${expose}`)),
});
