/**
 * Issue 21 (ADR 0032): an order's statuses as the studio names them, and the moves the owner may
 * make by hand. Refunding is its own action (money goes back through the gateway, stock
 * returns), so `refunded` is never a target here; `pending` and `failed` are reservations the
 * checkout moves, never the owner.
 */
export const ORDER_STATUSES = [
  'pending',
  'failed',
  'on-hold',
  'processing',
  'completed',
  'cancelled',
  'refunded',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending payment',
  failed: 'Failed',
  'on-hold': 'On hold',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/**
 * The list's default: every placed order. `pending` and `failed` are card or PayPal payments in
 * flight or given up (the work held, then let go): the owner asks for them on purpose.
 */
export const DEFAULT_LISTED_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'pending' && status !== 'failed',
);

/**
 * The hand moves. `on-hold` waits for a bank transfer: it is paid (`processing`) or given up
 * (`cancelled`). `processing` is shipped or collected (`completed`), or waits again (`on-hold`),
 * or is cancelled (only when no gateway holds its money: a paid card order is refunded instead).
 * `completed` only leaves by a refund; `cancelled` and `refunded` are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: [],
  failed: [],
  'on-hold': ['processing', 'cancelled'],
  processing: ['completed', 'on-hold', 'cancelled'],
  completed: [],
  cancelled: [],
  refunded: [],
};

/** What the button that makes each move says. */
export const TRANSITION_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Mark pending',
  failed: 'Mark failed',
  'on-hold': 'Put on hold',
  processing: 'Mark paid (processing)',
  completed: 'Mark completed',
  cancelled: 'Cancel order',
  refunded: 'Refund',
};

/** The statuses the gallery holds the money (or its promise) for: the refundable ones. */
export const REFUNDABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'processing',
  'completed',
  'on-hold',
];

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

export const canMove = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** The number buyers see and quote (AT-10012): the checkout's rule, shown the same here. */
export const orderNumberOf = (id: number) => `AT-${String(10_000 + id)}`;
