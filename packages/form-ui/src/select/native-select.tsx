import { describedBy, FieldFrame } from '../field-frame';
import { changeReporter, fieldIds, fieldInputName, type FieldProps } from '../field-props';
import { chosenValues } from '../widgets/choice-fields';

/**
 * A native `<select>`: the select field without search, and the searchable one before JavaScript
 * takes over (server paint, hydration, JavaScript off), so a form always works.
 */
export function NativeSelect(props: FieldProps<'select'>) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const chosen = chosenValues(props.value);
  const common = {
    className: 'fui-input fui-select__native',
    id: ids.control,
    name: fieldInputName(field.id),
    required: field.required,
    disabled: props.disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(field, ids, error),
    onBlur: props.onBlur,
  };
  const options = field.options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
  return (
    <FieldFrame
      field={field}
      ids={ids}
      error={error}
      layout={props.layout}
      filled={chosen.length > 0}
    >
      {field.multiple ? (
        <select
          {...common}
          multiple
          value={[...chosen]}
          onChange={(event) =>
            report([...event.currentTarget.selectedOptions].map((option) => option.value))
          }
        >
          {options}
        </select>
      ) : (
        <select
          {...common}
          value={chosen[0] ?? ''}
          onChange={(event) =>
            report(event.currentTarget.value === '' ? null : event.currentTarget.value)
          }
        >
          <option value="">
            {props.layout === 'floating' ? '' : (field.placeholder ?? 'Select an option')}
          </option>
          {options}
        </select>
      )}
    </FieldFrame>
  );
}
