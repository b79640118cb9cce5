import { validateEmail } from '@atelier/form-engine/validation/email';

export interface BillingField {
  name: string;
  label: string;
  autoComplete: string;
  required: boolean;
  type: 'text' | 'email' | 'tel' | 'country';
  /** Two fields side by side on wide screens. */
  half?: boolean;
}

export const BILLING_FIELDS: readonly BillingField[] = [
  {
    name: 'billing_first_name',
    label: 'First name',
    autoComplete: 'given-name',
    required: true,
    type: 'text',
    half: true,
  },
  {
    name: 'billing_last_name',
    label: 'Last name',
    autoComplete: 'family-name',
    required: true,
    type: 'text',
    half: true,
  },
  {
    name: 'billing_company',
    label: 'Company name (optional)',
    autoComplete: 'organization',
    required: false,
    type: 'text',
  },
  {
    name: 'billing_country',
    label: 'Country / Region',
    autoComplete: 'country',
    required: true,
    type: 'country',
  },
  {
    name: 'billing_address_1',
    label: 'Street address',
    autoComplete: 'address-line1',
    required: true,
    type: 'text',
  },
  {
    name: 'billing_address_2',
    label: 'Apartment, suite, unit (optional)',
    autoComplete: 'address-line2',
    required: false,
    type: 'text',
  },
  {
    name: 'billing_postcode',
    label: 'Postcode',
    autoComplete: 'postal-code',
    required: true,
    type: 'text',
    half: true,
  },
  {
    name: 'billing_city',
    label: 'Town / City',
    autoComplete: 'address-level2',
    required: true,
    type: 'text',
    half: true,
  },
  {
    name: 'billing_phone',
    label: 'Phone',
    autoComplete: 'tel',
    required: true,
    type: 'tel',
    half: true,
  },
  {
    name: 'billing_email',
    label: 'Email address',
    autoComplete: 'email',
    required: true,
    type: 'email',
    half: true,
  },
];

/** Countries the gallery ships to, by ISO code (crated works travel within Europe, the UK and North America). */
export const SHIPPING_COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'PT', name: 'Portugal' },
  { code: 'ES', name: 'Spain' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'IT', name: 'Italy' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'BE', name: 'Belgium' },
  { code: 'IE', name: 'Ireland' },
  { code: 'AT', name: 'Austria' },
  { code: 'DK', name: 'Denmark' },
  { code: 'SE', name: 'Sweden' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
];

/**
 * Checks one billing field as the checkout shows it inline and as the server re-checks it on
 * submit: required fields, the e-mail rules, and a phone number valid for the chosen country.
 * The phone rules load on first use, so their metadata is not part of the page's first load.
 */
export async function validateBillingField(
  field: BillingField,
  value: string,
  country: string,
): Promise<string | undefined> {
  const trimmed = value.trim();
  if (field.required && trimmed === '') return `${field.label} is a required field.`;
  if (trimmed === '') return undefined;
  if (field.type === 'email') {
    return validateEmail(trimmed);
  }
  if (field.type === 'tel') {
    const { validatePhone } = await import('@atelier/form-engine/validation/phone');
    return validatePhone(trimmed, {
      country: SHIPPING_COUNTRIES.some((candidate) => candidate.code === country)
        ? country.toLowerCase()
        : 'pt',
      validation: 'standard',
      required: field.required,
    })
      ? `Please enter a valid phone number for ${SHIPPING_COUNTRIES.find((candidate) => candidate.code === country)?.name ?? 'your country'}, or start it with + and the country code.`
      : undefined;
  }
  if (
    field.type === 'country' &&
    !SHIPPING_COUNTRIES.some((candidate) => candidate.code === trimmed)
  ) {
    return 'Please choose a country we ship to.';
  }
  return undefined;
}

export async function validateBilling(
  values: Readonly<Record<string, string>>,
): Promise<Record<string, string>> {
  const country = values.billing_country ?? '';
  const errors: Record<string, string> = {};
  for (const field of BILLING_FIELDS) {
    const message = await validateBillingField(field, values[field.name] ?? '', country);
    if (message) errors[field.name] = message;
  }
  return errors;
}
