import { escapeHtml } from '@atelier/form-engine/merge-tags';
import { oneLine } from '@atelier/form-engine/mail/notification-mail';
import { formatMoney } from '@atelier/shop/money';
import type { OutgoingMail } from '../platform/mail/mail-service';
import { mailHtmlDocument, mailTextSignature } from '../platform/mail/mail-layout';
import { queueSideMail, silentMailLog, type SideMailLog } from '../platform/mail/side-mail';
import { countryName } from '~/features/shop/billing-fields';
import type { CheckoutService } from './checkout-service';

/** An order as its confirmation page reads it (the order row, its lines, number and payment). */
export type ConfirmedOrder = NonNullable<Awaited<ReturnType<CheckoutService['confirmation']>>>;

export const ORDER_CONFIRMATION_PURPOSE = 'order-confirmation';
export const NEW_ORDER_NOTICE_PURPOSE = 'order-notice';

/** An address on an order, as far as a mail prints it: billing, or a separate shipping address. */
type PostalAddress = Pick<
  ConfirmedOrder['billing'],
  'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'city' | 'postcode' | 'country'
> & { state?: string | undefined };

/** An address as lines: name, company, street, town, country; empty parts left out. */
function addressLines(address: PostalAddress): string[] {
  const town = [address.postcode, address.city].filter(Boolean).join(' ');
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    [address.address1, address.address2].filter(Boolean).join(', '),
    [town, address.state].filter(Boolean).join(', '),
    countryName(address.country),
  ].filter((line) => line.trim() !== '');
}

/** The order's shipping address: only a shipped order whose buyer gave one apart from billing. */
function shippingAddressOf(order: ConfirmedOrder): PostalAddress | undefined {
  if (order.deliveryMethod !== 'ship' || !order.shippingAddress) return undefined;
  return addressLines(order.shippingAddress).length > 0 ? order.shippingAddress : undefined;
}

interface OrderSummary {
  lines: { description: string; quantity: number; total: string }[];
  totals: { label: string; value: string }[];
}

function summaryOf(order: ConfirmedOrder): OrderSummary {
  const money = (cents: number) => formatMoney(cents, order.currency);
  return {
    lines: order.lines.map((line) => {
      const options = Object.entries(line.attributes)
        .map(([name, value]) => `${name}: ${value}`)
        .join(' · ');
      return {
        description: options === '' ? line.title : `${line.title} (${options})`,
        quantity: line.quantity,
        total: `${money(line.lineTotalCents)}${line.quantity > 1 ? ` (${money(line.unitPriceCents)} each)` : ''}`,
      };
    }),
    totals: [
      { label: 'Subtotal', value: money(order.subtotalCents) },
      order.deliveryMethod === 'collect'
        ? { label: 'Collection at the gallery', value: 'Free' }
        : {
            label: 'Shipping',
            value: order.shippingCents === 0 ? 'Free' : money(order.shippingCents),
          },
      { label: 'Total', value: money(order.totalCents) },
      // Issue 17: a card or PayPal order carries the provider's reference with its method.
      { label: 'Payment', value: order.paymentLabel },
    ],
  };
}

interface OrderMailParts {
  heading: string;
  /** Plain paragraphs before the order details. */
  intro: string[];
  /** Paragraphs after the payment instructions. */
  outro: string[];
  link: { label: string; href: string };
  /** The buyer's own mail says what to do next; the gallery's needs no payment instructions. */
  instructions: readonly string[];
  noteHeading: string;
}

/** The order details both mails share, in text and in HTML; every value escaped in the HTML. */
function renderOrderMail(order: ConfirmedOrder, parts: OrderMailParts) {
  const summary = summaryOf(order);
  const billing = addressLines(order.billing);
  const shipping = shippingAddressOf(order);
  const contact = [order.billing.phone, order.email].filter(Boolean).join(' · ');
  const note = order.customerNote.trim();

  const text = [
    ...parts.intro,
    parts.instructions.length > 0 ? ['What happens next', ...parts.instructions].join('\n') : '',
    [
      `Order ${order.number}`,
      ...summary.lines.map((line) => `${line.quantity} × ${line.description}: ${line.total}`),
      '',
      ...summary.totals.map((row) => `${row.label}: ${row.value}`),
    ].join('\n'),
    ['Billing address', ...billing, contact].join('\n'),
    shipping ? ['Shipping address', ...addressLines(shipping)].join('\n') : '',
    note === '' ? '' : `${parts.noteHeading}\n${note}`,
    `${parts.link.label}:\n${parts.link.href}`,
    ...parts.outro,
    mailTextSignature(),
  ]
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');

  const paragraph = (content: string) =>
    `<p>${escapeHtml(content).replace(/\r?\n/g, '<br>\n')}</p>`;
  const subheading = (content: string) =>
    `<h2 style="font-size:17px;font-weight:600;margin:28px 0 8px">${escapeHtml(content)}</h2>`;
  const cell = 'padding:6px 8px;border-bottom:1px solid #e2ddd5;vertical-align:top';
  const lineRows = summary.lines.map(
    (line) =>
      `<tr><td style="${cell}">${escapeHtml(line.description)}</td>` +
      `<td style="${cell};text-align:center">${line.quantity}</td>` +
      `<td style="${cell};text-align:right">${escapeHtml(line.total)}</td></tr>`,
  );
  const totalRows = summary.totals.map(
    (row) =>
      `<tr><th scope="row" colspan="2" style="padding:4px 8px;text-align:right;font-weight:${row.label === 'Total' ? 700 : 400}">${escapeHtml(row.label)}</th>` +
      `<td style="padding:4px 8px;text-align:right;font-weight:${row.label === 'Total' ? 700 : 400}">${escapeHtml(row.value)}</td></tr>`,
  );
  const bodyHtml = [
    ...parts.intro.map(paragraph),
    ...(parts.instructions.length > 0
      ? [subheading('What happens next'), ...parts.instructions.map(paragraph)]
      : []),
    subheading(`Order ${order.number}`),
    '<table style="border-collapse:collapse;width:100%">',
    `<thead><tr><th scope="col" style="${cell};text-align:left">Work</th><th scope="col" style="${cell}">Quantity</th><th scope="col" style="${cell};text-align:right">Price</th></tr></thead>`,
    `<tbody>${lineRows.join('')}</tbody>`,
    `<tfoot>${totalRows.join('')}</tfoot>`,
    '</table>',
    subheading('Billing address'),
    paragraph([...billing, contact].join('\n')),
    ...(shipping
      ? [subheading('Shipping address'), paragraph(addressLines(shipping).join('\n'))]
      : []),
    ...(note === '' ? [] : [subheading(parts.noteHeading), paragraph(note)]),
    `<p style="margin:28px 0"><a href="${escapeHtml(parts.link.href)}" style="display:inline-block;padding:10px 18px;background:#1d1d1b;color:#ffffff;text-decoration:none">${escapeHtml(parts.link.label)}</a></p>`,
    ...parts.outro.map(paragraph),
  ].join('\n');

  return { text: `${text}\n`, html: mailHtmlDocument({ heading: parts.heading, bodyHtml }) };
}

