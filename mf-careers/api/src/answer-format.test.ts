import { answerFormat } from './answer-format';

describe('answerFormat', () => {
  test.each<[string | undefined, 'html' | 'json']>([
    // Chromium navigating to a form's answer.
    [
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      'html',
    ],
    ['TEXT/HTML', 'html'],
    // axios, the careers page's script.
    ['application/json, text/plain, */*', 'json'],
    ['text/html, application/json', 'json'],
    ['application/json;q=0, text/html', 'html'],
    ['text/html;q=0, */*', 'json'],
    ['*/*', 'json'],
    ['', 'json'],
    [undefined, 'json'],
  ])('Accept %p gets %s', (accept, format) => {
    expect(answerFormat(accept)).toBe(format);
  });
});
