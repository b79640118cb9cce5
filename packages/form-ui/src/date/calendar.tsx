/**
 * The calendar of a date field's picker: react-day-picker and the option mapping, in a chunk of
 * their own that `date-field.tsx` imports when a picker first opens (forms without date fields
 * never load it).
 */
import { readDate } from '@atelier/form-engine/conditions/calendar';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldOf } from '@atelier/form-engine/schema/fields';
import { DayPicker } from 'react-day-picker';
import { dateConstraints, isDayDisabled } from './date-constraints';
import { formatCalendarDate, fromLocalDate, toLocalDate } from './date-format';

export interface CalendarProps {
  readonly field: FieldOf<'date'>;
  readonly value: string;
  readonly today: Date;
  readonly startFieldValue?: FieldValue | undefined;
  readonly endFieldValue?: FieldValue | undefined;
  /** The chosen day, written in the field's format. */
  readonly onPick: (text: string) => void;
  readonly labelledBy: string;
}

function monthOf(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), 1);
}

function latestOf(date: Date, other: Date | undefined): Date {
  return other !== undefined && other > date ? other : date;
}

function earliestOf(date: Date, other: Date | undefined): Date {
  return other !== undefined && other < date ? other : date;
}

function clamp(date: Date, from: Date, to: Date): Date {
  if (date < from) return from;
  return date > to ? to : date;
}

/** FORM-019, FORM-020: a month grid honouring every date-picker option of the field. */
export default function Calendar(props: CalendarProps) {
  const { field, today } = props;
  const constraints = dateConstraints(field, {
    today,
    startFieldValue: props.startFieldValue,
    endFieldValue: props.endFieldValue,
  });
  const typed = props.value.trim() === '' ? undefined : readDate(props.value, field.format);
  const selected = typed === undefined ? undefined : toLocalDate(typed);
  // Issue 12: the lists offer nothing that cannot be picked: a future-only date's years start
  // at this year (and its months at this month), a past-only date's end at this one.
  const startMonth = latestOf(
    toLocalDate({ year: constraints.startYear, month: 1, day: 1 }),
    constraints.earliest && monthOf(constraints.earliest),
  );
  const endMonth = earliestOf(
    toLocalDate({ year: constraints.endYear, month: 12, day: 1 }),
    constraints.latest && monthOf(constraints.latest),
  );
  const shownFirst = clamp(selected ?? constraints.earliest ?? today, startMonth, endMonth);
  return (
    <DayPicker
      className="fui-calendar"
      mode="single"
      required
      selected={selected}
      onSelect={(day) => props.onPick(formatCalendarDate(fromLocalDate(day), field.format))}
      captionLayout="dropdown"
      navLayout="after"
      startMonth={startMonth}
      endMonth={endMonth}
      defaultMonth={shownFirst}
      weekStartsOn={constraints.weekStartsOn}
      disabled={(day: Date) => isDayDisabled(constraints, day)}
      today={today}
      aria-labelledby={props.labelledBy}
      autoFocus
    />
  );
}
