import { formatDecimal } from '@atelier/form-engine/decimal/rounding';
import { formatAmount } from '@atelier/shop/money';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldOf } from '@atelier/form-engine/schema/fields';
import type { ReactNode } from 'react';
import { accessibleName } from '../field-frame';
import { fieldIds, fieldInputName, type FieldProps } from '../field-props';

/**
 * CALC-020, CALC-021: the result rounded to the field's precision with its decimal point; an
 * amount of money as the shop prints prices (issue 12).
 */
export function calculationText(field: FieldOf<'calculation'>, value: FieldValue): string {
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (field.money) return formatAmount(value);
    return formatDecimal(value, field.precision, field['decimal-point']);
  }
  return typeof value === 'string' ? value : '';
}

/**
 * A calculation's live result in an `<output>` (announced politely as it changes). One with
 * `isHidden` is still computed by the runtime but shows nothing. It posts nothing either: the server
 * recomputes every calculation and ignores a sent one.
 */
export function CalculationField(props: FieldProps<'calculation'>) {
  const { field, error, idPrefix } = props;
  if (field.isHidden) return null;
  const ids = fieldIds(idPrefix, field.id);
  return (
    <div
      className={`fui-field fui-field--calculation${error ? ' fui-field--invalid' : ''}`}
      data-field-id={field.id}
    >
      <label className="fui-field__label" id={ids.label} htmlFor={ids.control}>
        {accessibleName(field)}
      </label>
      <output
        className="fui-calculation"
        id={ids.control}
        aria-live="polite"
        aria-describedby={
          [field.description ? ids.description : '', error ? ids.error : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
      >
        {calculationText(field, props.value)}
      </output>
      {field.description && (
        <p className="fui-field__description" id={ids.description}>
          {field.description}
        </p>
      )}
      <div className="fui-field__error" id={ids.error} aria-live="polite">
        {error}
      </div>
    </div>
  );
}

/** A hidden input: the owner's configured value (the server keeps that one whatever is posted). */
export function HiddenField(props: FieldProps<'hidden'>) {
  const { field } = props;
  const value = typeof props.value === 'string' ? props.value : field.default_value;
  return (
    <input
      type="hidden"
      id={fieldIds(props.idPrefix, field.id).control}
      name={fieldInputName(field.id)}
      value={value}
      data-field-id={field.id}
    />
  );
}

/**
 * The owner's HTML block. It comes from the stored form definition (written by the site owner,
 * like the theme's own content), so it is rendered as markup.
 */
export function HtmlField({ field }: { readonly field: FieldOf<'html'> }) {
  return (
    <div
      className="fui-html fui-rich-text"
      data-field-id={field.id}
      dangerouslySetInnerHTML={{ __html: field.content }}
    />
  );
}

/** A section heading with its description: structure between groups of fields. */
export function SectionField({ field }: { readonly field: FieldOf<'section'> }) {
  return (
    <div className="fui-section" data-field-id={field.id}>
      {field.label && <h3 className="fui-section__title">{field.label}</h3>}
      {field.description && <p className="fui-section__description">{field.description}</p>}
    </div>
  );
}

/**
 * Where a page of a multi-step form ends. The runtime shows one page at a time; rendered all
 * together (JavaScript off) the pages are separated by this rule.
 */
export function PageBreakField({ field }: { readonly field: FieldOf<'page-break'> }) {
  return <hr className="fui-page-break" data-field-id={field.id} />;
}

/** A group's members in a fieldset named by the group's label (the runtime renders the members). */
export function GroupField(props: {
  readonly field: FieldOf<'group'>;
  readonly idPrefix: string;
  readonly children?: ReactNode;
}) {
  const { field } = props;
  const ids = fieldIds(props.idPrefix, field.id);
  return (
    <fieldset
      className={`fui-group${field.repeater ? ' fui-group--repeater' : ''}`}
      data-field-id={field.id}
      id={ids.control}
      aria-describedby={field.description ? ids.description : undefined}
    >
      {field.label && <legend className="fui-group__legend">{field.label}</legend>}
      {field.description && (
        <p className="fui-field__description" id={ids.description}>
          {field.description}
        </p>
      )}
      {props.children}
    </fieldset>
  );
}
