import { reviewText } from './translation';

const translatedFirst = '(Translated by Google) Excellent care.\n\n(Original)\nExcelente atención.';
const originalFirst = 'Muy buena atención.\n\n(Translated by Google)\nVery good care.';

describe('reviewText', () => {
  describe('with translation off', () => {
    it('keeps the text after "(Original)"', () => {
      expect(reviewText(translatedFirst, false)).toEqual({
        text: 'Excelente atención.',
        translated: false,
      });
    });

    it('keeps the text before "(Translated by Google)"', () => {
      expect(reviewText(originalFirst, false)).toEqual({
        text: 'Muy buena atención.',
        translated: false,
      });
    });
  });

  describe('with translation on', () => {
    it('keeps the translation before "(Original)" without its marker', () => {
      expect(reviewText(translatedFirst, true)).toEqual({
        text: 'Excellent care.',
        translated: true,
      });
    });

    it('keeps the translation after "(Translated by Google)"', () => {
      expect(reviewText(originalFirst, true)).toEqual({
        text: 'Very good care.',
        translated: true,
      });
    });

    it('falls back to the original when the translation is empty', () => {
      expect(reviewText('Muy bien.\n(Translated by Google)\n  ', true)).toEqual({
        text: 'Muy bien.',
        translated: false,
      });
    });
  });

  it('returns a comment without markers trimmed', () => {
    expect(reviewText('  Great visit.\n', true)).toEqual({
      text: 'Great visit.',
      translated: false,
    });
    expect(reviewText('  Great visit.\n', false)).toEqual({
      text: 'Great visit.',
      translated: false,
    });
  });

  it('handles markers without surrounding newlines', () => {
    expect(reviewText('(Translated by Google) Good(Original)Bueno', false).text).toBe('Bueno');
    expect(reviewText('Bueno(Translated by Google)Good', false).text).toBe('Bueno');
  });
});
