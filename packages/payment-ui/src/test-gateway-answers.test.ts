import { testPaymentIntentSchema, testWalletOrderSchema } from '@atelier/contracts/test-gateway';
import { describe, expect, it } from 'vitest';
import { gatewayError, paymentIntent, walletOrder } from './test-gateway-answers';

describe('test gateway answers (zod-free checks of the contract)', () => {
  it('accepts what the contract schemas accept and keeps the same data', () => {
    const intent = {
      id: 'pi_1',
      status: 'requires_action',
      amount: 1250,
      currency: 'gbp',
      next_action: { type: 'test_challenge', challenge_id: 'ch_1' },
      last_payment_error: null,
    };
    expect(paymentIntent(intent)).toEqual(testPaymentIntentSchema.parse(intent));
    const order = {
      id: 'WO-1',
      status: 'CREATED',
      amount: { currency_code: 'GBP', value: '45.00' },
      description: 'Deposit',
    };
    expect(walletOrder(order)).toEqual(testWalletOrderSchema.parse(order));
  });

  it('refuses answers without what the widgets read', () => {
    expect(paymentIntent({ id: 'pi_1', status: 'succeeded' })).toBeNull();
    expect(
      walletOrder({
        id: 'WO-1',
        status: 'LOST',
        amount: { currency_code: 'GBP', value: '1' },
        description: '',
      }),
    ).toBeNull();
    expect(gatewayError({ message: 'flat' })).toBeNull();
    expect(gatewayError({ error: { message: 'Declined', code: 'card_declined' } })).toEqual({
      error: { message: 'Declined', code: 'card_declined' },
    });
  });
});
