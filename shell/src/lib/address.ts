import type { PostalAddress } from '@practice/shared-types';

/** '450 Meadow Lane, Suite 200, Millbrook, NJ 08512'; an empty unit is left out. */
export function formatAddress({
  street,
  unit,
  locality,
  region,
  postalCode,
}: PostalAddress): string {
  return [street, unit, locality, `${region} ${postalCode}`].filter(Boolean).join(', ');
}
