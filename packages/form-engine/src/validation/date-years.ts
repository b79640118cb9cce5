/**
 * FORM-020: the years a date field offers. Its own module without imports, so the date widgets
 * (which must not load a date library up front) and the date limits share one rule.
 */

/** Without start-year/end-year a date field offers the current year ± 95. */
export const DEFAULT_YEAR_SPAN = 95;

export interface YearRange {
  /** The first and last year offered, inclusive. */
  readonly startYear: number;
  readonly endYear: number;
}

export interface YearOptions {
  readonly 'start-year'?: number | undefined;
  readonly 'end-year'?: number | undefined;
}

/** The field's start-year and end-year, each defaulting to `currentYear` ∓ 95. */
export function yearRangeOf(options: YearOptions, currentYear: number): YearRange {
  return {
    startYear: options['start-year'] ?? currentYear - DEFAULT_YEAR_SPAN,
    endYear: options['end-year'] ?? currentYear + DEFAULT_YEAR_SPAN,
  };
}
