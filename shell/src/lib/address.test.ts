import { formatAddress } from './address';

describe('formatAddress', () => {
  const address = {
    street: '450 Meadow Lane',
    unit: 'Suite 200',
    locality: 'Millbrook',
    region: 'NJ',
    postalCode: '08512',
  };

  it('writes the address on one line', () => {
    expect(formatAddress(address)).toBe('450 Meadow Lane, Suite 200, Millbrook, NJ 08512');
  });

  it('leaves out an empty unit', () => {
    expect(formatAddress({ ...address, unit: '' })).toBe('450 Meadow Lane, Millbrook, NJ 08512');
  });
});
