import { telHref } from './phone';

describe('telHref', () => {
  it('dials a ten-digit US number with its country code', () => {
    expect(telHref('(732) 555-0142')).toBe('+17325550142');
  });

  it('keeps a number that already carries a country code', () => {
    expect(telHref('+1 732 555 0142')).toBe('+17325550142');
  });
});
