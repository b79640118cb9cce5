import type { CardFieldProps } from '@atelier/payment-ui/card-field';

// The browser card client's types, read off CardField's props: payment-ui's `card-client.ts` is
// not among its package's exports (`./*` maps to `.tsx` modules), and type-only imports of the
// card field module add nothing to any bundle.

export type CardClient = NonNullable<Parameters<CardFieldProps['onReady']>[0]>;
export type CardBillingDetails = NonNullable<Parameters<CardClient['createPaymentMethod']>[0]>;
export type CardResult<T> = { ok: true; value: T } | { ok: false; message: string; code?: string };
export type CardIntentView = Extract<
  Awaited<ReturnType<CardClient['confirmCardPayment']>>,
  { ok: true }
>['value'];
