/**
 * The test card field's own checks (what Stripe's card element checks before it talks to the
 * provider): Luhn, length for the brand, expiry not past, CVC and postcode present. Messages
 * follow Stripe's wording, so a buyer sees the same sentences with either provider.
 */

export interface TestCardInput {
  /** As typed: spaces (or dashes) between groups are fine. */
  number: string;
  /** `MM / YY`. */
  expiry: string;
  cvc: string;
  postalCode: string;
}

export type CardPart = 'number' | 'expiry' | 'cvc' | 'postalCode';

export interface CardProblem {
  part: CardPart;
  message: string;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

export const EMPTY_CARD: TestCardInput = { number: '', expiry: '', cvc: '', postalCode: '' };

const BRANDS: readonly { brand: CardBrand; pattern: RegExp; length: number }[] = [
  { brand: 'amex', pattern: /^3[47]/, length: 15 },
  { brand: 'diners', pattern: /^3(0[0-5]|[689])/, length: 14 },
  { brand: 'jcb', pattern: /^35/, length: 16 },
  { brand: 'visa', pattern: /^4/, length: 16 },
  { brand: 'mastercard', pattern: /^(5[1-5]|2[2-7])/, length: 16 },
  { brand: 'discover', pattern: /^(6011|64[4-9]|65)/, length: 16 },
  { brand: 'unionpay', pattern: /^62/, length: 16 },
];

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function cardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  return BRANDS.find((entry) => entry.pattern.test(digits))?.brand ?? null;
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digits a number of this brand has (unknown brands: 16, as most cards). */
function expectedLength(number: string): number {
  const brand = cardBrand(number);
  return BRANDS.find((entry) => entry.brand === brand)?.length ?? 16;
}

export function cvcLength(number: string): number {
  return cardBrand(number) === 'amex' ? 4 : 3;
}

/** Keeps what the buyer types in the expiry box as `MM / YY` (the slash comes with the third digit). */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const digits = expiry.replace(/\D/g, '');
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/**
 * The first problem of each part. `strict` (the buyer left the part or tries to pay) also
 * reports incomplete parts; otherwise only parts that are already wrong while typing.
 */
export function cardProblems(
  input: TestCardInput,
  options: { requirePostalCode: boolean; now: Date; strict: (part: CardPart) => boolean },
): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = cardDigits(input.number);
  const length = expectedLength(input.number);
  if (/[^\d\s-]/.test(input.number)) {
    problems.push({ part: 'number', message: 'Your card number is invalid.' });
  } else if (digits.length >= length) {
    if (digits.length > length || !passesLuhn(digits)) {
      problems.push({ part: 'number', message: 'Your card number is invalid.' });
    }
  } else if (options.strict('number')) {
    problems.push({ part: 'number', message: 'Your card number is incomplete.' });
  }

  const expiry = parseExpiry(input.expiry);
  if (expiry === null) {
    if (options.strict('expiry')) {
      problems.push({ part: 'expiry', message: "Your card's expiry date is incomplete." });
    }
  } else if (expiry.month < 1 || expiry.month > 12) {
    problems.push({ part: 'expiry', message: "Your card's expiry month is invalid." });
  } else {
    const thisMonth = options.now.getFullYear() * 12 + options.now.getMonth();
    if (expiry.year * 12 + (expiry.month - 1) < thisMonth) {
      problems.push({ part: 'expiry', message: "Your card's expiry date is in the past." });
    }
  }

  const cvc = input.cvc.trim();
  if (/\D/.test(cvc) || cvc.length > cvcLength(input.number)) {
    problems.push({ part: 'cvc', message: "Your card's security code is invalid." });
  } else if (cvc.length < cvcLength(input.number) && options.strict('cvc')) {
    problems.push({ part: 'cvc', message: "Your card's security code is incomplete." });
  }

  if (options.requirePostalCode && input.postalCode.trim() === '' && options.strict('postalCode')) {
    problems.push({ part: 'postalCode', message: 'Your postcode is incomplete.' });
  }
  return problems;
}

export function isCardEmpty(input: TestCardInput): boolean {
  return (
    input.number.trim() === '' &&
    input.expiry.trim() === '' &&
    input.cvc.trim() === '' &&
    input.postalCode.trim() === ''
  );
}

/** Complete: every part filled in and nothing wrong, as Stripe's `complete`. */
export function isCardComplete(
  input: TestCardInput,
  options: { requirePostalCode: boolean; now: Date },
): boolean {
  return cardProblems(input, { ...options, strict: () => true }).length === 0;
}
