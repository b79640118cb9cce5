/**
 * How a buyer pays. Offline methods (this issue) finish with instructions; card and PayPal
 * gateways (a later issue) add `confirm`, which must succeed before the order is placed.
 */
export interface PaymentMethod {
  id: string;
  title: string;
  description: string;
  /** on-hold until money arrives; processing when paid, or settled in person at collection. */
  initialStatus: 'on-hold' | 'processing';
  /** How the work reaches the buyer with this method: collection ships nothing, so costs no shipping. */
  delivery: 'ship' | 'collect';
  /** What the buyer must do next, shown on the confirmation page. */
  instructions(order: { number: string; totalLabel: string }): string[];
  confirm?(payment: {
    amountCents: number;
    currency: string;
    token: string;
  }): Promise<{ ok: true; reference: string } | { ok: false; message: string }>;
}

export const bankTransfer: PaymentMethod = {
  id: 'bacs',
  title: 'Direct bank transfer',
  description:
    'Pay directly into our bank account, using your order number as the payment reference. We reserve the work for seven days and ship it once the transfer has cleared.',
  initialStatus: 'on-hold',
  delivery: 'ship',
  instructions: (order) => [
    `Please transfer ${order.totalLabel} to Atelier Galeria Lda, IBAN PT50 0035 0123 4567 8901 2345 6, BIC CGDIPTPL.`,
    `Use ${order.number} as the payment reference. We hold the work for seven days and ship it once the money arrives.`,
  ],
};

export const payOnCollection: PaymentMethod = {
  id: 'collection',
  title: 'Pay on collection',
  description:
    'Collect your work at the gallery in Lisbon and pay there by card or cash (Tuesday to Saturday, 11:00–19:00). Nothing is shipped, so there is no shipping charge.',
  initialStatus: 'processing',
  delivery: 'collect',
  instructions: (order) => [
    `Your work is waiting for you at Rua da Rosa 112, Lisboa. Bring ${order.number} and pay ${order.totalLabel} by card or cash when you collect it.`,
  ],
};

export const PAYMENT_METHODS: readonly PaymentMethod[] = [bankTransfer, payOnCollection];
