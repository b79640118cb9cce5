import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldOf } from '@atelier/form-engine/schema/fields';
import { GroupFrame } from '../field-frame';
import {
  changeReporter,
  fieldIds,
  fieldInputName,
  type FieldIds,
  type FieldProps,
} from '../field-props';
import { onFocusLeave } from '../interaction';

/** The chosen values of a list field; a lone string (a default written as text) is a list of one. */
export function chosenValues(value: FieldValue): readonly string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

interface ChoiceOptionsProps {
  readonly type: 'radio' | 'checkbox';
  readonly field: FieldOf<'radio'> | FieldOf<'checkbox'>;
  readonly ids: FieldIds;
  readonly isChosen: (value: string) => boolean;
  readonly onChoose: (value: string) => void;
  readonly disabled: boolean | undefined;
  /**
   * What each input states besides: radios are required one by one (the browser asks for one of
   * the set); checkboxes are not, so they carry the invalid state the radiogroup carries for radios.
   */
  readonly state: { readonly required: boolean } | { readonly 'aria-invalid': true | undefined };
}

/** One input and label per option, the first input carrying the field's control id. */
function ChoiceOptions(props: ChoiceOptionsProps) {
  const { type, field, ids } = props;
  return field.options.map((option, index) => {
    const id = index === 0 ? ids.control : ids.part(`option-${index + 1}`);
    return (
      <div className={`fui-choice fui-choice--${type}`} key={option.value}>
        <input
          className="fui-choice__input"
          type={type}
          id={id}
          name={fieldInputName(field.id)}
          value={option.value}
          checked={props.isChosen(option.value)}
          disabled={props.disabled}
          {...props.state}
          onChange={() => props.onChoose(option.value)}
        />
        <label className="fui-choice__label" htmlFor={id}>
          {option.label}
        </label>
      </div>
    );
  });
}

/** Radio buttons in a fieldset named by its legend; arrow keys move between them natively. */
export function RadioField(props: FieldProps<'radio'>) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const chosen = typeof props.value === 'string' ? props.value : undefined;
  return (
    <GroupFrame
      field={field}
      ids={ids}
      error={error}
      role="radiogroup"
      onBlur={onFocusLeave(props.onBlur)}
    >
      <ChoiceOptions
        type="radio"
        field={field}
        ids={ids}
        isChosen={(value) => chosen === value}
        onChoose={report}
        disabled={props.disabled}
        state={{ required: field.required }}
      />
    </GroupFrame>
  );
}

/** Checkboxes in a fieldset; the value lists the ticked options in the order they are offered. */
export function CheckboxField(props: FieldProps<'checkbox'>) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const chosen = new Set(chosenValues(props.value));
  const toggle = (value: string) => {
    const next = new Set(chosen);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    report(field.options.map((option) => option.value).filter((option) => next.has(option)));
  };
  return (
    <GroupFrame field={field} ids={ids} error={error} onBlur={onFocusLeave(props.onBlur)}>
      <ChoiceOptions
        type="checkbox"
        field={field}
        ids={ids}
        isChosen={(value) => chosen.has(value)}
        onChoose={toggle}
        disabled={props.disabled}
        state={{ 'aria-invalid': error ? true : undefined }}
      />
    </GroupFrame>
  );
}

/**
 * A consent checkbox. Its label is the owner's rich text (links to the terms, emphasis), rendered
 * as markup like the form's HTML fields: it comes from the stored form definition, not from
 * visitors.
 */
export function ConsentField(props: FieldProps<'consent'>) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const checkboxLabel = ids.part('consent-label');
  return (
    <GroupFrame field={field} ids={ids} error={error} onBlur={onFocusLeave(props.onBlur)}>
      <div className="fui-choice fui-choice--consent">
        <input
          className="fui-choice__input"
          type="checkbox"
          id={ids.control}
          name={fieldInputName(field.id)}
          checked={props.value === true}
          required={field.required}
          disabled={props.disabled}
          aria-invalid={error ? true : undefined}
          onChange={(event) => report(event.currentTarget.checked)}
        />
        {field.consent_description ? (
          <label
            className="fui-choice__label fui-rich-text"
            id={checkboxLabel}
            htmlFor={ids.control}
            dangerouslySetInnerHTML={{ __html: field.consent_description }}
          />
        ) : (
          <label className="fui-choice__label" id={checkboxLabel} htmlFor={ids.control}>
            I agree
          </label>
        )}
      </div>
    </GroupFrame>
  );
}
