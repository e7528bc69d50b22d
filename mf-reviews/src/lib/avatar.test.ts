import { AVATAR_COLOURS, avatarColour, avatarLetter } from './avatar';

describe('avatarLetter', () => {
  it("is the name's first letter, upper-cased", () => {
    expect(avatarLetter('maria Gonzalez', false)).toBe('M');
    expect(avatarLetter('  Élodie', false)).toBe('É');
  });

  it("is 'A' for an anonymous reviewer whatever the name", () => {
    expect(avatarLetter('Google User', true)).toBe('A');
  });

  it("is 'A' for an empty name", () => {
    expect(avatarLetter('  ', false)).toBe('A');
  });
});

describe('avatarColour', () => {
  it('gives the same letter the same colour', () => {
    expect(avatarColour('M')).toBe(avatarColour('M'));
  });

  it('gives neighbouring letters different colours from the palette', () => {
    const colours = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map(avatarColour);
    expect(new Set(colours).size).toBe(AVATAR_COLOURS.length);
    colours.forEach((colour) => expect(AVATAR_COLOURS).toContain(colour));
  });

  it('picks a palette colour for letters outside A to Z too', () => {
    expect(AVATAR_COLOURS).toContain(avatarColour('Ж'));
  });
});

describe('AVATAR_COLOURS', () => {
  /** WCAG relative luminance of a #rrggbb colour. */
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };

  it.each(AVATAR_COLOURS)('%s keeps a white letter at AA contrast (4.5:1)', (colour) => {
    expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
