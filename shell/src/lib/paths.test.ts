import { ariaCurrentFor, isSamePath, isWithinSection, normalizePath } from './paths';

describe('normalizePath', () => {
  it('drops trailing slashes and case, keeping the root', () => {
    expect(normalizePath('/FAQs/')).toBe('/faqs');
    expect(normalizePath('/services/sud//')).toBe('/services/sud');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
});

describe('isSamePath', () => {
  it('matches a path with and without its trailing slash', () => {
    expect(isSamePath('/services/axon-therapy-mpns', '/services/axon-therapy-mpns/')).toBe(true);
    expect(isSamePath('/services/axon-therapy', '/services/axon-therapy-mpns/')).toBe(false);
  });
});

describe('isWithinSection', () => {
  it('holds the section page and the pages below it only', () => {
    expect(isWithinSection('/services/', '/services/')).toBe(true);
    expect(isWithinSection('/services/sud/', '/services/')).toBe(true);
    expect(isWithinSection('/servicesfoo', '/services/')).toBe(false);
  });

  it('treats home as a section of its own page only', () => {
    expect(isWithinSection('/', '/')).toBe(true);
    expect(isWithinSection('/aboutUs/', '/')).toBe(false);
  });
});

describe('ariaCurrentFor', () => {
  it('marks the link to this page, and the section link of a page below it', () => {
    expect(ariaCurrentFor('/FAQs', '/faqs/')).toBe('page');
    expect(ariaCurrentFor('/services/', '/services/sud/')).toBe('true');
    expect(ariaCurrentFor('/', '/services/sud/')).toBeUndefined();
    expect(ariaCurrentFor('/aboutUs/', '/')).toBeUndefined();
  });
});
