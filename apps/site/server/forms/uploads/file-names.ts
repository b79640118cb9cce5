import { cleanFileName } from '@atelier/form-engine/validation/upload';

/** Longest name kept, in characters; file systems and mail clients cope with this much. */
const MAX_NAME_LENGTH = 180;

// Control and format characters: invisible, and a right-to-left override can disguise an extension.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name an uploaded file is kept under, from the name the browser sent: only the last path
 * segment (`../../etc/passwd` is `passwd`, `C:\photos\a.jpg` is `a.jpg`), without the characters
 * `<>:"/\|?*` (UPL-010) or invisible ones, without leading dots and surrounding spaces, and at
 * most MAX_NAME_LENGTH characters with the extension kept. Undefined when nothing is left.
 */
export function cleanUploadName(sent: string): string | undefined {
  const lastSegment = sent.split(/[/\\]/).pop() ?? '';
  const cleaned = cleanFileName(lastSegment.normalize('NFC').replace(INVISIBLE, ''))
    .trim()
    .replace(/^[.\s]+/, '');
  if (cleaned === '') return undefined;
  const characters = [...cleaned];
  if (characters.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? [...cleaned.slice(dot)] : [];
  if (extension.length > 16) return characters.slice(0, MAX_NAME_LENGTH).join('');
  return characters.slice(0, MAX_NAME_LENGTH - extension.length).join('') + extension.join('');
}
