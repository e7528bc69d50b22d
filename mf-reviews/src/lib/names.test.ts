import { displayName } from './names';

describe('displayName', () => {
  it('shows the whole name with "full"', () => {
    expect(displayName('Maria Gonzalez', 'full')).toBe('Maria Gonzalez');
  });

  it('shows the first name and the last name initial with "firstAndInitial"', () => {
    expect(displayName('Maria Gonzalez', 'firstAndInitial')).toBe('Maria G.');
    expect(displayName('Mary Ann van der berg', 'firstAndInitial')).toBe('Mary B.');
  });

  it('keeps a single name as it is', () => {
    expect(displayName('Cher', 'firstAndInitial')).toBe('Cher');
  });

  it('collapses stray whitespace', () => {
    expect(displayName('  James   Okafor ', 'full')).toBe('James Okafor');
  });

  it('never shortens an anonymous reviewer', () => {
    expect(displayName('A Google User', 'firstAndInitial', true)).toBe('A Google User');
  });

  it('names a reviewer without a name "Anonymous"', () => {
    expect(displayName('   ', 'full')).toBe('Anonymous');
  });
});
