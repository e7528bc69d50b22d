import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { site } from '../config/site';
import { SocialMeta } from './SocialMeta';

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ??
  document.head.querySelector(selector)?.getAttribute('href');

describe('SocialMeta', () => {
  it('gives the page its canonical URL and the social tags every page shares', async () => {
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/services/sud']}>
          <SocialMeta />
        </MemoryRouter>,
      );
    });
    expect(content('link[rel="canonical"]')).toBe(`${site.origin}/services/sud/`);
    expect(content('meta[property="og:url"]')).toBe(`${site.origin}/services/sud/`);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[property="og:image"]')).toBe(`${site.origin}/social-card.png`);
    expect(content('meta[name="twitter:image"]')).toBe(`${site.origin}/social-card.png`);
    expect(content('meta[property="og:image:alt"]')).toMatch(/^Omega Health Care: primary care/);
  });
});
