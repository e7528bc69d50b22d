import { archivePath, articlePath, categoryPath } from './paths';

describe('blog paths', () => {
  it('puts an article at its endpoint with a trailing slash', () => {
    expect(articlePath('Flu-Shots-Are-Now-Available')).toBe('/blog/Flu-Shots-Are-Now-Available/');
  });

  it('names a category as it is', () => {
    expect(categoryPath('Education')).toBe('/blog/category/Education/');
  });

  it('URL-encodes the month and year of an archive', () => {
    expect(archivePath('June 2025')).toBe('/blog/archive/June%202025/');
  });
});
