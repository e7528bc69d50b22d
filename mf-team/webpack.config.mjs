import { createConfig } from '@practice/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'team',
  title: 'Omega Health Care team (standalone)',
  exposes: { './TeamRoutes': './src/exposes/TeamRoutes.tsx' },
});
