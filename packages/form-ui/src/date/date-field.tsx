import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import { MONTH_NAMES } from '@atelier/form-engine/validation/calendar-names';
import { yearRangeOf } from '@atelier/form-engine/validation/date-years';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { FieldFrame, GroupFrame } from '../field-frame';
import { changeReporter, fieldIds, fieldInputName, textOf, type FieldProps } from '../field-props';
import { focusLeaves, onFocusLeave, submitOnEnter } from '../interaction';
import { textControl } from '../text-control';
import { dateLayout, formatHint, type DatePart } from './date-format';

/** The calendar chunk (react-day-picker): requested the first time a picker opens. */
const Calendar = lazy(() => import('./calendar'));

export interface DateFieldProps extends FieldProps<'date'> {
  /** Another field's current value, for start-field/end-field bounds. */
  readonly valueOfField?: ((fieldId: string) => FieldValue) | undefined;
}

/** FORM-019: a date field as a calendar picker (default), three dropdowns, or a typed input. */
export function DateField(props: DateFieldProps) {
  switch (props.field.field_type) {
    case 'select':
      return <DateSelects {...props} />;
    case 'input':
      return <TypedDate {...props} />;
    default:
      return <DatePicker {...props} />;
  }
}

/**
 * What the picker's input and the typed input share: a text input in the field's format, which
 * its format hint (shown under it) describes and, without a placeholder of its own, fills.
 */
function typedDate(props: DateFieldProps) {
  const { field } = props;
  const control = textControl(props);
  const hintId = control.ids.part('format');
  return {
    ...control,
    hint: (
      <p className="fui-field__hint" id={hintId}>
        {`Format: ${formatHint(field.format)}`}
      </p>
    ),
    input: {
      ...control.attributes([hintId]),
      type: 'text',
      autoComplete: 'off',
      placeholder: field.placeholder ?? formatHint(field.format),
    },
  };
}

/**
 * A text input in the field's format with a button that opens a calendar popover (a non-modal
 * dialog). VAL-029: the field is validated when the picker closes (a day picked, Escape, or focus
 * leaving the widget), not while focus moves between the input and the calendar.
 */
function DatePicker(props: DateFieldProps) {
  const { field } = props;
  const { ids, value, report, frame, hint, input: inputAttributes } = typedDate(props);
  /** The day the picker opened on (the calendar's "today"); `null` while closed. */
  const [openedOn, setOpenedOn] = useState<Date | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const open = openedOn !== null;
  const dialogId = ids.part('calendar');

  const openPicker = () => setOpenedOn(new Date());
  const closePicker = (returnFocus: boolean) => {
    setOpenedOn(null);
    if (returnFocus) input.current?.focus();
    props.onBlur?.();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      openPicker();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      closePicker(true);
    } else if (!open) {
      submitOnEnter(event);
    }
  };

  const startField = field['start-field'];
  const endField = field['end-field'];
  return (
    <FieldFrame {...frame} after={hint}>
      <div
        className={`fui-date${open ? ' fui-date--open' : ''}`}
        onBlur={(event) => {
          if (!focusLeaves(event)) return;
          if (open) closePicker(false);
          else props.onBlur?.();
        }}
      >
        <input
          ref={input}
          className="fui-input fui-date__input"
          {...inputAttributes}
          onKeyDown={onInputKeyDown}
        />
        <button
          type="button"
          className="fui-date__toggle"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          disabled={props.disabled}
          onClick={() => (open ? closePicker(true) : openPicker())}
        >
          <span className="fui-visually-hidden">Choose date</span>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
            <path d="M4 1v2H2v12h12V3h-2V1h-1.5v2h-5V1zM3.5 6.5h9v7h-9z" fill="currentColor" />
          </svg>
        </button>
        {openedOn !== null && (
          <div
            className="fui-date__popover"
            id={dialogId}
            role="dialog"
            aria-modal="false"
            aria-label="Choose date"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              closePicker(true);
            }}
          >
            <Suspense fallback={<p className="fui-date__loading">Loading calendar…</p>}>
              <Calendar
                field={field}
                value={value}
                today={openedOn}
                startFieldValue={
                  startField === undefined ? undefined : props.valueOfField?.(startField)
                }
                endFieldValue={endField === undefined ? undefined : props.valueOfField?.(endField)}
                labelledBy={ids.label}
                onPick={(text) => {
                  report(text);
                  closePicker(true);
                }}
              />
            </Suspense>
          </div>
        )}
      </div>
    </FieldFrame>
  );
}

/** A date typed in the field's format, without a calendar; validated on focus-out (VAL-046). */
function TypedDate(props: DateFieldProps) {
  const { frame, hint, input } = typedDate(props);
  return (
    <FieldFrame {...frame} after={hint}>
      <input className="fui-input" {...input} onKeyDown={submitOnEnter} onBlur={props.onBlur} />
    </FieldFrame>
  );
}

const PART_LABELS: Readonly<Record<DatePart, string>> = { dd: 'Day', mm: 'Month', yy: 'Year' };

/** The parts of a value written in the format; a half-chosen date keeps its empty parts. */
function splitParts(value: string, format: string): Record<DatePart, string> {
  const { order, separator } = dateLayout(format);
  const pieces = value.split(separator);
  const parts: Record<DatePart, string> = { dd: '', mm: '', yy: '' };
  if (pieces.length === 3) order.forEach((part, index) => (parts[part] = pieces[index] ?? ''));
  return parts;
}

function joinParts(parts: Record<DatePart, string>, format: string): string {
  const { order, separator } = dateLayout(format);
  if (order.every((part) => parts[part] === '')) return '';
  return order.map((part) => parts[part]).join(separator);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * The year now, read while rendering: the three-dropdown variant lists years around it. Server and
 * browser only disagree on New Year's Eve, which would then show one year less or more.
 */
function currentYear(): number {
  return new Date().getFullYear();
}

/**
 * Day, month and year dropdowns in a fieldset, in the format's order. The value stays in the
 * field's format; while some parts are unchosen they are left empty (`05//2025`), which the date
 * rule reports as incomplete.
 */
function DateSelects(props: DateFieldProps) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const parts = splitParts(textOf(props.value), field.format);
  const { order } = dateLayout(field.format);
  const { startYear, endYear } = yearRangeOf(field, currentYear());
  const years = range(startYear, endYear);
  const choices: Readonly<Record<DatePart, readonly { value: string; label: string }[]>> = {
    dd: range(1, 31).map((day) => ({ value: String(day).padStart(2, '0'), label: String(day) })),
    mm: MONTH_NAMES.map((name, index) => ({
      value: String(index + 1).padStart(2, '0'),
      label: name,
    })),
    yy: years.map((item) => ({ value: String(item), label: String(item) })),
  };
  return (
    <GroupFrame field={field} ids={ids} error={error} onBlur={onFocusLeave(props.onBlur)}>
      {order.map((part, index) => {
        const id = index === 0 ? ids.control : ids.part(part);
        return (
          <div className="fui-date__part" key={part}>
            <label className="fui-date__part-label" htmlFor={id}>
              {PART_LABELS[part]}
            </label>
            <select
              className="fui-input"
              id={id}
              value={parts[part]}
              required={field.required}
              disabled={props.disabled}
              aria-invalid={error ? true : undefined}
              onChange={(event) =>
                report(joinParts({ ...parts, [part]: event.currentTarget.value }, field.format))
              }
            >
              <option value="">{PART_LABELS[part]}</option>
              {choices[part].map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <input type="hidden" name={fieldInputName(field.id)} value={textOf(props.value)} />
    </GroupFrame>
  );
}
