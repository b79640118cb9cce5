import { randomBytes } from 'node:crypto';
import { checkoutRequestSchema, type CheckoutRequest } from '@atelier/contracts/checkout';
import type { ShopSettings } from '@atelier/contracts/shop-settings';
import type { Database } from '@atelier/db/connection';
import { cartRepository } from '@atelier/db/repositories/cart';
import {
  OrderRejected,
  orderRepository,
  REFUNDABLE_STATUSES,
  type PlaceOrderInput,
} from '@atelier/db/repositories/orders';
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
import {
  CARD_METHOD,
  RESERVATION_MINUTES,
  WALLET_METHOD,
  type CheckoutMethodKind,
  type CheckoutPayments,
} from './checkout-payments';
import type { PaymentCompletion } from '../platform/payments-port';

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
  /**
   * Issue 17: how the money is taken. Absent or `offline`: the order is placed at once and the
   * confirmation says what to do next. `card` and `wallet` are paid in the browser first (the
   * shop's own card and PayPal methods, offered when the payments service has them).
   */
  kind?: CheckoutMethodKind;
  title: string;
  description: string;
  /** on-hold until money arrives; processing when paid, or settled in person at collection. */
  initialStatus: 'on-hold' | 'processing';
  /** Shipped, or collected at the gallery (no shipping charge). */
  delivery: 'ship' | 'collect';
  /** What the buyer must do next, shown on the confirmation page. */
  instructions(order: { number: string; totalLabel: string }): string[];
}

/** Issue 17: a card or PayPal payment started for a reserved order, or why it could not start. */
export type PreparePaymentOutcome =
  | {
      ok: true;
      orderId: number;
      payment:
        | { kind: 'card'; intentId: string; clientSecret: string }
        | { kind: 'wallet'; walletOrderId: string };
    }
  | { ok: false; message: string; errors: Record<string, string> };

/** Issue 17: a payment the browser finished, or why the order was not paid. */
export type CompletePaymentOutcome =
  | { ok: true; orderId: number; orderKey: string }
  | { ok: false; message: string; released: boolean };

