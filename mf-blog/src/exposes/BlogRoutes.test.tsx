import { nervePainArticlePath } from './BlogRoutes';

describe('the BlogRoutes contract', () => {
  it('exports the path of the nerve-pain therapy article', () => {
    expect(nervePainArticlePath).toBe(
      '/blog/Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care/',
    );
  });
});
