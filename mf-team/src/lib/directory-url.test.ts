import { directoryProfileUrl } from './directory-url';

const directory = { token: 'abc 123&x', campaign: 'review_qr' };

describe('directoryProfileUrl', () => {
  it('adds the token and campaign tag as query parameters', () => {
    const url = new URL(
      directoryProfileUrl('https://directory.example/provider/jane-doe', directory),
    );
    expect(url.origin + url.pathname).toBe('https://directory.example/provider/jane-doe');
    expect(url.searchParams.get('token')).toBe('abc 123&x');
    expect(url.searchParams.get('utm_campaign')).toBe('review_qr');
  });

  it('encodes the values so they cannot break the query', () => {
    expect(directoryProfileUrl('https://directory.example/p', directory)).toBe(
      'https://directory.example/p?token=abc+123%26x&utm_campaign=review_qr',
    );
  });

  it('keeps existing parameters and the fragment, replacing ours if already present', () => {
    const url = new URL(
      directoryProfileUrl('https://directory.example/p?ref=site&token=old#reviews', directory),
    );
    expect(url.searchParams.get('ref')).toBe('site');
    expect(url.searchParams.getAll('token')).toEqual(['abc 123&x']);
    expect(url.hash).toBe('#reviews');
  });
});