/** The statuses an order shows to its buyer: a pending or failed one was never placed. */
const CONFIRMED_STATUSES = new Set(['on-hold', 'processing', 'completed', 'cancelled', 'refunded']);

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
    /**
     * Issue 17: the payments service (its checkout part); absent, only the offline methods are
     * offered. Card and PayPal join them when its `publicConfig()` has them.
     */
    payments?: CheckoutPayments | undefined;
    /** How long a pending order holds its stock while the buyer pays (minutes). */
    reservationMinutes?: number;
    now?: () => Date;
    /** Where a payment that could not be honoured is logged (order id only, no personal data). */
    log?: {
      error(details: object, message: string): void;
      warn(details: object, message: string): void;
    };
  },
) {
  const orders = orderRepository(db);
  const carts = cartRepository(db);
  const { settings, payments } = options;
  const now = options.now ?? (() => new Date());
  const reservationMs = (options.reservationMinutes ?? RESERVATION_MINUTES) * 60_000;
  /** The offline methods handed in, then card and PayPal when the payments service offers them. */
  const offeredMethods = (): readonly CheckoutPaymentMethod[] => {
    const config = payments?.publicConfig();
    return [
      ...options.paymentMethods,
      ...(config?.card ? [CARD_METHOD] : []),
      ...(config?.paypal ? [WALLET_METHOD] : []),
    ];
  };
  const kindOf = (method: CheckoutPaymentMethod) => method.kind ?? 'offline';
  /** How each shipping zone reads to a buyer ("Portugal", "the European Union", …). */
  const shippingZoneLabels = () => {
    const { zones } = settings.shipping;
    return { domestic: zones.domestic.label, eu: zones.eu.label, world: zones.world.label };
  };
  const paymentMethodById = (id: string) => offeredMethods().find((method) => method.id === id);
  /** Any method an order may carry, offered now or not (a confirmation outlives a setting). */
  const anyMethodById = (id: string) =>
    [...options.paymentMethods, CARD_METHOD, WALLET_METHOD].find((method) => method.id === id);

  const shippingPreviewOf = (lines: CartLine[]) => {
    const { homeCountry, euCountries } = settings.shipping;
    return {
      quotes: shippingQuotes(lines, settings.shipping),
      homeCountry,
      euCountries,
      zoneLabels: shippingZoneLabels(),
    };
  };

  type OrderDraft = Omit<PlaceOrderInput, 'status' | 'sessionId' | 'orderKey'>;
  type CheckedCheckout =
    | {
        ok: true;
        method: CheckoutPaymentMethod;
        order: OrderDraft;
        /** "Create an account" with this password (hashed only by the method that creates it). */
        newAccountPassword: string | undefined;
      }
    | { ok: false; message: string; errors: Record<string, string> };

  /**
   * Checks the checkout form as the order needs it (everything the browser checked inline is
   * checked again here) and turns it into the order to write; prices come later, from the
   * database, inside the order's transaction.
   */
  async function checkCheckout(
    form: Readonly<Record<string, string>>,
    buyer: { customerId: number } | undefined,
  ): Promise<CheckedCheckout> {
    const errors: Record<string, string> = await validateBilling(form);
    const method = paymentMethodById(form.payment_method ?? '');
    if (!method) errors.payment_method ??= 'Please choose a payment method.';
    // A separate shipping address only matters when something is shipped.
    const shipsElsewhere = form.ship_to_different_address === '1' && method?.delivery !== 'collect';
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
    return {
      ok: true,
      method,
      newAccountPassword: wantsAccount ? request.account_password : undefined,
      order: {
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
        currency: STORE_CURRENCY,
        customerNote: request.order_comments,
        attribution: { ...attribution },
        account: buyer ? { customerId: buyer.customerId } : undefined,
        price: (lines) => {
          const totals = deliveredTotals(lines.map(toCartLine), destination, settings.shipping);
          return {
            subtotalCents: totals.subtotalCents,
            shippingCents: totals.shippingCents,
            totalCents: totals.totalCents,
          };
        },
      },
    };
  }

  const newOrderKey = () => `order_${randomBytes(18).toString('base64url')}`;

  /** Lets a reservation go: the provider's unpaid payment is cancelled, the stock returns. */
  async function releaseReservation(orderId: number): Promise<boolean> {
    try {
      await payments?.abandon({ kind: 'order', orderId });
    } catch (error) {
      // The stock goes back all the same: money that arrives later takes it again, or is
      // refunded (settlePaid), so a provider that is down never holds a work hostage.
      options.log?.warn({ orderId, err: error }, 'payment not abandoned; reservation released');
    }
    return orders.release(orderId);
  }

  /**
   * The provider says the order's money is there: it becomes `processing` with the reference,
   * and only the call that moved it queues the mail (browser and webhook may both arrive).
   */
  async function settlePaid(orderId: number, reference: string) {
    const outcome = await orders.markPaid(orderId, { reference, paidAt: now() });
    if (outcome.kind === 'paid') {
      await options.onOrderPlaced?.({ orderId, orderKey: outcome.orderKey });
    } else if (outcome.kind === 'stock-gone') {
      // Paid after its reservation was released, and the work sold meanwhile: the money goes back.
      const refunded = await payments?.refundOrder(orderId);
      if (refunded?.ok) await orders.markRefundedAfterRelease(orderId);
      options.log?.error(
        { orderId, refunded: refunded?.ok ?? false },
        'payment arrived after the reservation was released and the work was sold; refunded',
      );
    } else if (outcome.kind === 'not-payable') {
      options.log?.error(
        { orderId, status: outcome.status },
        'payment arrived for an order no payment moves',
      );
    }
    return outcome;
  }

  const completionFailed = async (
    orderId: number,
    completion: Extract<PaymentCompletion, { ok: false }>,
  ): Promise<CompletePaymentOutcome> => {
    // A payment the provider refused for good lets the work go at once; a provider that did
    // not answer keeps the reservation (the buyer may try again, housekeeping ends it).
    const final = ['declined', 'requires_action', 'not-paid'].includes(completion.code);
    // A webhook saying the payment failed may have released it first: released all the same.
    const released =
      final &&
      ((await releaseReservation(orderId)) || (await orders.byId(orderId))?.status === 'failed');
    return { ok: false, message: completion.message, released };
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
      const checked = await checkCheckout(form, buyer);
      if (!checked.ok) return checked;
      const { method, order, newAccountPassword } = checked;
      if (kindOf(method) !== 'offline') {
        // Card and PayPal are paid in the browser before an order exists (preparePayment).
        return {
          ok: false,
          message: `Paying with ${method.title} needs JavaScript. Please turn it on, or choose bank transfer or pay on collection.`,
          errors: {
            payment_method: `${method.title} needs JavaScript in your browser. Please choose another payment method.`,
          },
        };
      }
      try {
        const placed = await orders.place({
          ...order,
          account:
            newAccountPassword === undefined
              ? order.account
              : { passwordHash: await hashPassword(newAccountPassword) },
          sessionId,
          orderKey: newOrderKey(),
          status: method.initialStatus,
        });
        await options.onOrderPlaced?.({ orderId: placed.id, orderKey: placed.orderKey });
        const created = newAccountPassword !== undefined && placed.customerId !== null;
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

    /**
     * Issue 17: the checkout with a card or PayPal. Checks the form as `placeOrder` does,
     * reserves the order (`pending`, stock taken, cart kept), prices it from the database and
     * starts the payment for that amount. The browser never says how much: nothing it sends
     * beyond the form reaches the amount. An earlier reservation of the same session (a buyer
     * trying again) is let go first, so a buyer never competes with themselves for the stock.
     */
    async preparePayment(
      sessionId: string,
      form: Readonly<Record<string, string>>,
      buyer?: { customerId: number },
      card?: { paymentMethodId?: string | undefined },
    ): Promise<PreparePaymentOutcome> {
      const checked = await checkCheckout(form, buyer);
      if (!checked.ok) return checked;
      const { method, order } = checked;
      const kind = kindOf(method);
      if (checked.newAccountPassword !== undefined) {
        // The account would be created with the reservation, before (and whether or not) the
        // money arrives, and a retry would then find the address taken: a new account comes
        // after paying (the register page claims the guest orders of its address).
        return {
          ok: false,
          message: 'Please correct the errors before placing your order.',
          errors: {
            createaccount: `To pay with ${method.title}, please untick “Create an account”: you can create it after paying at /my-account/register/ and claim this order from your account page.`,
          },
        };
      }
      if (!payments || kind === 'offline') {
        return {
          ok: false,
          message: 'This payment method is paid by placing the order.',
          errors: { payment_method: 'Please place the order with the button below.' },
        };
      }
      for (const earlier of await orders.pendingOfSession(sessionId)) {
        await releaseReservation(earlier);
      }
      let reserved;
      try {
        reserved = await orders.reserve({
          ...order,
          sessionId,
          orderKey: newOrderKey(),
          reservedUntil: new Date(now().getTime() + reservationMs),
        });
      } catch (error) {
        if (error instanceof OrderRejected)
          return { ok: false, message: error.message, errors: {} };
        throw error;
      }
      const purpose = { kind: 'order' as const, orderId: reserved.id };
      const common = {
        purpose,
        amountCents: reserved.totalCents,
        currency: order.currency,
        sessionId,
        description: `Atelier order ${orderNumber(reserved.id)}`,
      };
      const started =
        kind === 'card'
          ? await payments.prepareCard({
              ...common,
              ...(card?.paymentMethodId ? { paymentMethodId: card.paymentMethodId } : {}),
              receiptEmail: order.email,
            })
          : await payments.createWalletOrder({
              ...common,
              applicationContext: { brand_name: 'Atelier', user_action: 'PAY_NOW' },
            });
      if (!started.ok) {
        await releaseReservation(reserved.id);
        return { ok: false, message: started.message, errors: {} };
      }
      return {
        ok: true,
        orderId: reserved.id,
        payment:
          'clientSecret' in started
            ? { kind: 'card', intentId: started.intentId, clientSecret: started.clientSecret }
            : { kind: 'wallet', walletOrderId: started.orderId },
      };
    },

    /**
     * Issue 17: the browser finished paying (card confirmed, PayPal approved). The provider is
     * asked, for the amount the database holds; only its word moves the order to `processing`.
     * An order of another session is unknown here.
     */
    async completePayment(
      sessionId: string,
      input: { orderId: number; intentId?: string | undefined; walletOrderId?: string | undefined },
    ): Promise<CompletePaymentOutcome> {
      const order = await orders.byId(input.orderId);
      if (!payments || order?.sessionId !== sessionId) {
        return { ok: false, message: 'That order is not yours to pay.', released: false };
      }
      if (order.status === 'processing' || order.status === 'completed') {
        // Paid already (a double submit, or the webhook came first): nothing more to do.
        return { ok: true, orderId: order.id, orderKey: order.orderKey };
      }
      if (order.status !== 'pending' && order.status !== 'failed') {
        return { ok: false, message: 'This order can no longer be paid.', released: false };
      }
      const method = anyMethodById(order.paymentMethod);
      const kind = method ? kindOf(method) : 'offline';
      const reference = kind === 'card' ? input.intentId : input.walletOrderId;
      if (kind === 'offline' || !reference) {
        return { ok: false, message: 'The payment to complete is missing.', released: false };
      }
      const check = {
        purpose: { kind: 'order' as const, orderId: order.id },
        amountCents: order.totalCents,
        currency: order.currency,
      };
      const completion =
        kind === 'card'
          ? await payments.completeCard({ ...check, intentId: reference })
          : await payments.completeWallet({ ...check, orderId: reference });
      if (!completion.ok) return completionFailed(order.id, completion);
      const settled = await settlePaid(order.id, completion.reference);
      if (settled.kind === 'paid' || settled.kind === 'already-paid')
        return { ok: true, orderId: order.id, orderKey: order.orderKey };
      return {
        ok: false,
        message:
          settled.kind === 'stock-gone'
            ? 'Sorry, the work was sold while your payment was under way. Your payment has been refunded.'
            : 'This order can no longer be paid.',
        released: true,
      };
    },

    /** Issue 17: the buyer gave up (PayPal cancel, a declined card, a failed 3-D Secure). */
    async cancelPayment(sessionId: string, orderId: number): Promise<boolean> {
      const order = await orders.byId(orderId);
      if (order?.sessionId !== sessionId || order.status !== 'pending') return false;
      return releaseReservation(orderId);
    },

    /**
     * Issue 17, for the composition root: the webhook claimed the payment of an order whose
     * browser went away. Idempotent: an order paid already stays as it is, mailed once.
     */
    async paymentSucceeded(payment: { orderId: number; reference: string }): Promise<void> {
      await settlePaid(payment.orderId, payment.reference);
    },

    /** Issue 17, for the composition root: the provider says the payment failed for good. */
    async paymentFailed(payment: { orderId: number }): Promise<void> {
      await orders.release(payment.orderId);
    },

    /**
     * Issue 17, for housekeeping: reservations whose time ran out. One whose payment did
     * complete (a webhook that never came) is settled instead of released.
     */
    async releaseExpiredReservations(at: Date = now()): Promise<number> {
      let released = 0;
      for (const orderId of await orders.expiredReservations(at)) {
        // `paymentOfOrder` answers the order's completed payment only.
        const payment = await payments?.paymentOfOrder(orderId);
        if (payment) {
          await settlePaid(orderId, payment.reference);
        } else if (await releaseReservation(orderId)) {
          released += 1;
        }
      }
      return released;
    },

    /**
     * Issue 17: the owner's refund (`npm run orders -- refund AT-10012`). In full: the money
     * goes back through the provider (idempotent there), the order becomes `refunded` and its
     * stock returns; a second run says so. A partial amount refunds only money.
     */
    async refund(orderId: number, amountCents?: number): Promise<RefundResult> {
      const order = await orders.byId(orderId);
      if (!order) return { ok: false, message: `There is no order ${orderNumber(orderId)}.` };
      const number = orderNumber(orderId);
      if (order.status === 'refunded')
        return { ok: true, already: true, message: `${number} is already refunded.` };
      if (!(REFUNDABLE_STATUSES as readonly string[]).includes(order.status)) {
        return {
          ok: false,
          message: `${number} is ${order.status}: only a placed order can be refunded.`,
        };
      }
      if (amountCents !== undefined && (amountCents <= 0 || amountCents > order.totalCents)) {
        return {
          ok: false,
          message: `The amount must be more than 0 and at most ${formatMoney(order.totalCents, order.currency)}.`,
        };
      }
      const payment = await payments?.paymentOfOrder(orderId);
      let moneyLine = 'It was not paid by card or PayPal: give the money back yourself.';
      if (payment) {
        const refunded = await payments?.refundOrder(orderId, amountCents);
        if (!refunded?.ok) {
          return { ok: false, message: refunded?.message ?? 'The refund did not go through.' };
        }
        moneyLine = `${formatMoney(refunded.refundedCents, order.currency)} refunded (${refunded.reference}).`;
        if (amountCents !== undefined && amountCents < order.totalCents) {
          return {
            ok: true,
            already: false,
            message: `${number}: ${moneyLine} A part refund: the order stays ${order.status}.`,
          };
        }
      }
      const outcome = await orders.refund(orderId);
      if (outcome.kind === 'already-refunded')
        return { ok: true, already: true, message: `${number} is already refunded.` };
      if (outcome.kind !== 'refunded')
        return { ok: false, message: `${number} could not be marked refunded.` };
      return {
        ok: true,
        already: false,
        message: `${number} refunded and restocked. ${moneyLine}`,
      };
    },

    /** The newest orders, for the command line. */
    async recentOrders(limit = 20) {
      return (await orders.recent(limit)).map((order) => ({
        ...order,
        number: orderNumber(order.id),
      }));
    },

    /** An order number as buyers quote it (AT-10012), or a bare id, to the order id. */
    orderIdOf(numberOrId: string): number | undefined {
      const match = /^(?:AT-)?(\d{1,10})$/i.exec(numberOrId.trim());
      if (!match?.[1]) return undefined;
      const value = Number(match[1]);
      const id = numberOrId.trim().toUpperCase().startsWith('AT-') ? value - 10_000 : value;
      return id > 0 && Number.isSafeInteger(id) ? id : undefined;
    },

    /** What the checkout offers, as the page shows it. */
    paymentMethods() {
      return offeredMethods().map((method) => ({
        id: method.id,
        title: method.title,
        description: method.description,
        delivery: method.delivery,
        kind: kindOf(method),
      }));
    },

    /** Issue 17: what the checkout page hands the card field and PayPal button (no secrets). */
    paymentConfig: () => payments?.publicConfig() ?? null,

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

    /**
     * The confirmation of an order, for the holder of its key only. A pending or failed order
     * (a payment under way or given up) was never placed: it has no confirmation.
     */
    async confirmation(id: number, orderKey: string) {
      const order = await orders.byKey(id, orderKey);
      if (!order || !CONFIRMED_STATUSES.has(order.status)) return undefined;
      const method = anyMethodById(order.paymentMethod);
      const number = orderNumber(order.id);
      const paymentTitle = method?.title ?? order.paymentMethod;
      return {
        ...order,
        number,
        paymentTitle,
        /** Issue 17: the method and the provider's reference, e.g. "PayPal · 5O190127TN364715T". */
        paymentLabel: order.paymentReference
          ? `${paymentTitle} · ${order.paymentReference}`
          : paymentTitle,
        instructions:
          method?.instructions({
            number,
            totalLabel: formatMoney(order.totalCents, order.currency),
          }) ?? [],
      };
    },
  };
}

export type RefundResult =
  { ok: true; already: boolean; message: string } | { ok: false; message: string };

export type CheckoutService = ReturnType<typeof checkoutService>;
