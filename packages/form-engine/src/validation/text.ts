import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

export interface TextOptions {
  /**
   * The value comes from a rich-text editor: besides tags, HTML entities (`&amp;`, `&#233;`) are
   * read as the one character they stand for, so the count matches what the visitor sees.
   */
  readonly richText?: boolean;
}

export interface MaxLengthOptions extends RuleOptions, TextOptions {
  readonly max: number;
}

export interface MinLengthOptions extends RuleOptions, TextOptions {
  readonly min: number;
}

export interface LengthRangeOptions extends RuleOptions, TextOptions {
  readonly min: number;
  readonly max: number;
}

export interface MaxWordsOptions extends RuleOptions, TextOptions {
  readonly max: number;
}

export type CounterMode = 'characters' | 'words';

export interface CounterOptions extends TextOptions {
  readonly limit: number;
  readonly mode: CounterMode;
}

export interface CounterState {
  readonly count: number;
  readonly limit: number;
  /** FORM-025: "count / limit", e.g. "3 / 10". */
  readonly label: string;
  readonly overLimit: boolean;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const codePoint =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** VAL-031: the text that is counted, HTML tags removed (and entities decoded for rich text). */
export function countableText(value: string, options: TextOptions = {}): string {
  const withoutTags = value.replace(/<[^>]*>/g, '');
  return options.richText ? decodeEntities(withoutTags) : withoutTags;
}

/**
 * Characters as the visitor perceives them: code points, so an emoji or an accented letter typed
 * as one character counts once, not as two UTF-16 units.
 */
export function countCharacters(value: string, options: TextOptions = {}): number {
  return [...countableText(value, options)].length;
}

/** VAL-030: words are the runs of text between whitespace. */
export function countWords(value: string, options: TextOptions = {}): number {
  const text = options.richText ? countableText(value, options) : value;
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/** VAL-012, VAL-031: at most `max` characters once HTML tags are stripped. */
export function validateMaxLength(value: string, options: MaxLengthOptions): ValidationResult {
  return countCharacters(value, options) <= options.max
    ? undefined
    : resolveMessage('maxlength', options.messages, [options.max]);
}

/** VAL-013: at least `min` characters; an empty value is left to the required rule. */
export function validateMinLength(value: string, options: MinLengthOptions): ValidationResult {
  if (value === '') return undefined;
  return countCharacters(value, options) >= options.min
    ? undefined
    : resolveMessage('minlength', options.messages, [options.min]);
}

/** VAL-014: between `min` and `max` characters inclusive; empty is left to required. */
export function validateLengthRange(value: string, options: LengthRangeOptions): ValidationResult {
  if (value === '') return undefined;
  const count = countCharacters(value, options);
  return count >= options.min && count <= options.max
    ? undefined
    : resolveMessage('rangelength', options.messages, [options.min, options.max]);
}

/** VAL-030: at most `max` whitespace-separated words. */
export function validateMaxWords(value: string, options: MaxWordsOptions): ValidationResult {
  return countWords(value, options) <= options.max
    ? undefined
    : resolveMessage('maxwords', options.messages, [options.max]);
}

/** VAL-032: a value made only of whitespace is invalid; an empty value is left to required. */
export function validateTrim(value: string, options: RuleOptions = {}): ValidationResult {
  if (value === '' || value.trim() !== '') return undefined;
  return resolveMessage('trim', options.messages);
}

/**
 * FORM-025: the counter shown under a field with a character or word limit. Characters are
 * counted exactly as maxlength counts them, so the counter and the error never disagree.
 */
export function describeCounter(value: string, options: CounterOptions): CounterState {
  const count =
    options.mode === 'words' ? countWords(value, options) : countCharacters(value, options);
  return {
    count,
    limit: options.limit,
    label: `${count} / ${options.limit}`,
    overLimit: count > options.limit,
  };
}

/**
 * FORM-026: in word mode, once the limit is reached a space (which would start one word too many)
 * is refused. Character mode never blocks a space here: the length limit does that.
 */
export function isSpaceBlocked(value: string, options: CounterOptions): boolean {
  return options.mode === 'words' && countWords(value, options) >= options.limit;
}
