import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { ReactNode } from 'react';
import { CaptchaField } from './captcha/captcha-field';
import { DateField } from './date/date-field';
import type { FieldProps, FieldType } from './field-props';
import { PhoneField } from './phone/phone-field';
import { PaymentField } from './payments/payment-field';
import type { OptionSource } from './select/option-source';
import { SelectField } from './select/select-field';
import { CheckboxField, ConsentField, RadioField } from './widgets/choice-fields';
import { AddressField, NameField } from './widgets/composite-fields';
import {
  CalculationField,
  GroupField,
  HiddenField,
  HtmlField,
  PageBreakField,
  SectionField,
} from './widgets/display-fields';
import { NumberField } from './widgets/number-field';
import { SignatureField } from './widgets/signature-field';
import { SliderField } from './widgets/slider-field';
import { TextField } from './widgets/text-field';
import { TextareaField } from './widgets/textarea-field';
import { TimeField } from './widgets/time-field';
import { UploadField } from './widgets/upload-field';

/**
 * Field types these widgets do not render. None since issue 17: the card and PayPal fields (PAY,
 * PP) render their providers' widgets (a lazily loaded chunk); captchas since issue 15.
 */
export const unsupportedFieldTypes: readonly FieldType[] = [];

export function isSupportedFieldType(type: FieldType): boolean {
  return !unsupportedFieldTypes.includes(type);
}

export interface FieldRendererProps extends FieldProps {
  /** A searchable select's options source (default: its own options, searched in memory). */
  readonly optionSource?: OptionSource | undefined;
  /** Other fields' current values, for a date field's start-field/end-field bounds. */
  readonly valueOfField?: ((fieldId: string) => FieldValue) | undefined;
  /** An upload field's chosen `File` objects, for the transfer. */
  readonly onFiles?: ((files: readonly File[]) => void) | undefined;
  /** A group's members, rendered by the runtime. */
  readonly children?: ReactNode;
}

/** The widget for the field's type: every type of the form-engine schema but the unsupported ones. */
export function FieldRenderer(props: FieldRendererProps) {
  const { field, optionSource, valueOfField, onFiles, children, ...shared } = props;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'password':
      return <TextField {...shared} field={field} />;
    case 'textarea':
      return <TextareaField {...shared} field={field} />;
    case 'phone':
      return <PhoneField {...shared} field={field} />;
    case 'number':
    case 'currency':
      return <NumberField {...shared} field={field} />;
    case 'slider':
      return <SliderField {...shared} field={field} />;
    case 'radio':
      return <RadioField {...shared} field={field} />;
    case 'checkbox':
      return <CheckboxField {...shared} field={field} />;
    case 'select':
      return <SelectField {...shared} field={field} optionSource={optionSource} />;
    case 'date':
      return <DateField {...shared} field={field} valueOfField={valueOfField} />;
    case 'time':
      return <TimeField {...shared} field={field} />;
    case 'upload':
      return <UploadField {...shared} field={field} onFiles={onFiles} />;
    case 'calculation':
      return <CalculationField {...shared} field={field} />;
    case 'hidden':
      return <HiddenField {...shared} field={field} />;
    case 'name':
      return <NameField {...shared} field={field} />;
    case 'address':
      return <AddressField {...shared} field={field} />;
    case 'consent':
      return <ConsentField {...shared} field={field} />;
    case 'signature':
      return <SignatureField {...shared} field={field} />;
    case 'html':
      return <HtmlField field={field} />;
    case 'section':
      return <SectionField field={field} />;
    case 'page-break':
      return <PageBreakField field={field} />;
    case 'group':
      return (
        <GroupField field={field} idPrefix={shared.idPrefix}>
          {children}
        </GroupField>
      );
    case 'captcha':
      return <CaptchaField {...shared} field={field} />;
    case 'stripe':
      return <PaymentField {...shared} field={field} />;
    case 'paypal':
      return <PaymentField {...shared} field={field} />;
  }
}
