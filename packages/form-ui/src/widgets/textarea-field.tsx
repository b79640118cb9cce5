import { describedBy, FieldFrame } from '../field-frame';
import { changeReporter, fieldIds, fieldInputName, textOf, type FieldProps } from '../field-props';
import { blockWordAtLimit, Counter, counterOptions } from './counter';

/** Multi-line text with an optional character or word counter; Enter adds a line (FORM-027). */
export function TextareaField(props: FieldProps<'textarea'>) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const value = textOf(props.value);
  const report = changeReporter(props);
  const counter = counterOptions(field);
  return (
    <FieldFrame
      field={field}
      ids={ids}
      error={error}
      layout={props.layout}
      filled={value !== ''}
      after={counter && <Counter ids={ids} value={value} options={counter} />}
    >
      <textarea
        className="fui-input fui-input--multiline"
        id={ids.control}
        name={fieldInputName(field.id)}
        value={value}
        rows={5}
        placeholder={field.placeholder}
        required={field.required}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, ids, error, counter ? [ids.counter] : [])}
        onChange={(event) => report(event.currentTarget.value)}
        onKeyDown={(event) => blockWordAtLimit(event, value, counter)}
        onBlur={props.onBlur}
      />
    </FieldFrame>
  );
}
