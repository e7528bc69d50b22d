import { REFERENCE_PATTERN, newReference } from './reference';

test('references are two groups of four unambiguous characters, and differ', () => {
  const references = Array.from({ length: 1000 }, newReference);
  for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
  expect(references.join('')).not.toMatch(/[ILOU]/);
  expect(new Set(references).size).toBe(references.length);
});
