import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { site } from '../../config/site';
import { SocialMeta } from './SocialMeta';

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ??
  document.head.querySelector(selector)?.getAttribute('href');

function Screen({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}

describe('SocialMeta', () => {
  it('gives the page its canonical URL and mirrors the screen title and description', async () => {
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/services/sud']}>
          <Screen title="SUD Treatment | Omega Health Care" description="Care without judgment." />
          <SocialMeta />
        </MemoryRouter>,
      );
    });
    expect(content('link[rel="canonical"]')).toBe(`${site.origin}/services/sud/`);
    expect(content('meta[property="og:url"]')).toBe(`${site.origin}/services/sud/`);
    expect(content('meta[property="og:title"]')).toBe('SUD Treatment | Omega Health Care');
    expect(content('meta[property="og:description"]')).toBe('Care without judgment.');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:title"]')).toBe('SUD Treatment | Omega Health Care');
    expect(content('meta[property="og:image"]')).toBe(`${site.origin}/social-card.png`);
    expect(content('meta[name="twitter:image"]')).toBe(`${site.origin}/social-card.png`);
    expect(content('meta[property="og:image:alt"]')).toMatch(/^Omega Health Care: primary care/);
  });

  it('follows a title set later, as a remote screen does when it loads', async () => {
    let rerender: ReturnType<typeof render>['rerender'] = () => undefined;
    await act(async () => {
      ({ rerender } = render(
        <MemoryRouter initialEntries={['/blog/']}>
          <SocialMeta />
        </MemoryRouter>,
      ));
    });
    await act(async () => {
      rerender(
        <MemoryRouter initialEntries={['/blog/']}>
          <Screen title="Blog | Omega Health Care" description="Health articles." />
          <SocialMeta />
        </MemoryRouter>,
      );
    });
    expect(content('meta[property="og:title"]')).toBe('Blog | Omega Health Care');
    expect(content('meta[name="twitter:description"]')).toBe('Health articles.');
  });
});
