import { splitInlineLinks } from './inline-links';

describe('splitInlineLinks', () => {
  it('turns each named span into a link, in the order it appears', () => {
    expect(
      splitInlineLinks('See our psychiatry team and our sud services today.', [
        { text: 'sud services', href: '/services/sud/' },
        { text: 'psychiatry team', href: '/services/psychiatry/' },
      ]),
    ).toEqual([
      { text: 'See our ' },
      { text: 'psychiatry team', href: '/services/psychiatry/' },
      { text: ' and our ' },
      { text: 'sud services', href: '/services/sud/' },
      { text: ' today.' },
    ]);
  });

  it('keeps the paragraph whole when there are no links or a link text is missing', () => {
    expect(splitInlineLinks('Plain text.')).toEqual([{ text: 'Plain text.' }]);
    expect(splitInlineLinks('Plain text.', [{ text: 'absent', href: '/x' }])).toEqual([
      { text: 'Plain text.' },
    ]);
  });

  it('ignores a link that overlaps an earlier one', () => {
    expect(
      splitInlineLinks('primary health care', [
        { text: 'primary health', href: '/a' },
        { text: 'health care', href: '/b' },
      ]),
    ).toEqual([{ text: 'primary health', href: '/a' }, { text: ' care' }]);
  });
});
