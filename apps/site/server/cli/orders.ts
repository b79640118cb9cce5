import { parseArgs } from 'node:util';
import { centsOfTypedAmount, formatMoney } from '@atelier/shop/money';
import type { CheckoutService } from '../shop/checkout-service';
import { isStartedScript, runOwnerCommand } from './cli-services';

export const ORDERS_USAGE = `Usage: npm run orders -- <command>

  list [--limit <n>]                 the newest orders (20 unless told), newest first
  refund <order> [--amount <euros>]  gives the money of a card or PayPal order back through its
                                     provider, marks the order refunded and restocks its works;
                                     --amount refunds only that much (the order stays as it is)
  --help                             shows this message

<order> is the number the buyer quotes (AT-10012) or the order id (2).
Example: npm run orders -- refund AT-10012`;

export type OrdersCommand =
  | { command: 'list'; limit: number }
  | { command: 'refund'; order: string; amountCents: number | undefined };

/** A command line that cannot be run: the message says why, the usage says how. */
export class OrdersUsageError extends Error {
  override name = 'OrdersUsageError';
}

export function parseOrdersArguments(args: readonly string[]): OrdersCommand | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        limit: { type: 'string' },
        amount: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new OrdersUsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [command, ...rest] = positionals;
  if (command === 'list') {
    if (rest.length > 0)
      throw new OrdersUsageError(`list takes no order, not "${rest.join(' ')}".`);
    const limit = values.limit ?? '20';
    if (!/^[1-9]\d{0,3}$/.test(limit))
      throw new OrdersUsageError(`--limit must be a whole number from 1 to 9999, not "${limit}".`);
    return { command: 'list', limit: Number(limit) };
  }
  if (command === 'refund') {
    const [order, ...extra] = rest;
    if (order === undefined)
      throw new OrdersUsageError('Say which order to refund, e.g. refund AT-10012.');
    if (extra.length > 0)
      throw new OrdersUsageError(`Refund one order at a time, not "${rest.join(' ')}".`);
    const amountCents = values.amount === undefined ? undefined : centsOfTypedAmount(values.amount);
    if (values.amount !== undefined && (amountCents === undefined || amountCents === 0)) {
      throw new OrdersUsageError(
        `--amount must be an amount in euros such as 12.50, not "${values.amount}".`,
      );
    }
    return { command: 'refund', order, amountCents };
  }
  throw new OrdersUsageError(
    command === undefined ? 'Say what to do: list or refund.' : `Unknown command "${command}".`,
  );
}

/** Runs one command with the server's own checkout service; answers the exit code. */
export async function runOrdersCommand(
  checkout: Pick<CheckoutService, 'recentOrders' | 'refund' | 'orderIdOf'>,
  command: OrdersCommand,
  out: { log(line: string): void; error(line: string): void },
): Promise<number> {
  if (command.command === 'list') {
    const orders = await checkout.recentOrders(command.limit);
    if (orders.length === 0) out.log('There are no orders yet.');
    for (const order of orders) {
      out.log(
        [
          order.number.padEnd(9),
          order.createdAt.toISOString().slice(0, 16).replace('T', ' '),
          order.status.padEnd(10),
          formatMoney(order.totalCents, order.currency).padStart(10),
          order.paymentMethod.padEnd(10),
          order.paymentReference ?? '',
        ]
          .join('  ')
          .trimEnd(),
      );
    }
    return 0;
  }
  const orderId = checkout.orderIdOf(command.order);
  if (orderId === undefined) {
    out.error(`"${command.order}" is not an order number (AT-10012) or an order id.`);
    return 2;
  }
  const result = await checkout.refund(orderId, command.amountCents);
  if (!result.ok) {
    out.error(result.message);
    return 1;
  }
  out.log(result.message);
  return 0;
}

/** `npm run orders -- list | refund <order>`; importing the module runs nothing. */
if (isStartedScript(import.meta.url)) {
  process.exitCode = await runOwnerCommand(process.argv.slice(2), {
    usage: ORDERS_USAGE,
    parse: parseOrdersArguments,
    isUsageError: (error): error is OrdersUsageError => error instanceof OrdersUsageError,
    run: (services, command) => runOrdersCommand(services.checkout, command, console),
  });
}
