import { centsOfTypedAmount } from '@atelier/shop/money';
import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { requireOwner, requireOwnerPost } from '../studio-access.server';
import { ORDER_STATUSES } from './order-statuses';

interface OrderArgs {
  request: Request;
  context: AppLoadContext;
  params: { orderId?: string };
}

/** An order id in the address: a positive whole number that fits the column, or nothing. */
const orderIdOf = (value: string | undefined) => {
  const id = z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .safeParse(value ?? '');
  return value !== undefined && /^\d{1,10}$/.test(value) && id.success ? id.data : undefined;
};

const notFound = () =>
  data({ message: 'There is no such order.' }, { status: 404, statusText: 'Not Found' });

/** Issue 21: one order as the owner handles it. */
export async function loadOrderPage(args: OrderArgs) {
  const { nonce } = await requireOwner(args);
  const orderId = orderIdOf(args.params.orderId);
  const order =
    orderId === undefined ? undefined : await args.context.services.studio.orders.detail(orderId);
  if (!order) throw notFound();
  return {
    nonce,
    order: {
      ...order,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      notes: order.notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
    },
  };
}

const postSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), status: z.enum(ORDER_STATUSES) }),
  z.object({ intent: z.literal('note'), note: z.string() }),
  // `amount` (euros as typed): a part refund; absent or empty, the rest and the order refunded.
  z.object({ intent: z.literal('refund'), amount: z.string().max(32).optional() }),
  z.object({ intent: z.literal('restock') }),
]);

export type OrderActionResult = { ok: boolean; message: string };

/** The order's posts: a status move, a note, a refund, a restock. Each answers `{ ok, message }`. */
export async function orderPageAction(args: OrderArgs) {
  const { owner, fields } = await requireOwnerPost(args);
  const orderId = orderIdOf(args.params.orderId);
  if (orderId === undefined) throw notFound();
  const post = postSchema.safeParse(fields);
  if (!post.success) {
    return data<OrderActionResult>(
      { ok: false, message: 'That change is not one this page makes. Please reload it.' },
      { status: 400 },
    );
  }
  const { orders } = args.context.services.studio;
  const request = post.data;
  const typedAmount = request.intent === 'refund' ? (request.amount ?? '').trim() : '';
  const partCents = typedAmount === '' ? undefined : centsOfTypedAmount(typedAmount);
  if (typedAmount !== '' && (partCents === undefined || partCents === 0)) {
    return data<OrderActionResult>(
      {
        ok: false,
        message: `“${typedAmount}” is not an amount to refund: type euros such as 25 or 12.50.`,
      },
      { status: 400 },
    );
  }
  const outcome =
    request.intent === 'status'
      ? await orders.changeStatus(owner, orderId, request.status)
      : request.intent === 'note'
        ? await orders.addNote(owner, orderId, request.note)
        : request.intent === 'refund'
          ? await orders.refund(owner, orderId, partCents)
          : await orders.restock(owner, orderId);
  if (!outcome.ok && outcome.status === 404) throw notFound();
  return data<OrderActionResult>(
    { ok: outcome.ok, message: outcome.message },
    { status: outcome.ok ? 200 : outcome.status },
  );
}