/** The buyer's confirmation and the gallery's notice of one order. */
export function orderMails(
  order: ConfirmedOrder,
  options: { orderUrl: string; shopEmail: string },
): OutgoingMail[] {
  const name = order.billing.firstName.trim();
  const total = formatMoney(order.totalCents, order.currency);
  const buyer = renderOrderMail(order, {
    heading: `Thank you for your order${name === '' ? '' : `, ${name}`}`,
    intro: [
      `We have received your order ${order.number} for ${total} (${order.paymentLabel}). This email is your confirmation; keep it for your records.`,
    ],
    instructions: order.instructions,
    noteHeading: 'Your note',
    outro: ['Questions about your order? Reply to this email, quoting the order number.'],
    link: { label: 'View your order', href: options.orderUrl },
  });
  const buyerName = [order.billing.firstName, order.billing.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const gallery = renderOrderMail(order, {
    heading: `New order ${order.number}`,
    intro: [
      `${buyerName || order.email} placed order ${order.number} for ${total} (${order.paymentLabel}, status ${order.status}).`,
    ],
    outro: [],
    link: { label: 'Open the order page', href: options.orderUrl },
    instructions: [],
    noteHeading: 'Note from the buyer',
  });
  return [
    {
      to: order.email,
      subject: oneLine(`Your Atelier order ${order.number} has been received`),
      ...buyer,
      purpose: ORDER_CONFIRMATION_PURPOSE,
    },
    {
      to: options.shopEmail,
      subject: oneLine(`New order ${order.number}: ${total} from ${buyerName || order.email}`),
      ...gallery,
      purpose: NEW_ORDER_NOTICE_PURPOSE,
    },
  ];
}

/** The order page's address: the site's own (PUBLIC_URL), never one from the request. */
export function orderUrlOf(publicUrl: URL, order: Pick<ConfirmedOrder, 'id' | 'orderKey'>) {
  const url = new URL(`/checkout/order-received/${order.id}/`, publicUrl.origin);
  url.searchParams.set('key', order.orderKey);
  return url.href;
}

export interface OrderMailerOptions {
  mail: { enqueue(mail: OutgoingMail): Promise<unknown> };
  /** SHOP_EMAIL: the gallery's inbox for new-order notices. */
  shopEmail: string;
  publicUrl: URL;
  log?: SideMailLog;
}

/**
 * Queues both mails of a placed order. Never throws: the order is placed whatever happens to its
 * mail, and a mail that cannot be queued is logged with the order id only (no address, no name).
 */
export function orderMailer(options: OrderMailerOptions) {
  const log = options.log ?? silentMailLog;
  return {
    /**
     * `load` reads the placed order back (as its page shows it); reading is inside the guard
     * too, so not even a failed read can turn a placed order into an error page.
     */
    async orderPlaced(
      placed: { orderId: number },
      load: () => Promise<ConfirmedOrder | undefined>,
    ): Promise<void> {
      try {
        const order = await load();
        if (!order) throw new Error('The placed order could not be read back.');
        const mails = orderMails(order, {
          orderUrl: orderUrlOf(options.publicUrl, order),
          shopEmail: options.shopEmail,
        });
        for (const mail of mails) {
          await queueSideMail(options.mail, mail, log, 'order mail', {
            orderId: order.id,
            purpose: mail.purpose,
          });
        }
      } catch (error) {
        log.error(
          { orderId: placed.orderId, err: error },
          'order mail not queued; the order is placed all the same',
        );
      }
    },
  };
}

export type OrderMailer = ReturnType<typeof orderMailer>;
