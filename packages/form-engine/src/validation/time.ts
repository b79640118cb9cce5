import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

export type Meridiem = 'am' | 'pm';

export type ClockFormat = 12 | 24;

/** A time as the picker's inputs hold it: hours and minutes as typed, plus AM/PM in 12 h mode. */
export interface TimeInput {
  readonly hours: string | number;
  readonly minutes: string | number;
  readonly meridiem?: Meridiem | string;
}

/** FORM-022: start-limit and end-limit, each "hours:minutes" plus AM/PM (24 h also read). */
export interface TimeLimits {
  readonly startLimit?: string;
  readonly endLimit?: string;
}

export interface TimeLimitOptions extends RuleOptions, TimeLimits {}

export interface HourOptions extends TimeLimits {
  readonly format: ClockFormat;
  /** In 12 h mode, the AM/PM currently chosen; without it, hours possible in either are offered. */
  readonly meridiem?: Meridiem;
}

const MINUTES_PER_DAY = 24 * 60;
const LAST_MINUTE = MINUTES_PER_DAY - 1;

/** FORM-024: hour and minute inputs keep at most 2 characters. */
export const TIME_INPUT_LENGTH = 2;

export function truncateTimeInput(value: string): string {
  return [...value].slice(0, TIME_INPUT_LENGTH).join('');
}

function toMeridiem(value: string | undefined): Meridiem | undefined {
  const normalised = value?.trim().toLowerCase().replace(/\./g, '');
  return normalised === 'am' || normalised === 'pm' ? normalised : undefined;
}

function wholeNumber(value: string | number): number | undefined {
  const text = String(value).trim();
  return /^\d{1,2}$/.test(text) ? Number(text) : undefined;
}

/**
 * Minutes since midnight, or `undefined` when the time is not a real one. With AM/PM the hour is
 * 1…12 (12 AM is midnight, 12 PM is noon); without, it is 0…23.
 */
export function minutesOfDay(time: TimeInput): number | undefined {
  const hours = wholeNumber(time.hours);
  const minutes = wholeNumber(time.minutes);
  if (hours === undefined || minutes === undefined || minutes > 59) return undefined;
  const meridiem = time.meridiem === undefined ? undefined : toMeridiem(time.meridiem);
  if (time.meridiem !== undefined && time.meridiem !== '') {
    if (meridiem === undefined || hours < 1 || hours > 12) return undefined;
    return ((hours % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + minutes;
  }
  return hours <= 23 ? hours * 60 + minutes : undefined;
}

/** Reads "9:30 AM", "09:30pm" or "21:30" as minutes since midnight. */
export function parseTimeOfDay(text: string): number | undefined {
  const match = /^\s*(\d{1,2}):(\d{1,2})\s*([ap]\.?m\.?)?\s*$/i.exec(text);
  if (!match) return undefined;
  return minutesOfDay({ hours: match[1] ?? '', minutes: match[2] ?? '', meridiem: match[3] });
}

function limitMinutes(limit: string | undefined, fallback: number, name: string): number {
  if (limit === undefined || limit.trim() === '') return fallback;
  const minutes = parseTimeOfDay(limit);
  if (minutes === undefined) {
    throw new Error(
      `Unreadable time ${name} '${limit}': expected hours:minutes plus AM/PM, e.g. 9:00 AM.`,
    );
  }
  return minutes;
}

/**
 * The allowed window as inclusive minute ranges. A start later than the end (10:00 PM to
 * 2:00 AM) is read as a window across midnight rather than one that admits nothing.
 */
function allowedRanges(limits: TimeLimits): ReadonlyArray<readonly [number, number]> {
  const start = limitMinutes(limits.startLimit, 0, 'start-limit');
  const end = limitMinutes(limits.endLimit, LAST_MINUTE, 'end-limit');
  return start <= end
    ? [[start, end]]
    : [
        [start, LAST_MINUTE],
        [0, end],
      ];
}

function overlapsAllowed(limits: TimeLimits, from: number, to: number): boolean {
  return allowedRanges(limits).some(([start, end]) => from <= end && to >= start);
}

export function isWithinTimeLimits(minutes: number, limits: TimeLimits): boolean {
  return overlapsAllowed(limits, minutes, minutes);
}

function hasLimits(limits: TimeLimits): boolean {
  return Boolean(limits.startLimit?.trim() || limits.endLimit?.trim());
}

/**
 * VAL-044: a time (12 h with AM/PM, or 24 h) must fall between the start and end limits,
 * inclusive. An incomplete time (hours or minutes still empty) is left to the required rule.
 */
export function validateTimeLimit(time: TimeInput, options: TimeLimitOptions): ValidationResult {
  if (!hasLimits(options)) return undefined;
  if (String(time.hours).trim() === '' || String(time.minutes).trim() === '') return undefined;
  const minutes = minutesOfDay(time);
  if (minutes !== undefined && isWithinTimeLimits(minutes, options)) return undefined;
  return resolveMessage('timeLimit', options.messages, [
    options.startLimit?.trim() || '12:00 AM',
    options.endLimit?.trim() || '11:59 PM',
  ]);
}

/** FORM-023: the AM/PM options a picker offers: those whose half of the day meets the limits. */
export function availableMeridiems(limits: TimeLimits = {}): Meridiem[] {
  const meridiems: Meridiem[] = [];
  if (overlapsAllowed(limits, 0, 12 * 60 - 1)) meridiems.push('am');
  if (overlapsAllowed(limits, 12 * 60, LAST_MINUTE)) meridiems.push('pm');
  return meridiems;
}

/**
 * FORM-023: the hours a picker offers, in display order (12, 1…11 in 12 h mode; 0…23 in 24 h
 * mode). An hour is offered when at least one of its minutes is within the limits.
 */
export function availableHours(options: HourOptions): number[] {
  const hourIsOpen = (hour24: number) => overlapsAllowed(options, hour24 * 60, hour24 * 60 + 59);
  if (options.format === 24) {
    return Array.from({ length: 24 }, (_, hour) => hour).filter(hourIsOpen);
  }
  const meridiems = options.meridiem ? [options.meridiem] : availableMeridiems(options);
  const displayHours = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  return displayHours.filter((hour) =>
    meridiems.some((meridiem) => hourIsOpen((hour % 12) + (meridiem === 'pm' ? 12 : 0))),
  );
}
