import { createConfig } from '@practice/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  title: 'Omega Health Care reviews (standalone)',
  shared: ['axios', 'react-slick'],
});
