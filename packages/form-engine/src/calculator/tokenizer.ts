import type { BinaryOperator } from './ast';
import { FORMULA_FIELD_TYPES, readReferenceBody, type FieldReference } from './field-reference';
import { atCharacter, FormulaError } from './formula-error';

interface TokenBase {
  /** The characters of the source that make this token. */
  readonly text: string;
  /** 0-based index of the token's first character. */
  readonly position: number;
}

export type Token =
  | (TokenBase & { readonly kind: 'number'; readonly value: number })
  | (TokenBase & { readonly kind: 'identifier' })
  | (TokenBase & { readonly kind: 'reference'; readonly reference: FieldReference })
  | (TokenBase & { readonly kind: 'operator'; readonly operator: BinaryOperator })
  | (TokenBase & { readonly kind: 'open' | 'close' | 'comma' });

const OPERATORS: ReadonlySet<string> = new Set(['+', '-', '*', '/', '%', '^']);
const PUNCTUATION = { '(': 'open', ')': 'close', ',': 'comma' } as const;

function isDigitOrPeriod(char: string): boolean {
  return (char >= '0' && char <= '9') || char === '.';
}

function isIdentifierStart(char: string): boolean {
  return /[A-Za-z_]/.test(char);
}

function isIdentifierPart(char: string): boolean {
  return /[A-Za-z0-9_]/.test(char);
}

function readWhile(source: string, start: number, accept: (char: string) => boolean): number {
  let end = start;
  while (end < source.length && accept(source.charAt(end))) end++;
  return end;
}

function numberToken(text: string, position: number): Token {
  const periods = text.split('.').length - 1;
  if (periods > 1) {
    throw new FormulaError(
      'number-with-several-periods',
      `The number '${text}' ${atCharacter(position)} has more than one period.`,
      position,
    );
  }
  if (text === '.') {
    throw new FormulaError(
      'invalid-number',
      `A period ${atCharacter(position)} is not part of a number.`,
      position,
    );
  }
  return { kind: 'number', text, position, value: Number(text) };
}

function referenceToken(source: string, position: number): Token {
  const close = source.indexOf('}', position);
  if (close < 0) {
    throw new FormulaError(
      'invalid-reference',
      `The field reference ${atCharacter(position)} is not closed with '}'.`,
      position,
    );
  }
  const text = source.slice(position, close + 1);
  const reading = readReferenceBody(text.slice(1, -1));
  if (reading.kind === 'reference') {
    return { kind: 'reference', text, position, reference: reading.reference };
  }
  const usable = FORMULA_FIELD_TYPES.join(', ');
  throw new FormulaError(
    'invalid-reference',
    reading.kind === 'unusable-type'
      ? `The field reference '${text}' ${atCharacter(position)} names a ${reading.fieldType} field; formulas can only use ${usable} fields.`
      : `'${text}' ${atCharacter(position)} is not a field reference: write {type-N}, for example {number-1}, optionally ending in -min, -max or -*.`,
    position,
  );
}

/** Splits a formula into tokens; whitespace only separates them. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source.charAt(index);
    if (/\s/.test(char)) {
      index++;
    } else if (isDigitOrPeriod(char)) {
      const end = readWhile(source, index, isDigitOrPeriod);
      tokens.push(numberToken(source.slice(index, end), index));
      index = end;
    } else if (isIdentifierStart(char)) {
      const end = readWhile(source, index, isIdentifierPart);
      tokens.push({ kind: 'identifier', text: source.slice(index, end), position: index });
      index = end;
    } else if (char === '{') {
      const token = referenceToken(source, index);
      tokens.push(token);
      index += token.text.length;
    } else if (OPERATORS.has(char)) {
      tokens.push({
        kind: 'operator',
        text: char,
        position: index,
        operator: char as BinaryOperator,
      });
      index++;
    } else if (char in PUNCTUATION) {
      const kind = PUNCTUATION[char as keyof typeof PUNCTUATION];
      tokens.push({ kind, text: char, position: index });
      index++;
    } else {
      throw new FormulaError(
        'unexpected-character',
        `'${char}' ${atCharacter(index)} is not allowed in a formula.`,
        index,
      );
    }
  }
  return tokens;
}
