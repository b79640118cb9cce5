import { randomBytes } from 'node:crypto';
import { checkoutRequestSchema, type CheckoutRequest } from '@atelier/contracts/checkout';
import type { ShopSettings } from '@atelier/contracts/shop-settings';
import type { Database } from '@atelier/db/connection';
import { cartRepository } from '@atelier/db/repositories/cart';
import { OrderRejected, orderRepository } from '@atelier/db/repositories/orders';
import type { ShippingAddress } from '@atelier/db/schema';
import { validatePassword } from '@atelier/form-engine/validation/password';
import { sanitizeAttribution } from '@atelier/shop/attribution';
import { regionFor } from '@atelier/shop/address-regions';
import { formatMoney, STORE_CURRENCY } from '@atelier/shop/money';
import type { CartLine } from '@atelier/shop/cart';
import { deliveredTotals, shippingQuotes } from '@atelier/shop/shipping';
import {
  BILLING_FIELDS,
  SHIPPING_FIELDS,
  validateAddress,
  validateBilling,
} from '~/features/shop/billing-fields';
import { hashPassword } from '../platform/security/passwords';
import { toCartLine } from './cart-service';

export type CheckoutOutcome =
  | {
      ok: true;
      orderId: number;
      orderKey: string;
      /** Issue 15: the account created with the order ("Create an account"), to sign in. */
      newAccount?: { customerId: number };
    }
  | { ok: false; message: string; errors: Record<string, string> };

/**
 * A way to pay, as the checkout needs it. The payments room implements it; the composition root
 * (`site-services.ts`) hands the methods in, so the shop never imports the payments room.
 */
export interface CheckoutPaymentMethod {
  id: string;
  title: string;
  description: string;
  /** on-hold until money arrives; processing when paid, or settled in person at collection. */
  initialStatus: 'on-hold' | 'processing';
  /** Shipped, or collected at the gallery (no shipping charge). */
  delivery: 'ship' | 'collect';
  /** What the buyer must do next, shown on the confirmation page. */
  instructions(order: { number: string; totalLabel: string }): string[];
}

/** The number buyers see and quote; stable, derived from the order id. */
export const orderNumber = (id: number) => `AT-${String(10_000 + id)}`;

const ATTRIBUTION_PREFIX = 'wc_order_attribution_';
const addressNames = new Set([...BILLING_FIELDS, ...SHIPPING_FIELDS].map((field) => field.name));

/** The separate shipping address of a request that asked for one (and ships), as stored. */
const shippingAddressOf = (request: CheckoutRequest): ShippingAddress => ({
  firstName: request.shipping_first_name,
  lastName: request.shipping_last_name,
  company: request.shipping_company,
  country: request.shipping_country,
  state: regionFor(request.shipping_country, request.shipping_state),
  address1: request.shipping_address_1,
  address2: request.shipping_address_2,
  city: request.shipping_city,
  postcode: request.shipping_postcode,
});

/**
 * Places an order from the checkout form. Everything the browser checked inline is checked
 * again here; prices, stock and totals come from the database inside the order transaction.
 */
