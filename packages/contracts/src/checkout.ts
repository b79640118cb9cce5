import { z } from 'zod';

const required = (label: string) =>
  z.string().trim().min(1, `${label} is a required field.`).max(200, `${label} is too long.`);
const optional = z.string().trim().max(200).default('');

/**
 * The checkout form's fields. Format checks for e-mail and phone use the form engine's
 * validators on both sides; this schema keeps shapes and required fields.
 */
export const checkoutRequestSchema = z.object({
  billing_first_name: required('First name'),
  billing_last_name: required('Last name'),
  billing_company: optional,
  billing_country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Please choose a country.'),
  billing_address_1: required('Street address'),
  billing_address_2: optional,
  billing_city: required('Town / City'),
  billing_postcode: required('Postcode'),
  billing_phone: required('Phone'),
  billing_email: required('Email address'),
  /** State or province: required (and checked against the list) only where the country has them. */
  billing_state: optional,
  ship_to_different_address: z.enum(['1']).optional(),
  /** The shipping address: read, and required, only with ship_to_different_address. */
  shipping_first_name: optional,
  shipping_last_name: optional,
  shipping_company: optional,
  shipping_country: optional,
  shipping_state: optional,
  shipping_address_1: optional,
  shipping_address_2: optional,
  shipping_city: optional,
  shipping_postcode: optional,
  order_comments: z.string().trim().max(2000, 'Order notes are too long.').default(''),
  payment_method: z.string().min(1, 'Please choose a payment method.'),
  createaccount: z.enum(['1']).optional(),
  account_password: z.string().max(200).default(''),
  terms: z.literal('on', {
    error: 'Please read and accept the terms and conditions to proceed with your order.',
  }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
