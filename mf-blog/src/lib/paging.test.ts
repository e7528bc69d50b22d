import { canonicalPageValue, clampPage, pageCount, pageOf, pagerItems, parsePage } from './paging';

describe('parsePage', () => {
  it.each([
    ['2', 2],
    ['12', 12],
    [' 3 ', 3],
    ['007', 7],
  ])('reads %p as page %p', (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });

  it.each([null, '', 'abc', '0', '-1', '2.5', '1e3', '2abc'])('counts %p as page 1', (raw) => {
    expect(parsePage(raw)).toBe(1);
  });

  it('reads the ?&page=N form through URLSearchParams', () => {
    expect(parsePage(new URLSearchParams('?&page=2').get('page'))).toBe(2);
  });
});

describe('pageCount and clampPage', () => {
  it('counts pages of five', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(5)).toBe(1);
    expect(pageCount(6)).toBe(2);
    expect(pageCount(30)).toBe(6);
  });

  it('shows the last page for a page beyond it', () => {
    expect(clampPage(999, 6)).toBe(6);
    expect(clampPage(3, 6)).toBe(3);
  });

  it('stays on page 1 for an empty list', () => {
    expect(clampPage(4, 0)).toBe(1);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 12 }, (_, index) => index + 1);

  it('slices five items per page', () => {
    expect(pageOf(items, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(items, 3)).toEqual([11, 12]);
  });
});

describe('canonicalPageValue', () => {
  it('rewrites a value that does not name the page shown', () => {
    expect(canonicalPageValue('abc', 1)).toBe('1');
    expect(canonicalPageValue('0', 1)).toBe('1');
    expect(canonicalPageValue('999', 6)).toBe('6');
    expect(canonicalPageValue('', 1)).toBe('1');
  });

  it('leaves a correct or missing value alone', () => {
    expect(canonicalPageValue('2', 2)).toBeNull();
    expect(canonicalPageValue(null, 1)).toBeNull();
  });
});

describe('pagerItems', () => {
  it('lists every page of a short list', () => {
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows the first and last pages, the current one and its neighbours', () => {
    expect(pagerItems(1, 6)).toEqual([1, 2, 'gap', 6]);
    expect(pagerItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pagerItems(6, 6)).toEqual([1, 'gap', 5, 6]);
  });

  it('shows a single missing page instead of a gap', () => {
    expect(pagerItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pagerItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });
});