export function checkoutService(
  db: Database,
  options: {
    paymentMethods: readonly CheckoutPaymentMethod[];
    settings: ShopSettings;
    /**
     * Told of every placed order: the composition root queues its mail from here. It never
     * throws, so the buyer's order never depends on mail.
     */
    onOrderPlaced?: (order: { orderId: number; orderKey: string }) => Promise<void>;
  },
) {
  const orders = orderRepository(db);
  const carts = cartRepository(db);
  const { paymentMethods, settings } = options;
  /** How each shipping zone reads to a buyer ("Portugal", "the European Union", …). */
  const shippingZoneLabels = () => {
    const { zones } = settings.shipping;
    return { domestic: zones.domestic.label, eu: zones.eu.label, world: zones.world.label };
  };
  const paymentMethodById = (id: string) => paymentMethods.find((method) => method.id === id);

  const shippingPreviewOf = (lines: CartLine[]) => {
    const { homeCountry, euCountries } = settings.shipping;
    return {
      quotes: shippingQuotes(lines, settings.shipping),
      homeCountry,
      euCountries,
      zoneLabels: shippingZoneLabels(),
    };
  };

  return {
    async placeOrder(
      sessionId: string,
      form: Readonly<Record<string, string>>,
      /**
       * Issue 15: the signed-in buyer, whose account the order joins. The page's action reads it
       * from the request's account session (handed in by the composition root), so the shop
       * knows an account only by its id.
       */
      buyer?: { customerId: number },
    ): Promise<CheckoutOutcome> {
      const errors: Record<string, string> = await validateBilling(form);
      const method = paymentMethodById(form.payment_method ?? '');
      if (!method) errors.payment_method ??= 'Please choose a payment method.';
      // A separate shipping address only matters when something is shipped.
      const shipsElsewhere =
        form.ship_to_different_address === '1' && method?.delivery !== 'collect';
      if (shipsElsewhere)
        Object.assign(errors, await validateAddress(SHIPPING_FIELDS, form, 'shipping_country'));
      const parsed = checkoutRequestSchema.safeParse(form);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'form');
          if (!addressNames.has(field)) errors[field] ??= issue.message;
        }
      }

      // A signed-in buyer already has an account: the order simply joins it.
      const wantsAccount = form.createaccount === '1' && buyer === undefined;
      if (wantsAccount && !settings.accounts.enabled) {
        // The page does not offer it; a crafted or stale post must not create an account
        // nobody can use yet.
        errors.createaccount =
          'Accounts are not available yet. Please place your order without creating an account.';
      } else if (wantsAccount) {
        const weak = validatePassword(form.account_password ?? '', {});
        if (!form.account_password)
          errors.account_password = 'Please choose a password for your account.';
        else if (weak) errors.account_password = weak;
        if (form.billing_email && (await orders.customerExists(form.billing_email))) {
          errors.billing_email =
            'An account is already registered with this email address. Use another address, or order without creating an account.';
        }
      }

      if (!parsed.success || !method || Object.keys(errors).length > 0) {
        return {
          ok: false,
          message: 'Please correct the errors before placing your order.',
          errors,
        };
      }
      const request = parsed.data;
      const shippingAddress = shipsElsewhere ? shippingAddressOf(request) : undefined;
      const destination = {
        method: method.delivery,
        country: shippingAddress?.country ?? request.billing_country,
      };
      const attribution = sanitizeAttribution(
        Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith(ATTRIBUTION_PREFIX))
            .map(([key, value]) => [key.slice(ATTRIBUTION_PREFIX.length), value]),
        ),
      );

      try {
        const placed = await orders.place({
          sessionId,
          orderKey: `order_${randomBytes(18).toString('base64url')}`,
          email: request.billing_email.trim(),
          billing: {
            firstName: request.billing_first_name,
            lastName: request.billing_last_name,
            company: request.billing_company,
            country: request.billing_country,
            address1: request.billing_address_1,
            address2: request.billing_address_2,
            city: request.billing_city,
            postcode: request.billing_postcode,
            phone: request.billing_phone,
            email: request.billing_email.trim(),
            state: regionFor(request.billing_country, request.billing_state),
          },
          paymentMethod: method.id,
          deliveryMethod: method.delivery,
          shippingAddress,
          status: method.initialStatus,
          currency: STORE_CURRENCY,
          customerNote: request.order_comments,
          attribution: { ...attribution },
          account: buyer
            ? { customerId: buyer.customerId }
            : wantsAccount
              ? { passwordHash: await hashPassword(request.account_password) }
              : undefined,
          price: (lines) => {
            const totals = deliveredTotals(lines.map(toCartLine), destination, settings.shipping);
            return {
              subtotalCents: totals.subtotalCents,
              shippingCents: totals.shippingCents,
              totalCents: totals.totalCents,
            };
          },
        });
        await options.onOrderPlaced?.({ orderId: placed.id, orderKey: placed.orderKey });
        const created = wantsAccount && placed.customerId !== null;
        return {
          ok: true,
          orderId: placed.id,
          orderKey: placed.orderKey,
          ...(created && placed.customerId !== null
            ? { newAccount: { customerId: placed.customerId } }
            : {}),
        };
      } catch (error) {
        if (error instanceof OrderRejected)
          return { ok: false, message: error.message, errors: {} };
        throw error;
      }
    },

    /** What the checkout offers, as the page shows it. */
    paymentMethods() {
      return paymentMethods.map(({ id, title, description, delivery }) => ({
        id,
        title,
        description,
        delivery,
      }));
    },

    /** Whether the checkout offers to create a customer account (issue 15: on in the demo). */
    accountsEnabled: () => settings.accounts.enabled,

    shippingZoneLabels,

    /**
     * What the checkout page needs to show the right shipping the moment the buyer changes
     * country or delivery: the cart's shipping to each zone and how countries map to zones.
     * Only a preview: `placeOrder` prices the order itself.
     */
    async shippingPreview(sessionId: string) {
      return shippingPreviewOf((await carts.lines(sessionId)).map(toCartLine));
    },

    /** The same for cart lines already read (the checkout page reads the cart once). */
    shippingPreviewOf,

    /** The confirmation of an order, for the holder of its key only. */
    async confirmation(id: number, orderKey: string) {
      const order = await orders.byKey(id, orderKey);
      if (!order) return undefined;
      const method = paymentMethodById(order.paymentMethod);
      const number = orderNumber(order.id);
      return {
        ...order,
        number,
        paymentTitle: method?.title ?? order.paymentMethod,
        instructions:
          method?.instructions({
            number,
            totalLabel: formatMoney(order.totalCents, order.currency),
          }) ?? [],
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
