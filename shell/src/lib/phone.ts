/** The tel: target of a US number written for reading, such as '(732) 555-0142' → '+17325550142'. */
export function telHref(displayNumber: string): string {
  const digits = displayNumber.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}
