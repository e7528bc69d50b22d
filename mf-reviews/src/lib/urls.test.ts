import { httpUrl } from './urls';

describe('httpUrl', () => {
  it('accepts absolute http and https URLs', () => {
    expect(httpUrl('https://lh3.example/photo.jpg')).toBe('https://lh3.example/photo.jpg');
    expect(httpUrl('http://localhost:3006/avatars/a.svg')).toBe(
      'http://localhost:3006/avatars/a.svg',
    );
  });

  it.each([
    undefined,
    '',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/a.png',
    '/avatars/a.svg',
    'ftp://files.example/a.png',
  ])('refuses %p', (url) => {
    expect(httpUrl(url)).toBeUndefined();
  });
});
