import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import { COUNTRIES } from '../countries';
import { FieldFrame, GroupFrame } from '../field-frame';
import {
  changeReporter,
  fieldIds,
  fieldInputName,
  type FieldIds,
  type FieldProps,
} from '../field-props';
import { onFocusLeave, submitOnEnter } from '../interaction';
import { textControl } from '../text-control';

interface PartSpec {
  readonly label: string;
  readonly autoComplete: string;
  /** Asked for even on a required field? Middle names and second address lines are not. */
  readonly optional?: boolean;
  /** A fixed list instead of free text. */
  readonly choices?: readonly string[];
}

const NAME_PARTS = {
  prefix: {
    label: 'Prefix',
    autoComplete: 'honorific-prefix',
    choices: ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'],
  },
  'first-name': { label: 'First name', autoComplete: 'given-name' },
  'middle-name': { label: 'Middle name', autoComplete: 'additional-name', optional: true },
  'last-name': { label: 'Last name', autoComplete: 'family-name' },
} as const satisfies Record<string, PartSpec>;

const ADDRESS_PARTS = {
  street_address: { label: 'Street address', autoComplete: 'address-line1' },
  address_line: {
    label: 'Apartment, suite, etc.',
    autoComplete: 'address-line2',
    optional: true,
  },
  city: { label: 'City', autoComplete: 'address-level2' },
  state: { label: 'State/Province', autoComplete: 'address-level1' },
  zip: { label: 'ZIP / Postal code', autoComplete: 'postal-code' },
  country: {
    label: 'Country',
    autoComplete: 'country-name',
    choices: COUNTRIES.map((country) => country.name),
  },
} as const satisfies Record<string, PartSpec>;

function partsOf(value: FieldValue): Readonly<Record<string, string>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, string>>)
    : {};
}

interface PartsProps {
  readonly fieldId: string;
  readonly ids: FieldIds;
  readonly parts: readonly string[];
  readonly specs: Readonly<Record<string, PartSpec>>;
  readonly values: Readonly<Record<string, string>>;
  readonly required: boolean;
  readonly disabled: boolean | undefined;
  readonly invalid: boolean;
  readonly onPart: (part: string, text: string) => void;
}

/** One labelled input (or dropdown) per part, the first carrying the field's control id. */
function PartInputs(props: PartsProps) {
  return props.parts.map((part, index) => {
    const spec = props.specs[part];
    if (spec === undefined) return null;
    const id = index === 0 ? props.ids.control : props.ids.part(part);
    const common = {
      className: 'fui-input',
      id,
      name: fieldInputName(props.fieldId, part),
      autoComplete: spec.autoComplete,
      value: props.values[part] ?? '',
      required: props.required && !spec.optional,
      disabled: props.disabled,
      'aria-invalid': props.invalid ? true : undefined,
    };
    return (
      <div className={`fui-part fui-part--${part}`} key={part}>
        <label className="fui-part__label" htmlFor={id}>
          {spec.label}
        </label>
        {spec.choices ? (
          <select {...common} onChange={(event) => props.onPart(part, event.currentTarget.value)}>
            <option value="">{`Select ${spec.label.toLowerCase()}`}</option>
            {spec.choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type="text"
            onChange={(event) => props.onPart(part, event.currentTarget.value)}
            onKeyDown={submitOnEnter}
          />
        )}
      </div>
    );
  });
}

/** A name: one input, or its configured parts (prefix, first, middle, last) in a fieldset. */
export function NameField(props: FieldProps<'name'>) {
  if (props.field.parts.length === 0) {
    const { frame, attributes } = textControl(props);
    return (
      <FieldFrame {...frame}>
        <input
          className="fui-input"
          {...attributes()}
          type="text"
          autoComplete="name"
          onKeyDown={submitOnEnter}
          onBlur={props.onBlur}
        />
      </FieldFrame>
    );
  }
  return <PartsGroup props={props} specs={NAME_PARTS} />;
}

/** Every configured part present (empty when untouched), so the value's shape never varies. */
function withPart(
  parts: readonly string[],
  values: Readonly<Record<string, string>>,
  part: string,
  text: string,
): Record<string, string> {
  return Object.fromEntries(
    parts.map((name) => [name, name === part ? text : (values[name] ?? '')]),
  );
}

/** A name's or an address's configured parts, in one fieldset; the value keeps every part. */
function PartsGroup({
  props,
  specs,
}: {
  props: FieldProps<'name'> | FieldProps<'address'>;
  specs: Readonly<Record<string, PartSpec>>;
}) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const values = partsOf(props.value);
  return (
    <GroupFrame field={field} ids={ids} error={error} onBlur={onFocusLeave(props.onBlur)}>
      <PartInputs
        fieldId={field.id}
        ids={ids}
        parts={field.parts}
        specs={specs}
        values={values}
        required={field.required}
        disabled={props.disabled}
        invalid={Boolean(error)}
        onPart={(part, text) => report(withPart(field.parts, values, part, text))}
      />
    </GroupFrame>
  );
}

/** An address: its configured parts in a fieldset, the country from a list. */
export function AddressField(props: FieldProps<'address'>) {
  return <PartsGroup props={props} specs={ADDRESS_PARTS} />;
}
