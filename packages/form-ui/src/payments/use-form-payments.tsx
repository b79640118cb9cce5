import {
  minorUnitsOf,
  paymentDataMessage,
  paymentDataProblem,
  takesPayment,
} from '@atelier/form-engine/payments/payment-amount';
import { PAYMENT_INPUTS } from '@atelier/form-engine/payments/payment-wire';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldOf } from '@atelier/form-engine/schema/fields';
import { pagesOf } from '@atelier/form-engine/state/pages';
import type { CardBillingDetails, CardClient } from '@atelier/payment-ui/card-client';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { CaptchaRegistry } from '../captcha/captcha-registry';
import { UPLOAD_ERROR_MESSAGE } from '../upload/upload-client';
import type { FormNonce } from '../runtime/form-nonce';
import { NONCE_FIELD } from '../runtime/form-nonce';
import { submissionBody } from '../runtime/submit-form';
import type { FormRuntime } from '../runtime/use-form-runtime';
import { PAYMENT_TEXTS, runCardPayment } from './card-payment-flow';
import {
  usePaymentConfig,
  type FormPaymentHandle,
  type PaypalButtonStyle,
} from './payment-context';
import { createPaypalOrder } from './paypal-flow';

/** DEC-22: the notice when the buyer cancels PayPal and the form names no redirect_url. */
export const PAYPAL_CANCELLED_NOTICE =
  'You cancelled the PayPal payment, so nothing was charged. You can pay again whenever you are ready.';
/** PP-008: the button waits for the form to be complete. */
export const PAYPAL_FORM_INCOMPLETE = 'Fill in the form above to pay with PayPal.';
/** A card field whose provider widget has not reported ready (still loading, or failed to). */
export const CARD_NOT_READY = 'The card form is still loading. Please wait a moment and try again.';

export interface FormPaymentsOptions {
  readonly runtime: FormRuntime;
  readonly formId: number;
  readonly endpoint: string;
  readonly fetch?: typeof fetch | undefined;
  readonly formRef: { readonly current: HTMLFormElement | null };
  readonly nonce: FormNonce;
  readonly captchas: CaptchaRegistry;
  readonly genericError: string;
  readonly hydrated: boolean;
  /** Submits the form with these extra fields (the approved PayPal order), as the button does. */
  submitWith(extra: Readonly<Record<string, string>>): Promise<void>;
  showError(text: string): void;
  showInfo(text: string): void;
  /** DEC-22: where PayPal's cancel goes when the form names a redirect_url. */
  assign(url: string): void;
}

export interface FormPayments {
  /** Whether the form takes money at all; nothing below does anything when it does not. */
  readonly takes: boolean;
  /** What the payment fields read (FormPaymentContext); null for a form without them. */
  readonly handle: FormPaymentHandle | null;
  /** PAY-006 step 4, PP-012: the hidden inputs with the intent, method or order id. */
  readonly hiddenInputs: ReactNode;
  /** The loader's text while a payment runs ('Processing payment, please wait', …). */
  readonly status: string | undefined;
  /** A shown PayPal field pays and submits through its button, in the submit button's place. */
  readonly replacesSubmit: boolean;
  /**
   * PAY-006: runs the card payment before the submit posts, when a card field shows. Resolves the
   * fields to add to the submit, or undefined when the payment failed (its errors are shown).
   */
  payBeforeSubmit(
    body: FormData,
    extra: Readonly<Record<string, string>>,
  ): Promise<Record<string, string> | undefined>;
  /** PAGE-006: a card field on the step must create its payment method before moving on. */
  beforeNextStep(step: number): true | Promise<boolean>;
  /**
   * A refused submit: when the server refused the payment itself (its error is on a payment
   * field), the next submit pays again; otherwise the paid intent is sent again as it is.
   */
  afterRefusal(errors: Readonly<Record<string, string>>): void;
  /** A stored entry: the next payment starts afresh. */
  reset(): void;
}

/** A field's value as text for the provider (a name's parts joined). */
function textOf(value: FieldValue): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const parts = Object.values(value).filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    return parts.length > 0 ? parts.join(' ') : undefined;
  }
  return undefined;
}

