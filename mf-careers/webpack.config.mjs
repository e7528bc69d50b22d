import { createConfig } from '@practice/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'careers',
  port: 3003,
  title: 'Omega Health Care careers (standalone)',
  exposes: { './CareersPage': './src/exposes/CareersPage.tsx' },
  shared: ['axios'],
});
