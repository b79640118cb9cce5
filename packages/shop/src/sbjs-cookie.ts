import { safeDecode } from './url-parts';

/**
 * The value format of sourcebuster's cookies: `key=value|||key=value`.
 *
 * Values here are cookie values as a cookie parser hands them over (transport encoding already
 * removed); whoever sets the cookie applies `encodeURIComponent`, as sourcebuster does.
 */
export const SBJS_DELIMITER = '|||';

/**
 * Packs entries in order. '%' and '|' inside values are percent-encoded so a value can never break
 * the format; sourcebuster decodes each value when it reads, so it reads them back unchanged.
 */
export function packSbjs(entries: readonly (readonly [key: string, value: string])[]): string {
  return entries
    .map(([key, value]) => `${key}=${value.replace(/%/g, '%25').replace(/\|/g, '%7C')}`)
    .join(SBJS_DELIMITER);
}

/**
 * Reads a cookie value the way sourcebuster's getter does: a value made only of base64 characters
 * is the library's optional base64 form and is decoded first, then each part splits at its first
 * '=' and the value is percent-decoded. Missing or empty cookies read as {}.
 */
export function parseSbjs(cookieValue: string | undefined): Record<string, string> {
  if (cookieValue === undefined || cookieValue === '') return {};
  const text = BASE64_ONLY.test(cookieValue) ? fromBase64Form(cookieValue) : cookieValue;
  const fields: Record<string, string> = {};
  for (const part of text.split(SBJS_DELIMITER)) {
    const equals = part.indexOf('=');
    const key = equals === -1 ? part : part.slice(0, equals);
    fields[key] = equals === -1 ? '' : safeDecode(part.slice(equals + 1));
  }
  return fields;
}

const BASE64_ONLY = /^[A-Za-z0-9+/]+$/;
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** base64 (padding stripped) of the percent-encoded value; kept as it is when it cannot be decoded. */
function fromBase64Form(value: string): string {
  if (value.length % 4 === 1) return value;
  let bits = 0;
  let bitCount = 0;
  let decoded = '';
  for (const character of value) {
    bits = (bits << 6) | BASE64_ALPHABET.indexOf(character);
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      decoded += String.fromCharCode((bits >> bitCount) & 0xff);
      bits &= (1 << bitCount) - 1;
    }
  }
  return safeDecode(decoded);
}
