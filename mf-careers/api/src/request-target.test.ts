import { requestPath } from './request-target';

describe('requestPath', () => {
  test.each([
    ['/upload_form', '/upload_form'],
    ['/health?check=1', '/health'],
    ['/', '/'],
    ['/a%20b', '/a%20b'],
    ['/%252e%252e/health', '/%252e%252e/health'],
  ])('%j is the path %j', (target, path) => {
    expect(requestPath(target)).toBe(path);
  });

  test.each([
    undefined,
    '',
    '*',
    'health',
    '//x:99999/',
    'http://evil.example/upload_form',
    '/upload_form%zz',
    '/%',
    '/health%00',
    '/health/../upload_form',
    '/./health',
    '/%2e%2e/upload_form',
    '/..%2fupload_form',
    '/a%5cb',
  ])('%j is not a path of this server', (target) => {
    expect(requestPath(target)).toBeNull();
  });
});
