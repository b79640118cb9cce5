/**
 * English month and weekday names. A module of its own, importing nothing, so the date widgets
 * can share them without pulling in the date rules' dependencies.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Indexed by `weekdayOf` (validation/date): Sunday first. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
