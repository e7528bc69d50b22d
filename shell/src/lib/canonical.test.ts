import { canonicalUrl } from './canonical';

const origin = 'https://www.omegahealth.example';

describe('canonicalUrl', () => {
  it('gives most routes a trailing slash, as docs/product.md writes them', () => {
    expect(canonicalUrl(origin, '/aboutUs')).toBe(`${origin}/aboutUs/`);
    expect(canonicalUrl(origin, '/services/sud/')).toBe(`${origin}/services/sud/`);
    expect(canonicalUrl(origin, '/ourteam/Samuel_Osei')).toBe(`${origin}/ourteam/Samuel_Osei/`);
  });

  it('keeps FAQs, Contact and Home without one', () => {
    expect(canonicalUrl(origin, '/FAQs/')).toBe(`${origin}/FAQs`);
    expect(canonicalUrl(origin, '/contact-us')).toBe(`${origin}/contact-us`);
    expect(canonicalUrl(origin, '/')).toBe(`${origin}/`);
  });

  it('keeps a blog page number after the first and drops every other query', () => {
    expect(canonicalUrl(origin, '/blog/', '?&page=2')).toBe(`${origin}/blog/?page=2`);
    expect(canonicalUrl(origin, '/blog/', '?page=1')).toBe(`${origin}/blog/`);
    expect(canonicalUrl(origin, '/blog/', '?page=abc&utm_source=x')).toBe(`${origin}/blog/`);
  });

  it('keeps a blog search, which the blog marks noindex, and its page; q elsewhere is dropped', () => {
    expect(canonicalUrl(origin, '/blog', '?q=+Heart+health+&utm_source=x')).toBe(
      `${origin}/blog/?q=Heart+health`,
    );
    expect(canonicalUrl(origin, '/blog/', '?page=2&q=vaccine')).toBe(
      `${origin}/blog/?q=vaccine&page=2`,
    );
    expect(canonicalUrl(origin, '/blog/', '?q=+')).toBe(`${origin}/blog/`);
    expect(canonicalUrl(origin, '/blog/category/Articles/', '?q=x')).toBe(
      `${origin}/blog/category/Articles/`,
    );
    expect(canonicalUrl(origin, '/', '?q=x')).toBe(`${origin}/`);
  });
});
