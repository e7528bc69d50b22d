/**
 * The name an applicant's file had, made safe to record and show: no folders, no control or
 * direction-override characters (which can disguise an extension), no characters that file systems
 * reserve, and a bounded length. Stored files never use it: they get generated names.
 */

const MAX_NAME_LENGTH = 120;
const FALLBACK_NAME = 'document';

// C0 and C1 controls, and the Unicode bidirectional overrides and isolates.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const RESERVED = /[<>:"|?*]/g;

export function sanitizeFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/\s+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return FALLBACK_NAME;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;

  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length).trimEnd() + extension;
}
