import { displayTag, tagLine } from './tags';

describe('tags', () => {
  it('capitalises each word', () => {
    expect(displayTag('heart health')).toBe('Heart Health');
    expect(displayTag('glp-1')).toBe('Glp-1');
    expect(displayTag('mat')).toBe('Mat');
  });

  it('joins tags with commas', () => {
    expect(tagLine(['vaccines', 'flu', 'prevention'])).toBe('Vaccines, Flu, Prevention');
  });
});
