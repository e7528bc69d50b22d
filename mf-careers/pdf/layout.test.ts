import { wrapText } from './layout';

/** Every character one point wide at size 1, so widths are easy to reason about. */
const monospace = { widthOfTextAtSize: (text: string, size: number) => text.length * size };

describe('wrapText', () => {
  test('fills each line with as many words as fit', () => {
    expect(wrapText('one two three four five', monospace, 1, 9)).toEqual([
      'one two',
      'three',
      'four five',
    ]);
  });

  test('collapses whitespace and keeps an over-long word on a line of its own', () => {
    expect(wrapText('  a   verylongword  b ', monospace, 1, 5)).toEqual(['a', 'verylongword', 'b']);
  });

  test('measures at the given size', () => {
    expect(wrapText('ab cd', monospace, 2, 10)).toEqual(['ab cd']);
    expect(wrapText('ab cd', monospace, 3, 10)).toEqual(['ab', 'cd']);
  });

  test('empty text has no lines', () => {
    expect(wrapText('   ', monospace, 1, 10)).toEqual([]);
  });
});
