/**
 * Validation messages: the generic library's defaults (verbatim from the spec, VAL-003…VAL-018),
 * defaults for the form builder's own rules (whose server wording the spec does not show, VAL-001),
 * and the override chain field > form > default.
 */

/** The generic validation library's default messages, word for word from the spec. */
export const GENERIC_DEFAULT_MESSAGES = {
  required: 'This field is required.',
  remote: 'Please fix this field.',
  email: 'Please enter a valid email address.',
  url: 'Please enter a valid URL.',
  date: 'Please enter a valid date.',
  dateISO: 'Please enter a valid date (ISO).',
  number: 'Please enter a valid number.',
  digits: 'Please enter only digits.',
  equalTo: 'Please enter the same value again.',
  maxlength: 'Please enter no more than {0} characters.',
  minlength: 'Please enter at least {0} characters.',
  rangelength: 'Please enter a value between {0} and {1} characters long.',
  range: 'Please enter a value between {0} and {1}.',
  max: 'Please enter a value less than or equal to {0}.',
  min: 'Please enter a value greater than or equal to {0}.',
  step: 'Please enter a multiple of {0}.',
} as const;

/**
 * Defaults for the form builder's own rules. The spec leaves their wording to the server, so
 * these only show when neither the field nor the form supplies one. Where the spec's catalogue
 * has a text ('Invalid CAPTCHA') or the generic library has one (trim reuses "required"), it is used.
 */
export const FORM_RULE_DEFAULT_MESSAGES = {
  trim: GENERIC_DEFAULT_MESSAGES.required,
  maxwords: 'Please enter no more than {0} words.',
  phone: 'Please enter a valid phone number.',
  password:
    'Please choose a stronger password: at least 8 characters, longer or mixing letters, digits and symbols.',
  extension: 'Please choose a file with an allowed extension.',
  timeLimit: 'Please choose a time between {0} and {1}.',
  /** FORM-019: before the first day the picker offers ({0}: "5 December 2026"). */
  dateMin: 'Please choose a date from {0} on.',
  /** FORM-019: after the last day the picker offers. */
  dateMax: 'Please choose a date no later than {0}.',
  /** FORM-019 restrict ({0}: "Sundays and Mondays"). */
  dateWeekday: '{0} cannot be chosen: please choose another day.',
  /** FORM-019 disable-date, disable-range ({0}: the day typed). */
  dateUnavailable: '{0} cannot be chosen: please choose another day.',
  captcha: 'Invalid CAPTCHA',
  uploadSize: 'Maximum file size allowed is {0}.',
  uploadType: 'file extension is not allowed.',
  uploadLimit: 'You can upload at most {0} files.',
  /** A choice field's value is not one of its options (a tampered or stale submission). */
  choice: 'Please select a valid option.',
  /** A repeatable group holds more copies than its max_copies. */
  maxCopies: 'Please add no more than {0} copies.',
  /** A submitted value of the wrong shape (a list for a text field, an object for a number). */
  malformed: GENERIC_DEFAULT_MESSAGES.remote,
} as const;

export const DEFAULT_MESSAGES = { ...GENERIC_DEFAULT_MESSAGES, ...FORM_RULE_DEFAULT_MESSAGES };

export type RuleName = keyof typeof DEFAULT_MESSAGES;

/**
 * The form builder's own rule names for the same rules, so message maps sent by the server
 * (keyed as its validation plugin knows them) apply without translation.
 */
export const RULE_ALIASES = {
  email: ['emailWP'],
  url: ['validurl'],
  date: ['dateformat'],
  phone: ['forminatorPhoneNational', 'forminatorPhoneInternational'],
  password: ['forminatorPasswordStrength'],
  min: ['minNumber'],
  max: ['maxNumber'],
} as const satisfies Partial<Record<RuleName, readonly string[]>>;

export type RuleAlias = (typeof RULE_ALIASES)[keyof typeof RULE_ALIASES][number];

export type MessageOverrides = Readonly<Partial<Record<RuleName | RuleAlias, string>>>;

/** Where a validator looks for an owner-configured message before its default. */
export interface MessageSource {
  /** The field's own messages: they win over everything. */
  readonly field?: MessageOverrides;
  /** The form's messages for this field (its entry in the settings' `messages`, VAL-002). */
  readonly form?: MessageOverrides;
}

/** The options every validator accepts. */
export interface RuleOptions {
  readonly messages?: MessageSource;
}

/** What a validator returns: `undefined` when valid, otherwise the message to show. */
export type ValidationResult = string | undefined;

export type MessageParam = string | number;

/**
 * Fills `{0}`, `{1}`, … with the given parameters. Every occurrence is replaced; a placeholder
 * without a parameter is left visible so a misconfigured message is noticed rather than hidden.
 */
export function fillPlaceholders(template: string, params: readonly MessageParam[] = []): string {
  return template.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const param = params[Number(index)];
    return param === undefined ? placeholder : String(param);
  });
}

function configured(message: string | undefined): message is string {
  // A blank message from the server would leave the visitor with an error and no explanation.
  return message !== undefined && message.trim() !== '';
}

function lookUp(overrides: MessageOverrides | undefined, rule: RuleName): string | undefined {
  if (!overrides) return undefined;
  const aliases: readonly RuleAlias[] = Object.hasOwn(RULE_ALIASES, rule)
    ? RULE_ALIASES[rule as keyof typeof RULE_ALIASES]
    : [];
  return [overrides[rule], ...aliases.map((alias) => overrides[alias])].find(configured);
}

/**
 * The message for `rule`: the field's override, else the form's, else the default (at each level
 * the rule's own name first, then its form-builder aliases); placeholders filled.
 */
export function resolveMessage(
  rule: RuleName,
  source: MessageSource | undefined,
  params: readonly MessageParam[] = [],
): string {
  const template =
    lookUp(source?.field, rule) ?? lookUp(source?.form, rule) ?? DEFAULT_MESSAGES[rule];
  return fillPlaceholders(template, params);
}
