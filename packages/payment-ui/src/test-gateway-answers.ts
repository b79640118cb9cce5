import type {
  TestGatewayError,
  TestPaymentIntent,
  TestPaymentMethod,
  TestWalletOrder,
} from '@atelier/contracts/test-gateway';

/**
 * Checks of the test gateway's answers (the shapes of `packages/contracts/src/test-gateway.ts`),
 * written by hand: the contract's zod schemas would bring zod into every page with a payment
 * widget (the same reason captcha-widgets.ts has no zod). The server validates with zod; here
 * we only make sure the answer has what the widgets read.
 */

export type AnswerCheck<T> = (data: unknown) => T | null;

function record(data: unknown): Record<string, unknown> | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

const isString = (value: unknown): value is string => typeof value === 'string';

export const gatewayError: AnswerCheck<TestGatewayError> = (data) => {
  const error = record(record(data)?.error);
  if (error === null || !isString(error.message) || !isString(error.code)) return null;
  return {
    error: {
      message: error.message,
      code: error.code,
      ...(isString(error.param) ? { param: error.param } : {}),
    },
  };
};

export const paymentMethod: AnswerCheck<Pick<TestPaymentMethod, 'id'>> = (data) => {
  const method = record(data);
  return method !== null && isString(method.id) ? { id: method.id } : null;
};

export const paymentIntent: AnswerCheck<TestPaymentIntent> = (data) => {
  const intent = record(data);
  if (
    intent === null ||
    !isString(intent.id) ||
    !isString(intent.status) ||
    !Number.isInteger(intent.amount) ||
    !isString(intent.currency)
  ) {
    return null;
  }
  const action = record(intent.next_action);
  const failure = record(intent.last_payment_error);
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount as number,
    currency: intent.currency,
    next_action:
      action !== null && action.type === 'test_challenge' && isString(action.challenge_id)
        ? { type: 'test_challenge', challenge_id: action.challenge_id }
        : null,
    last_payment_error:
      failure !== null && isString(failure.message) && isString(failure.code)
        ? { message: failure.message, code: failure.code }
        : null,
  };
};

const WALLET_STATUSES = ['CREATED', 'APPROVED', 'COMPLETED', 'VOIDED'] as const;

export const walletOrder: AnswerCheck<TestWalletOrder> = (data) => {
  const order = record(data);
  const amount = record(order?.amount);
  if (
    order === null ||
    amount === null ||
    !isString(order.id) ||
    !isString(order.description) ||
    !isString(amount.currency_code) ||
    !isString(amount.value)
  ) {
    return null;
  }
  const status = WALLET_STATUSES.find((known) => known === order.status);
  if (status === undefined) return null;
  return {
    id: order.id,
    status,
    amount: { currency_code: amount.currency_code, value: amount.value },
    description: order.description,
  };
};
