import type { ShippingSettings } from '@atelier/shop/shipping';
import { z } from 'zod';

const cents = z.number().int().nonnegative();
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'Country codes are two capital letters.');

const shippingZoneSchema = z.object({
  label: z.string().min(1),
  flatPrintCents: cents,
  originalCents: cents,
  freeFromCents: cents.nullable(),
});

/**
 * The shop's settings, as the site owner configures them (the demo gallery's are in
 * `@atelier/demo-content/shop-settings`). Checked when the site starts, so a wrong rate table
 * stops the start instead of mispricing an order.
 */
export const shopSettingsSchema = z.object({
  shipping: z.object({
    homeCountry: countryCode,
    euCountries: z.array(countryCode),
    zones: z.object({
      domestic: shippingZoneSchema,
      eu: shippingZoneSchema,
      world: shippingZoneSchema,
    }),
  }) satisfies z.ZodType<ShippingSettings>,
  accounts: z.object({
    /**
     * Customer accounts at checkout (issue 15: on in the demo). On, the checkout offers "Create an
     * account", which creates a real account and signs the buyer in; off, it hides the option and
     * refuses it.
     */
    enabled: z.boolean(),
  }),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