/** PAY-003: the billing details the card field names, from the form's values. */
function billingOf(
  field: FieldOf<'stripe'>,
  valueOf: (id: string) => FieldValue,
): CardBillingDetails | undefined {
  if (!field.billing) return undefined;
  const read = (id: string | undefined) => (id === undefined ? undefined : textOf(valueOf(id)));
  const address = read(field.billingAddress);
  return {
    name: read(field.billingName),
    email: read(field.billingEmail),
    address: address === undefined ? undefined : { line1: address },
  };
}

/**
 * Issue 17: the runtime's payment side. Keeps the card clients the card fields register, runs
 * PAY-006 before a submit, computes the PayPal button's state (PP-008, PP-009) and answers its
 * calls (PP-010…PP-014), and renders the hidden inputs the submit carries.
 */
export function useFormPayments(options: FormPaymentsOptions): FormPayments {
  const { runtime } = options;
  const { definition } = runtime;
  const config = usePaymentConfig();
  const takes = useMemo(() => takesPayment(definition), [definition]);
  const cardClients = useRef(new Map<string, CardClient | null>());
  const previousIntent = useRef<string | undefined>(undefined);
  /** A confirmed card payment whose submit did not get through yet (a network error). */
  const paidCard = useRef<Record<string, string> | undefined>(undefined);
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | undefined>(undefined);

  const visibleCard = (): FieldOf<'stripe'> | undefined =>
    definition.fields.find(
      (field): field is FieldOf<'stripe'> => field.type === 'stripe' && runtime.isVisible(field.id),
    );
  const paypalShown = definition.fields.some(
    (field) => field.type === 'paypal' && runtime.isVisible(field.id),
  );
  const nonceNow = async () => options.nonce.current() || (await options.nonce.ensure());

  const paypalSettings = definition.settings.paypal_config;
  const style: PaypalButtonStyle = {
    button: {
      color: paypalSettings?.color ?? 'gold',
      shape: paypalSettings?.shape ?? 'rect',
      label: paypalSettings?.label ?? 'checkout',
      layout: paypalSettings?.layout ?? 'vertical',
      tagline: paypalSettings?.tagline ?? false,
      height: paypalSettings?.height ?? 55,
    },
    locale: paypalSettings?.locale ?? 'en_US',
    currency: (paypalSettings?.currency ?? 'USD').toUpperCase(),
  };

  const amount = takes ? runtime.paymentAmount('paypal') : undefined;
  const protocol = options.hydrated ? window.location.protocol : 'https:';
  const problem = amount === undefined ? null : paymentDataProblem(definition, amount, protocol);
  const formValid = takes && paypalShown ? runtime.isValidQuietly() : false;
  const disabledReason =
    problem !== null
      ? paymentDataMessage(definition, problem, amount)
      : formValid
        ? undefined
        : PAYPAL_FORM_INCOMPLETE;

  const handle: FormPaymentHandle | null = takes
    ? {
        config,
        registerCard: (fieldId, client) => {
          cardClients.current.set(fieldId, client);
        },
        paypal: {
          style,
          amount,
          disabledReason,
          disabled: disabledReason !== undefined || runtime.phase === 'submitting',
          async createOrder() {
            const form = options.formRef.current;
            const nonce = await nonceNow();
            if (form === null || nonce === undefined || amount === undefined || !amount.ok) {
              throw new Error(options.genericError);
            }
            setStatus(PAYMENT_TEXTS.processing);
            const fields = submissionBody(form);
            fields.set(NONCE_FIELD, nonce);
            const billing = paypalSettings?.billing_details;
            const email =
              billing?.email === undefined ? undefined : textOf(runtime.value(billing.email));
            try {
              return await createPaypalOrder({
                endpoint: options.endpoint,
                fetch: options.fetch,
                nonce,
                formId: options.formId,
                mode: paypalSettings?.mode ?? 'sandbox',
                value: (amount.amountCents / 10 ** minorUnitsOf(amount.currency)).toFixed(
                  minorUnitsOf(amount.currency),
                ),
                currency: amount.currency,
                shippingAddress: paypalSettings?.shipping_address ?? 'disable',
                payer: email === undefined ? undefined : { email_address: email },
                fields,
                genericError: options.genericError,
              });
            } catch (error) {
              setStatus(undefined);
              throw error;
            }
          },
          async onApprove(orderId) {
            // PP-012: the approved order rides with the submit, which captures it on the server.
            setInputs({ [PAYMENT_INPUTS.paypalOrderId]: orderId });
            setStatus(PAYMENT_TEXTS.confirmed);
            await options.submitWith({ [PAYMENT_INPUTS.paypalOrderId]: orderId });
            setStatus(undefined);
          },
          onCancel() {
            // PP-013, DEC-22: the loader goes; the buyer goes to redirect_url, or stays, told.
            setStatus(undefined);
            const url = paypalSettings?.redirect_url;
            if (url !== undefined && url.trim() !== '') options.assign(url);
            else options.showInfo(PAYPAL_CANCELLED_NOTICE);
          },
          onError(message) {
            // PP-014: the gateway's own message.
            setStatus(undefined);
            options.showError(message === '' ? options.genericError : message);
          },
        },
      }
    : null;

  const hiddenInputs = Object.entries(inputs).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));

  return {
    takes,
    handle,
    hiddenInputs,
    status,
    replacesSubmit: takes && paypalShown && options.hydrated,
    async payBeforeSubmit(body, extra) {
      if (!takes || extra[PAYMENT_INPUTS.paypalOrderId] !== undefined) return { ...extra };
      const field = visibleCard();
      if (field === undefined) return { ...extra };
      // Paid already: the submit that stores it is sent again, never a second charge.
      if (paidCard.current !== undefined) return { ...extra, ...paidCard.current };
      const client = cardClients.current.get(field.id) ?? null;
      if (client === null) {
        runtime.showServerErrors({ [field.id]: CARD_NOT_READY });
        options.showError(CARD_NOT_READY);
        return undefined;
      }
      const receipt = field.receipt && field.receiptEmail !== undefined;
      const outcome = await runCardPayment({
        client,
        endpoint: options.endpoint,
        fetch: options.fetch,
        body: () => {
          const copy = new FormData();
          for (const [name, value] of body) copy.append(name, value);
          return copy;
        },
        previousIntentId: previousIntent.current,
        receiptEmail: receipt ? textOf(runtime.value(field.receiptEmail ?? '')) : undefined,
        billing: billingOf(field, (id) => runtime.value(id)),
        writeHidden: (name, value) => setInputs((shown) => ({ ...shown, [name]: value })),
        status: setStatus,
        resetInvisibleCaptchas: () => options.captchas.resetInvisible(),
        genericError: options.genericError,
        uploadError: UPLOAD_ERROR_MESSAGE,
      });
      if (outcome.kind === 'failed') {
        previousIntent.current = outcome.intentId;
        setStatus(undefined);
        runtime.showServerErrors(
          outcome.onCard
            ? { ...outcome.fieldErrors, [field.id]: outcome.message }
            : outcome.fieldErrors,
        );
        options.showError(outcome.message);
        return undefined;
      }
      previousIntent.current = outcome.intentId;
      paidCard.current = {
        [PAYMENT_INPUTS.intentId]: outcome.intentId,
        [PAYMENT_INPUTS.paymentMethod]: outcome.paymentMethodId,
      };
      return { ...extra, ...paidCard.current };
    },
    beforeNextStep(step) {
      if (!takes) return true;
      const onStep = new Set(pagesOf(definition)[step]?.fieldIds ?? []);
      const field = visibleCard();
      // Nothing to check: the step moves at once, as any other form's does.
      if (field === undefined || !onStep.has(field.id)) return true;
      const client = cardClients.current.get(field.id) ?? null;
      if (client === null) {
        runtime.showServerErrors({ [field.id]: CARD_NOT_READY });
        return Promise.resolve(false);
      }
      return client.createPaymentMethod(billingOf(field, (id) => runtime.value(id))).then(
        (checked) => {
          if (checked.ok) return true;
          runtime.showServerErrors({ [field.id]: checked.message });
          return false;
        },
        () => false,
      );
    },
    afterRefusal(errors) {
      const paymentFields = definition.fields.filter(
        (field) => field.type === 'stripe' || field.type === 'paypal',
      );
      if (paymentFields.some((field) => errors[field.id] !== undefined)) {
        paidCard.current = undefined;
        setInputs({});
      }
      setStatus(undefined);
    },
    reset() {
      previousIntent.current = undefined;
      paidCard.current = undefined;
      setInputs({});
      setStatus(undefined);
    },
  };
}
