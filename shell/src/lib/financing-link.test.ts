import { financingLink } from './financing-link';

describe('financingLink', () => {
  it('carries the product code and the token in the query', () => {
    const link = new URL(financingLink('https://apply.example/omega?lang=en', 'AXON-1500', 't&k'));
    expect(link.origin + link.pathname).toBe('https://apply.example/omega');
    expect(link.searchParams.get('lang')).toBe('en');
    expect(link.searchParams.get('productCode')).toBe('AXON-1500');
    expect(link.searchParams.get('token')).toBe('t&k');
  });
});
