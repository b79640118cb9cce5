import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import {
  availableHours,
  availableMeridiems,
  truncateTimeInput,
  type Meridiem,
} from '@atelier/form-engine/validation/time';
import { useState } from 'react';
import { GroupFrame } from '../field-frame';
import { changeReporter, fieldIds, fieldInputName, type FieldProps } from '../field-props';
import { onFocusLeave, submitOnEnter } from '../interaction';

interface TimeParts {
  readonly hours: string;
  readonly minutes: string;
  readonly meridiem: string;
}

const TIME_TEXT = /^\s*(\d{1,2}):(\d{1,2})\s*([ap])\.?m\.?\s*$|^\s*(\d{1,2}):(\d{1,2})\s*$/i;

/** The parts a time field holds: `{ hours, minutes, meridiem }`, or a default written "09:30 AM". */
export function timeParts(value: FieldValue): TimeParts {
  if (typeof value === 'string') {
    const match = TIME_TEXT.exec(value);
    if (match === null) return { hours: '', minutes: '', meridiem: '' };
    return match[1] !== undefined
      ? { hours: match[1], minutes: match[2] ?? '', meridiem: `${match[3]?.toLowerCase()}m` }
      : { hours: match[4] ?? '', minutes: match[5] ?? '', meridiem: '' };
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const parts = value as Readonly<Record<string, string>>;
    return {
      hours: parts.hours ?? '',
      minutes: parts.minutes ?? '',
      meridiem: (parts.meridiem ?? '').toLowerCase(),
    };
  }
  return { hours: '', minutes: '', meridiem: '' };
}

/** FORM-024: what a 2-character time input keeps of what was typed: its first two digits. */
export function typedTimePart(text: string): string {
  return truncateTimeInput(text.replace(/\D/g, ''));
}

const MERIDIEM_LABELS: Readonly<Record<Meridiem, string>> = { am: 'AM', pm: 'PM' };

/**
 * FORM-022…FORM-024, VAL-044: hours and minutes as 2-character inputs, plus AM/PM in 12-hour mode.
 * The hour suggestions (a datalist) hide hours outside the limits and the AM/PM choice offers only
 * the halves of the day the limits allow; the limits themselves are checked by the time rule.
 */
export function TimeField(props: FieldProps<'time'>) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const twelveHour = field.time_format === '12';
  const limits = { startLimit: field.start_limit, endLimit: field.end_limit };
  const parts = timeParts(props.value);
  /** AM/PM chosen before any digit: an empty time holds no value to keep it in. */
  const [earlyMeridiem, setEarlyMeridiem] = useState('');
  const meridiems = twelveHour ? availableMeridiems(limits) : [];
  const meridiem =
    meridiems.find((option) => option === (parts.meridiem || earlyMeridiem)) ?? meridiems[0];
  const hours = availableHours({ format: twelveHour ? 12 : 24, meridiem, ...limits });
  const hoursListId = ids.part('hour-list');

  const update = (change: Partial<TimeParts>) => {
    const next = { ...parts, meridiem: meridiem ?? '', ...change };
    if (next.hours === '' && next.minutes === '') {
      setEarlyMeridiem(next.meridiem);
      if (props.value !== null) report(null);
      return;
    }
    report(
      twelveHour
        ? { hours: next.hours, minutes: next.minutes, meridiem: next.meridiem }
        : { hours: next.hours, minutes: next.minutes },
    );
  };

  const invalid = error ? true : undefined;
  return (
    <GroupFrame field={field} ids={ids} error={error} onBlur={onFocusLeave(props.onBlur)}>
      <div className="fui-time">
        <div className="fui-time__part">
          <label className="fui-time__label" htmlFor={ids.control}>
            Hours
          </label>
          <input
            className="fui-input fui-time__input"
            id={ids.control}
            name={fieldInputName(field.id, 'hours')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            list={hoursListId}
            value={parts.hours}
            placeholder={twelveHour ? 'hh' : 'HH'}
            required={field.required}
            disabled={props.disabled}
            aria-invalid={invalid}
            onChange={(event) => update({ hours: typedTimePart(event.currentTarget.value) })}
            onKeyDown={submitOnEnter}
          />
          <datalist id={hoursListId}>
            {hours.map((hour) => (
              <option key={hour} value={String(hour).padStart(2, '0')} />
            ))}
          </datalist>
        </div>
        <span className="fui-time__separator" aria-hidden="true">
          :
        </span>
        <div className="fui-time__part">
          <label className="fui-time__label" htmlFor={ids.part('minutes')}>
            Minutes
          </label>
          <input
            className="fui-input fui-time__input"
            id={ids.part('minutes')}
            name={fieldInputName(field.id, 'minutes')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            value={parts.minutes}
            placeholder="mm"
            required={field.required}
            disabled={props.disabled}
            aria-invalid={invalid}
            onChange={(event) => update({ minutes: typedTimePart(event.currentTarget.value) })}
            onKeyDown={submitOnEnter}
          />
        </div>
        {twelveHour && (
          <div className="fui-time__part">
            <label className="fui-time__label" htmlFor={ids.part('meridiem')}>
              AM/PM
            </label>
            <select
              className="fui-input fui-time__meridiem"
              id={ids.part('meridiem')}
              name={fieldInputName(field.id, 'meridiem')}
              value={meridiem ?? ''}
              disabled={props.disabled}
              aria-invalid={invalid}
              onChange={(event) => update({ meridiem: event.currentTarget.value })}
            >
              {meridiems.map((option) => (
                <option key={option} value={option}>
                  {MERIDIEM_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </GroupFrame>
  );
}
