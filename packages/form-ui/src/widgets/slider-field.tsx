import { exactDecimal, roundHalfAwayFromZero } from '@atelier/form-engine/decimal/rounding';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { KeyboardEvent } from 'react';
import { describedBy, FieldFrame, GroupFrame } from '../field-frame';
import { changeReporter, fieldIds, fieldInputName, type FieldProps } from '../field-props';
import { onFocusLeave } from '../interaction';

export interface SliderScale {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

function decimalsOf(value: number): number {
  const { exponent } = exactDecimal(value);
  return exponent < 0 ? -exponent : 0;
}

/** The highest value the steps reach (max itself when max - min is a whole number of steps). */
function lastStep(scale: SliderScale): number {
  const steps = Math.floor((scale.max - scale.min) / scale.step + 1e-9);
  return snap(scale.min + steps * scale.step, scale);
}

/** The value on the step grid counted from min, as exact decimals (0.1 + 0.2 gives 0.3). */
function snap(value: number, scale: SliderScale): number {
  const decimals = Math.max(decimalsOf(scale.step), decimalsOf(scale.min));
  const steps = Math.round((value - scale.min) / scale.step);
  return roundHalfAwayFromZero(scale.min + steps * scale.step, decimals);
}

export function clampToScale(value: number, scale: SliderScale, low = scale.min, high = scale.max) {
  const snapped = snap(Math.min(Math.max(value, scale.min), scale.max), scale);
  const top = Math.min(lastStep(scale), high);
  return Math.min(Math.max(snapped, low), top);
}

/**
 * The WAI-ARIA slider keys: arrows move one step (right/up increase), Page Up/Down a tenth of the
 * scale (at least one step), Home/End to the ends. `undefined` for any other key. Handled here
 * rather than left to the browser so every browser moves the same distance.
 */
export function sliderKeyValue(key: string, current: number, scale: SliderScale) {
  const steps = (scale.max - scale.min) / scale.step;
  const page = scale.step * Math.max(1, Math.round(steps / 10));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current + scale.step;
    case 'ArrowLeft':
    case 'ArrowDown':
      return current - scale.step;
    case 'PageUp':
      return current + page;
    case 'PageDown':
      return current - page;
    case 'Home':
      return scale.min;
    case 'End':
      return scale.max;
    default:
      return undefined;
  }
}

function handles(value: FieldValue, field: FieldProps<'slider'>['field']): [number, number] {
  const fallback = field.default_value;
  const source = Array.isArray(value) || typeof value === 'number' ? value : fallback;
  if (Array.isArray(source) && typeof source[0] === 'number' && typeof source[1] === 'number') {
    return [source[0], source[1]];
  }
  if (typeof source === 'number') return [source, field.max];
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return [Number(value), field.max];
  }
  return [field.min, field.max];
}

interface ThumbProps {
  readonly id: string;
  readonly name: string;
  readonly value: number;
  readonly scale: SliderScale;
  /** The other handle's position: a range slider's handles never cross. */
  readonly low?: number;
  readonly high?: number;
  readonly onMove: (value: number) => void;
  readonly disabled: boolean | undefined;
  readonly label?: string;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly onBlur?: (() => void) | undefined;
}

/** A native range input (works without JavaScript, labelled natively) with uniform key steps. */
function Thumb(props: ThumbProps) {
  const move = (next: number) => {
    const clamped = clampToScale(next, props.scale, props.low, props.high);
    if (clamped !== props.value) props.onMove(clamped);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = sliderKeyValue(event.key, props.value, props.scale);
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };
  return (
    <input
      className="fui-slider__thumb"
      type="range"
      id={props.id}
      name={props.name}
      min={props.scale.min}
      max={props.scale.max}
      step={props.scale.step}
      value={props.value}
      disabled={props.disabled}
      aria-label={props.label}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid ? true : undefined}
      onKeyDown={onKeyDown}
      onChange={(event) => move(Number(event.currentTarget.value))}
      onBlur={props.onBlur}
    />
  );
}

/** FORM-012: a slider (min 0, max 100, step 1 by default), or a range slider with two handles. */
export function SliderField(props: FieldProps<'slider'>) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const scale: SliderScale = { min: field.min, max: field.max, step: field.step };
  const [low, high] = handles(props.value, field);
  const shared = {
    scale,
    disabled: props.disabled,
    describedBy: describedBy(field, ids, error, [ids.part('value')]),
    invalid: Boolean(error),
  };

  if (field.slider_type !== 'range') {
    const value = clampToScale(low, scale);
    return (
      <FieldFrame
        field={field}
        ids={ids}
        error={error}
        after={
          <output className="fui-slider__value" id={ids.part('value')} htmlFor={ids.control}>
            {value}
          </output>
        }
      >
        <div className="fui-slider">
          <Thumb
            {...shared}
            id={ids.control}
            name={fieldInputName(field.id)}
            value={value}
            onMove={report}
            onBlur={props.onBlur}
          />
        </div>
      </FieldFrame>
    );
  }

  const from = clampToScale(low, scale);
  const to = clampToScale(high, scale, from);
  return (
    <GroupFrame
      field={field}
      ids={ids}
      error={error}
      onBlur={onFocusLeave(props.onBlur)}
      after={
        <output
          className="fui-slider__value"
          id={ids.part('value')}
          htmlFor={`${ids.control} ${ids.part('max')}`}
        >
          {`${from} – ${to}`}
        </output>
      }
    >
      <div className="fui-slider fui-slider--range">
        <Thumb
          {...shared}
          id={ids.control}
          name={fieldInputName(field.id)}
          label="Minimum"
          value={from}
          high={to}
          onMove={(value) => report([value, to])}
        />
        <Thumb
          {...shared}
          id={ids.part('max')}
          name={fieldInputName(field.id)}
          label="Maximum"
          value={to}
          low={from}
          onMove={(value) => report([from, value])}
        />
      </div>
    </GroupFrame>
  );
}
