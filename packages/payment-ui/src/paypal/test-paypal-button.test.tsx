import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaypalButton } from '../paypal-button';
import type { PaypalButtonProps } from './paypal-button-props';
import { fakeTestGateway } from '../testing/fake-test-gateway';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const STYLE: PaypalButtonProps['style'] = {
  color: 'gold',
  shape: 'rect',
  label: 'checkout',
  layout: 'vertical',
  tagline: false,
  height: 55,
};

function mount(overrides: Partial<PaypalButtonProps> = {}) {
  const gateway = fakeTestGateway();
  const orderId = gateway.createWalletOrder('45.00', 'GBP', 'Commission deposit');
  const handlers = {
    createOrder: vi.fn(async () => orderId),
    onApprove: vi.fn(async (_id: string) => undefined),
    onCancel: vi.fn(),
    onError: vi.fn(),
  };
  const props: PaypalButtonProps = {
    config: { provider: 'test', clientId: 'test-client', sdkUrl: '/api/test-gateway/sdk.js' },
    currency: 'GBP',
    style: STYLE,
    locale: 'en_GB',
    disabled: false,
    ...handlers,
    ...overrides,
  };
  render(<PaypalButton {...props} {...({ fetch: gateway.fetch } as object)} />);
  return { gateway, orderId, ...handlers, ...overrides };
}

const button = () => screen.getByRole('button', { name: /paypal checkout/i });

async function openApproval() {
  await act(async () => {
    fireEvent.click(button());
  });
  return screen.findByRole('dialog');
}

describe('PaypalButton (test provider)', () => {
  it('PP-004 PP-005 looks like the configured PayPal button and says it is a test', () => {
    mount({ style: { ...STYLE, color: 'blue', shape: 'pill', height: 40 } });
    const element = button();
    expect(element.textContent).toContain('PayPal Checkout');
    expect(element.textContent).toContain('test');
    expect(element.className).toContain('pui-paypal__button--blue');
    expect(element.className).toContain('pui-paypal__button--pill');
    expect(element.style.height).toBe('40px');
  });

  it('PP-008 disabled: really disabled, says why, and does not start an order', () => {
    const { createOrder } = mount({
      disabled: true,
      disabledReason: 'Fill in the required fields first.',
    });
    const element = button() as HTMLButtonElement;
    expect(element.disabled).toBe(true);
    expect(element.getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(element.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Fill in the required fields first.');
    fireEvent.click(element);
    expect(createOrder).not.toHaveBeenCalled();
  });

  it('PP-012 approve: shows the order amount and description, approves it, then onApprove(id)', async () => {
    const { gateway, orderId, onApprove, onCancel } = mount();
    const dialog = await openApproval();
    expect(dialog.textContent).toContain('£45.00');
    expect(dialog.textContent).toContain('Commission deposit');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve payment' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve payment' }));
    });
    expect(gateway.walletOrder(orderId)?.status).toBe('APPROVED');
    expect(onApprove).toHaveBeenCalledWith(orderId);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('PP-013 cancel: Cancel (or Esc) closes the dialog and calls onCancel, the order stays unapproved', async () => {
    const { gateway, orderId, onApprove, onCancel } = mount();
    await openApproval();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onApprove).not.toHaveBeenCalled();
    expect(gateway.walletOrder(orderId)?.status).toBe('CREATED');
    const again = await openApproval();
    await act(async () => {
      fireEvent.keyDown(again, { key: 'Escape' });
    });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('PP-014 a failed createOrder shows its message through onError', async () => {
    const { onError } = mount({
      createOrder: vi.fn(async () => {
        throw new Error('PayPal amount must be greater than 0.');
      }),
    });
    await act(async () => {
      fireEvent.click(button());
    });
    expect(onError).toHaveBeenCalledWith('PayPal amount must be greater than 0.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('PP-014 an order the gateway does not know answers the gateway message', async () => {
    const { onError } = mount({ createOrder: vi.fn(async () => 'WO-UNKNOWN') });
    await act(async () => {
      fireEvent.click(button());
    });
    expect(onError).toHaveBeenCalledWith('No such order.');
  });

  it('PP-014 an onApprove failure is reported through onError', async () => {
    const { onError } = mount({
      onApprove: vi.fn(async () => {
        throw new Error('The payment could not be completed.');
      }),
    });
    await openApproval();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve payment' }));
    });
    expect(onError).toHaveBeenCalledWith('The payment could not be completed.');
  });
});
