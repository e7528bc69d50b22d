/**
 * Application references such as 'K7QM-3XD9': short enough to read out on the phone, random
 * enough (40 bits) that nobody can guess another applicant's. Crockford's base 32 leaves out I, L,
 * O and U, so no character can be mistaken for another.
 */
import crypto from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export function newReference(): string {
  let bits = crypto.randomBytes(5).reduce((value, byte) => value * 256n + BigInt(byte), 0n);
  let characters = '';
  for (let index = 0; index < 8; index += 1) {
    characters = ALPHABET[Number(bits % 32n)] + characters;
    bits /= 32n;
  }
  return `${characters.slice(0, 4)}-${characters.slice(4)}`;
}
