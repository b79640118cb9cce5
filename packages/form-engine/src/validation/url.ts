import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

export type UrlOptions = RuleOptions;

const SCHEME = String.raw`(?:(?:https?|ftp):)?\/\/`;
const USER_INFO = String.raw`(?:[^\s:@\/]+(?::[^\s@\/]*)?@)?`;
const IPV4_OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const IPV4 = String.raw`${IPV4_OCTET}(?:\.${IPV4_OCTET}){3}`;
// Labels may use letters beyond ASCII (internationalised domains), never start or end with '-'.
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`;
const TOP_LEVEL = String.raw`\p{L}{2,63}`;
const DOMAIN = String.raw`(?:${LABEL}\.)+${TOP_LEVEL}\.?`;
const PORT = String.raw`(?::\d{2,5})?`;
const REST = String.raw`(?:[\/?#]\S*)?`;

const HOST_AND_REST = `(?:${IPV4}|${DOMAIN})${PORT}${REST}`;
const URL_PATTERN = new RegExp(`^${SCHEME}${USER_INFO}${HOST_AND_REST}$`, 'iu');
// A bare host has no credentials: 'mailto:a@b.com' must not pass as user 'mailto:a' at b.com.
const BARE_HOST_PATTERN = new RegExp(`^${HOST_AND_REST}$`, 'iu');

/** Whether `value` is a URL; a bare host without scheme (`example.com/path`) is accepted (VAL-022). */
export function isValidUrl(value: string): boolean {
  const candidate = value.trim();
  return URL_PATTERN.test(candidate) || BARE_HOST_PATTERN.test(candidate);
}

/** VAL-006, VAL-022: an empty value is valid here (required is a separate rule). */
export function validateUrl(value: string, options: UrlOptions = {}): ValidationResult {
  if (value.trim() === '') return undefined;
  return isValidUrl(value) ? undefined : resolveMessage('url', options.messages);
}
