import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaypalButton } from '../paypal-button';

/** react-paypal-js stands in as recorders: the SDK itself would load from PayPal. */
const recorded = vi.hoisted(() => ({
  provider: [] as Record<string, unknown>[],
  buttons: [] as Record<string, unknown>[],
}));
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: (props: { options: Record<string, unknown>; children: ReactNode }) => {
    recorded.provider.push(props.options);
    return <div data-testid="paypal-provider">{props.children}</div>;
  },
  PayPalButtons: (props: Record<string, unknown>) => {
    recorded.buttons.push(props);
    return <div data-testid="paypal-buttons" />;
  },
}));

afterEach(() => {
  cleanup();
  recorded.provider.length = 0;
  recorded.buttons.length = 0;
});

describe('PaypalButton (PayPal provider)', () => {
  it('PP-004 PP-005 PP-008 PP-012 PP-013 PP-014 hands the SDK options, style and callbacks to react-paypal-js', async () => {
    const onApprove = vi.fn();
    const onCancel = vi.fn();
    const onError = vi.fn();
    render(
      <PaypalButton
        config={{
          provider: 'paypal',
          clientId: 'client-1',
          sdkUrl: 'https://www.paypal.com/sdk/js',
        }}
        currency="gbp"
        locale="en_GB"
        style={{
          color: 'gold',
          shape: 'rect',
          label: 'checkout',
          layout: 'vertical',
          tagline: true,
          height: 55,
        }}
        disabled
        amountKey="4500"
        createOrder={async () => 'ORDER-1'}
        onApprove={onApprove}
        onCancel={onCancel}
        onError={onError}
      />,
    );
    await screen.findByTestId('paypal-buttons');
    expect(recorded.provider.at(-1)).toEqual({
      clientId: 'client-1',
      currency: 'GBP',
      intent: 'capture',
      sdkBaseUrl: 'https://www.paypal.com/sdk/js',
      locale: 'en_GB',
    });
    const buttons = recorded.buttons.at(-1) ?? {};
    expect(buttons.style).toEqual({
      color: 'gold',
      shape: 'rect',
      label: 'checkout',
      layout: 'vertical',
      tagline: true,
      height: 55,
    });
    expect(buttons.disabled).toBe(true);
    expect(buttons.forceReRender).toContain('4500');
    await expect((buttons.createOrder as () => Promise<string>)()).resolves.toBe('ORDER-1');
    await (buttons.onApprove as (data: { orderID: string }) => Promise<void>)({
      orderID: 'ORDER-1',
    });
    expect(onApprove).toHaveBeenCalledWith('ORDER-1');
    (buttons.onCancel as () => void)();
    expect(onCancel).toHaveBeenCalled();
    (buttons.onError as (error: unknown) => void)(new Error('Window closed'));
    expect(onError).toHaveBeenCalledWith('Window closed');
  });
});
