import { validateEmail } from '@atelier/form-engine/validation/email';
import { addressRegionsOf, regionProblem } from '@atelier/shop/address-regions';

export interface BillingField {
  name: string;
  label: string;
  autoComplete: string;
  required: boolean;
  /** `region`: a state or province, shown (and required) only where the country has them. */
  type: 'text' | 'email' | 'tel' | 'country' | 'region';
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
    name: 'billing_state',
    label: 'State / Province',
    autoComplete: 'address-level1',
    required: false,
    type: 'region',
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

/** The fields of an address the buyer's order ships to, when it is not the billing address. */
const SHIPPED_PARTS = new Set([
  'first_name',
  'last_name',
  'company',
  'country',
  'address_1',
  'address_2',
  'postcode',
  'city',
  'state',
]);
export const SHIPPING_FIELDS: readonly BillingField[] = BILLING_FIELDS.filter((field) =>
  SHIPPED_PARTS.has(field.name.slice('billing_'.length)),
).map((field) => ({
  ...field,
  name: field.name.replace(/^billing_/, 'shipping_'),
  autoComplete: `shipping ${field.autoComplete}`,
}));

/** The label of a region field in `country` ("State", "Province / Territory", …). */
export const regionLabel = (country: string) => addressRegionsOf(country)?.label;

/** Countries the gallery ships to, by ISO code (crated works travel worldwide; rates by zone). */
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
  { code: 'AU', name: 'Australia' },
  { code: 'BR', name: 'Brazil' },
  { code: 'JP', name: 'Japan' },
];

/**
 * Checks one billing field as the checkout shows it inline and as the server re-checks it on
 * submit: required fields, the e-mail rules, and a phone number valid for the chosen country.
 * The phone rules load on first use, so their metadata is not part of the page's first load.
 */
/** A country's name as the checkout lists it; the code itself for one it does not list. */
export const countryName = (code: string) =>
  SHIPPING_COUNTRIES.find((country) => country.code === code)?.name ?? code;

export async function validateBillingField(
  field: BillingField,
  value: string,
  country: string,
): Promise<string | undefined> {
  const trimmed = value.trim();
  if (field.type === 'region') return regionProblem(country, trimmed);
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

/** Every problem of one address (billing, or shipping with `SHIPPING_FIELDS`), by field name. */
export async function validateAddress(
  fields: readonly BillingField[],
  values: Readonly<Record<string, string>>,
  countryField: string,
): Promise<Record<string, string>> {
  const country = values[countryField] ?? '';
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = await validateBillingField(field, values[field.name] ?? '', country);
    if (message) errors[field.name] = message;
  }
  return errors;
}

export const validateBilling = (values: Readonly<Record<string, string>>) =>
  validateAddress(BILLING_FIELDS, values, 'billing_country');
