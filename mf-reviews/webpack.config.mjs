import { createConfig } from '@practice/tooling/webpack';

export default createConfig({
  dir: import.meta.dirname,
  name: 'reviews',
  title: 'Omega Health Care reviews (standalone)',
  exposes: {
    './ReviewsCarousel': './src/exposes/ReviewsCarousel.tsx',
    './ReviewsBadge': './src/exposes/ReviewsBadge.tsx',
  },
  shared: ['axios', 'react-slick'],
});
