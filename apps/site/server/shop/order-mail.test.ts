import { describe, expect, it } from 'vitest';
import { orderMailer, orderMails, orderUrlOf, type ConfirmedOrder } from './order-mail';

const HOSTILE = '<img src=x onerror=alert(1)>';

const order = {
  id: 7,
  orderKey: 'order_abc',
  status: 'on-hold',
  email: 'ana@example.com',
  billing: {
    firstName: 'Ana',
    lastName: 'Silva',
    company: HOSTILE,
    country: 'PT',
    address1: 'Rua da Rosa 1',
    address2: '2.º esq.',
    city: 'Lisboa',
    postcode: '1200-389',
    phone: '912 345 678',
    email: 'ana@example.com',
  },
  paymentMethod: 'bacs',
  deliveryMethod: 'ship',
  shippingAddress: null,
  currency: 'EUR',
  subtotalCents: 250_000,
  shippingCents: 1_200,
  totalCents: 251_200,
  customerNote: '',
  attribution: {},
  customerId: null,
  sessionId: 's',
  createdAt: new Date('2026-11-25T10:00:00Z'),
  lines: [
    {
      id: 1,
      orderId: 7,
      productId: 3,
      variationId: 9,
      title: `Salt Lines ${HOSTILE}`,
      sku: 'SL-A2',
      attributes: { Size: 'A2' },
      unitPriceCents: 125_000,
      quantity: 2,
      lineTotalCents: 250_000,
    },
  ],
  number: 'AT-10007',
  paymentTitle: 'Direct bank transfer',
  paymentLabel: 'Direct bank transfer',
  paymentReference: null,
  instructions: ['Please transfer €2,512 to Atelier.'],
} as unknown as ConfirmedOrder;

const options = { orderUrl: 'https://gallery.example/o/7/?key=a&b=c', shopEmail: 'shop@x.example' };

describe('issue 12: order mail rendering', () => {
  it('the buyer’s confirmation carries lines, quantities, prices, totals, payment and its instructions', () => {
    const [buyer] = orderMails(order, options);
    expect(buyer?.to).toBe('ana@example.com');
    expect(buyer?.text).toContain(`2 × Salt Lines ${HOSTILE} (Size: A2): €2,500 (€1,250 each)`);
    expect(buyer?.text).toContain(
      'Subtotal: €2,500\nShipping: €12\nTotal: €2,512\nPayment: Direct bank transfer',
    );
    expect(buyer?.text).toContain('What happens next\nPlease transfer €2,512 to Atelier.');
    expect(buyer?.text).toContain('Rua da Rosa 1, 2.º esq.\n1200-389 Lisboa\nPortugal');
    expect(buyer?.text).not.toContain('Shipping address');
    expect(buyer?.text).not.toContain('Note from the buyer');
  });

  it('PAY-shop a card order’s mails carry the method and the provider’s reference', () => {
    const paid = {
      ...order,
      paymentMethod: 'card',
      paymentTitle: 'Credit or debit card',
      paymentReference: 'pi_test_123',
      paymentLabel: 'Credit or debit card · pi_test_123',
      status: 'processing',
    } as ConfirmedOrder;
    const [buyer, gallery] = orderMails(paid, options);
    expect(buyer?.text).toContain('Payment: Credit or debit card · pi_test_123');
    expect(buyer?.html).toContain('pi_test_123');
    expect(gallery?.text).toContain('(Credit or debit card · pi_test_123, status processing)');
  });

  it('escapes every value in the HTML part, the order link included', () => {
    for (const mail of orderMails(order, options)) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('Salt Lines &lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).toContain('href="https://gallery.example/o/7/?key=a&amp;b=c"');
    }
  });

  it('shows the shipping address when the order carries one', () => {
    const shipped = {
      ...order,
      shippingAddress: {
        firstName: 'Rui',
        lastName: 'Costa',
        company: '',
        address1: '5 Main St',
        address2: '',
        city: 'Toronto',
        state: 'ON',
        postcode: 'M5V',
        country: 'CA',
      },
    } as ConfirmedOrder;
    const [buyer, gallery] = orderMails(shipped, options);
    for (const mail of [buyer, gallery]) {
      expect(mail?.text).toContain(
        'Shipping address\nRui Costa\n5 Main St\nM5V Toronto, ON\nCanada',
      );
    }
  });

  it('an order collected at the gallery reads so, and prints no shipping address', () => {
    const collected = {
      ...order,
      deliveryMethod: 'collect',
      shippingCents: 0,
      totalCents: 250_000,
    } as ConfirmedOrder;
    const [buyer] = orderMails(collected, options);
    expect(buyer?.text).toContain(
      'Subtotal: €2,500\nCollection at the gallery: Free\nTotal: €2,500',
    );
    expect(buyer?.text).not.toContain('Shipping');
  });

  it('the gallery’s notice goes to SHOP_EMAIL with a one-line subject naming the buyer and the total', () => {
    const renamed = {
      ...order,
      billing: { ...order.billing, firstName: 'Ana\r\nBcc: x@y.example' },
    } as ConfirmedOrder;
    const [, gallery] = orderMails(renamed, options);
    expect(gallery?.to).toBe('shop@x.example');
    // The payment instructions speak to the buyer; the gallery reads the payment method.
    expect(gallery?.text).not.toContain('What happens next');
    expect(gallery?.text).toContain('Payment: Direct bank transfer');
    const noted = { ...order, customerNote: 'Gift, no invoice inside.' } as ConfirmedOrder;
    expect(orderMails(noted, options)[1]?.text).toContain(
      'Note from the buyer\nGift, no invoice inside.',
    );
    expect(orderMails(noted, options)[0]?.text).toContain('Your note\nGift, no invoice inside.');
    expect(gallery?.subject).toBe('New order AT-10007: €2,512 from Ana Bcc: x@y.example Silva');
  });

  it('links the order page on the site’s own address', () => {
    expect(orderUrlOf(new URL('https://gallery.example/any/path'), order)).toBe(
      'https://gallery.example/checkout/order-received/7/?key=order_abc',
    );
  });

  it('never throws into the checkout: a failed read or queue is logged with the order id only', async () => {
    const logged: object[] = [];
    const mailer = orderMailer({
      mail: { enqueue: () => Promise.reject(new Error('database went away')) },
      shopEmail: 'shop@x.example',
      publicUrl: new URL('https://gallery.example'),
      log: { warn: () => undefined, error: (details) => logged.push(details) },
    });
    await expect(mailer.orderPlaced({ orderId: 7 }, async () => order)).resolves.toBeUndefined();
    await expect(
      mailer.orderPlaced({ orderId: 8 }, () => Promise.reject(new Error('read failed'))),
    ).resolves.toBeUndefined();
    expect(logged).toEqual([
      expect.objectContaining({ orderId: 7 }),
      expect.objectContaining({ orderId: 8 }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('ana@example.com');
  });
});
