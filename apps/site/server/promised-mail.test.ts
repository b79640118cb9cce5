import { randomBytes } from 'node:crypto';
import { shopSettingsSchema } from '@atelier/contracts/shop-settings';
import type { DatabaseHandle } from '@atelier/db/connection';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { mailQueue } from '@atelier/db/schema';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { artworks, type OriginalArtwork } from '@atelier/demo-content/catalogue';
import { DEMO_SHOP_SETTINGS } from '@atelier/demo-content/shop-settings';
import {
  COMMISSION_FORM_ID,
  CONTACT_FORM_ID,
  FRAMING_CALCULATOR_ID,
} from '@atelier/demo-content/forms';
import { formatMoney } from '@atelier/shop/money';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM_MAILS_PER_ADDRESS } from './forms/form-mail';
import { PAYMENT_METHODS } from './payments/payment-methods';
import { MailRefusedError } from './platform/mail/mail-service';
import { startMailWorker, type MailWorker } from './platform/mail/mail-worker';
import {
  firstAddress,
  startTestSmtpServer,
  type TestSmtpServer,
} from './platform/mail/test-smtp-server';
import { smtpTransport } from './platform/mail/transports';
import { createNonceService } from './platform/security/nonces';
import { checkoutService } from './shop/checkout-service';
import { orderMailer } from './shop/order-mail';
import { createSiteServices, type SiteServices } from './site-services';
import { submitRequest, openDayAhead } from './testing/form-fixtures';
import { capturedLog } from './testing/captured-log';
import { contactCaptchaFields } from './testing/captcha-tokens';
import { TEST_CAPTCHA_CONFIG } from './testing/test-app';

const GALLERY = 'gallery@atelier.example';
const PUBLIC_URL = new URL('https://gallery.example');
const HOSTILE = '<script>alert("x")</script>';

/** A visitor of their own, so no test shares a mail limit with another. */
const someone = () => ({
  sessionId: randomBytes(16).toString('hex'),
  ipHash: randomBytes(32).toString('hex'),
  userAgent: 'Test/1.0',
});

const billing = {
  billing_first_name: 'Ana',
  billing_last_name: 'Silva',
  billing_company: HOSTILE,
  billing_country: 'PT',
  billing_address_1: 'Rua da Rosa 1',
  billing_address_2: '',
  billing_city: 'Lisboa',
  billing_postcode: '1200-389',
  billing_phone: '912 345 678',
  billing_email: 'ana@example.com',
  order_comments: `Please call first. ${HOSTILE}`,
  payment_method: 'bacs',
  terms: 'on',
};

const originals = artworks.filter(
  (artwork): artwork is OriginalArtwork => artwork.kind === 'original' && artwork.stock === 1,
);

const to = (message: ParsedMail | undefined) => firstAddress(message?.to)?.address;

describe.each(testDatabaseTargets())('issue 12: the mail the site promises ($name)', (target) => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  let worker: MailWorker;
  let services: SiteServices;
  let logged: ReturnType<typeof capturedLog>;
  const productIds: number[] = [];

  beforeAll(async () => {
    database = await target.open();
    await seedDemoContent(database, imagelessStore);
    for (const artwork of originals.slice(0, 4)) {
      productIds.push(
        (await catalogueRepository(database.db).productBySlug(artwork.slug))?.id ?? 0,
      );
    }
    smtp = await startTestSmtpServer();
    worker = startMailWorker({
      db: database.db,
      transport: smtpTransport(smtp.url),
      from: 'Atelier <hello@atelier.example>',
      log: capturedLog().log,
      // Tests deliver with runNow(); the poll must not fire in between.
      pollIntervalMs: 60 * 60_000,
    });
  });
  afterAll(async () => {
    await worker.stop();
    await smtp.close();
    await database.close();
  });
  beforeEach(async () => {
    await worker.runNow();
    smtp.received.length = 0;
    await database.db.delete(mailQueue);
    logged = capturedLog();
    services = createSiteServices(database, createNonceService('s'.repeat(40)), {
      mail: { shopEmail: GALLERY, log: logged.log },
      publicUrl: PUBLIC_URL,
      captcha: TEST_CAPTCHA_CONFIG,
    });
  });

  /** A contact submit with what the page's widgets add: a solved captcha, the bot-check token. */
  const contactRequest = async (fields: Record<string, string>) =>
    submitRequest(CONTACT_FORM_ID, {
      ...fields,
      ...(await contactCaptchaFields((action) => services.captcha.challenge(action))),
    });

  /** Delivers what is queued and answers the messages the SMTP server received. */
  const delivered = async () => {
    await worker.runNow();
    return smtp.received;
  };

  it('an order mails the buyer a confirmation and the gallery a notice, with the server’s figures, escaped', async () => {
    const session = randomBytes(8).toString('hex');
    await services.cart.add(session, { product_id: productIds[0] ?? 0, quantity: 1 });
    const outcome = await services.checkout.placeOrder(session, billing);
    if (!outcome.ok) throw new Error(outcome.message);
    const order = await services.checkout.confirmation(outcome.orderId, outcome.orderKey);
    if (!order) throw new Error('The order was not found.');
    const total = formatMoney(order.totalCents, order.currency);
    const orderUrl = `https://gallery.example/checkout/order-received/${order.id}/?key=${order.orderKey}`;

    const messages = await delivered();
    expect(messages.map(to)).toEqual(['ana@example.com', GALLERY]);
    const [buyer, gallery] = messages;

    expect(buyer?.subject).toBe(`Your Atelier order ${order.number} has been received`);
    const text = buyer?.text ?? '';
    expect(text).toContain(
      `We have received your order ${order.number} for ${total} (Direct bank transfer).`,
    );
    const line = order.lines[0];
    expect(text).toContain(
      `1 × ${line?.title ?? ''}: ${formatMoney(line?.lineTotalCents ?? 0, order.currency)}`,
    );
    expect(text).toContain(`Subtotal: ${formatMoney(order.subtotalCents, order.currency)}`);
    expect(text).toContain(
      `Shipping: ${order.shippingCents === 0 ? 'Free' : formatMoney(order.shippingCents, order.currency)}`,
    );
    expect(text).toContain(`Total: ${total}`);
    expect(text).toContain('Payment: Direct bank transfer');
    for (const instruction of order.instructions) expect(text).toContain(instruction);
    expect(text).toContain('Billing address\nAna Silva\n');
    expect(text).toContain(
      'Rua da Rosa 1\n1200-389 Lisboa\nPortugal\n912 345 678 · ana@example.com',
    );
    expect(text).toContain(`Your note\nPlease call first. ${HOSTILE}`);
    expect(text).toContain(orderUrl);

    const html = buyer?.html || '';
    expect(html).not.toContain('<script>');
    expect(html).toContain('Please call first. &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain(`href="${orderUrl.replace('&', '&amp;')}"`);
    expect(html).toContain(total);

    expect(gallery?.subject).toBe(`New order ${order.number}: ${total} from Ana Silva`);
    expect(gallery?.text).toContain(`Ana Silva placed order ${order.number} for ${total}`);
    expect(gallery?.text).toContain(`Total: ${total}`);
    expect(gallery?.html).not.toContain('<script>');
  });

  it('an order is placed even when its mail is refused, and the refusal is logged without personal data', async () => {
    const log = capturedLog();
    const mailer = orderMailer({
      mail: {
        enqueue: () =>
          Promise.reject(
            new MailRefusedError('to', 'Mail not queued: to is not an email address.'),
          ),
      },
      shopEmail: GALLERY,
      publicUrl: PUBLIC_URL,
      log: log.log,
    });
    const checkout = checkoutService(database.db, {
      settings: shopSettingsSchema.parse(DEMO_SHOP_SETTINGS),
      paymentMethods: PAYMENT_METHODS,
      onOrderPlaced: (placed) =>
        mailer.orderPlaced(placed, () => checkout.confirmation(placed.orderId, placed.orderKey)),
    });
    const session = randomBytes(8).toString('hex');
    await services.cart.add(session, { product_id: productIds[1] ?? 0, quantity: 1 });
    const outcome = await checkout.placeOrder(session, billing);
    expect(outcome.ok).toBe(true);
    expect(log.text()).toContain(
      'order mail not queued: Mail not queued: to is not an email address.',
    );
    expect(log.text()).not.toContain('ana@example.com');
    expect(log.text()).not.toContain('Silva');
  });

  it('the contact form notifies the gallery with every answer and sends the visitor a short receipt', async () => {
    const answer = await services.forms.submit(
      await contactRequest({
        'text-1': `Ana ${HOSTILE}`,
        'email-1': 'ana@example.com',
        'textarea-1': 'Is “Salt Lines” still available?\nIn A2, please.',
      }),
      someone(),
    );
    expect(answer.success).toBe(true);
    const messages = await delivered();
    expect(messages.map(to)).toEqual([GALLERY, 'ana@example.com']);
    const [notice, receipt] = messages;
    expect(notice?.subject).toBe(`Contact form: a message from Ana ${HOSTILE}`);
    expect(notice?.text).toContain('Message: Is “Salt Lines” still available?\nIn A2, please.');
    expect(notice?.text).toContain('Email Address: ana@example.com');
    expect(notice?.html).not.toContain('<script>');
    expect(notice?.html).toContain('Ana &lt;script&gt;');
    expect(receipt?.subject).toBe('We have your message');
    expect(receipt?.text).toContain(`Dear Ana ${HOSTILE},`);
    // The receipt does not carry the message itself to whatever address was typed.
    expect(receipt?.text).not.toContain('Salt Lines');
  });

  it('a line break typed into a value that reaches a subject never starts a header of its own', async () => {
    await services.forms.submit(
      await contactRequest({
        'text-1': 'Ana\r\nBcc: victim@example.com',
        'email-1': 'ana@example.com',
        'textarea-1': 'Hello',
      }),
      someone(),
    );
    const [notice] = await delivered();
    expect(notice?.subject).toBe('Contact form: a message from Ana Bcc: victim@example.com');
    expect(notice?.headers.has('bcc')).toBe(false);
    expect(smtp.received.map(to)).not.toContain('victim@example.com');
  });

  it('a submission succeeds when its receipt is refused (CF-036: the address is not checked), and the log names no address', async () => {
    const answer = await services.forms.submit(
      await contactRequest({
        'text-1': 'Ana',
        'email-1': 'ana at example dot com',
        'textarea-1': 'Hello',
      }),
      someone(),
    );
    expect(answer.success).toBe(true);
    expect((await delivered()).map(to)).toEqual([GALLERY]);
    expect(logged.text()).toContain(
      'form mail not queued: Mail not queued: to is not an email address.',
    );
    expect(logged.text()).toContain('"notification":"receipt"');
    expect(logged.text()).not.toContain('ana at example');
  });

  it('the framing calculator mails the quote it promises, with the figures the server computed', async () => {
    const answer = await services.forms.submit(
      submitRequest(FRAMING_CALCULATOR_ID, {
        'number-1': '50',
        'number-2': '70',
        'select-1': 'oak',
        'radio-1': 'float',
        // What the browser says the cost is counts for nothing: the server computes it.
        'calculation-1': '1',
        'email-1': 'rui@example.com',
      }),
      someone(),
    );
    expect(answer.success).toBe(true);
    const messages = await delivered();
    expect(messages.map(to)).toEqual(['rui@example.com', GALLERY]);
    const [quote] = messages;
    // 2 × (50 + 70) cm of oak at €42/m, 0.35 m² of float glass at €35/m², €15 mounting.
    expect(quote?.subject).toBe('Your framing quote: €128,05');
    expect(quote?.text).toContain(
      'Work: 50 × 70 cm\nFrame moulding: Natural oak\nGlass: Float glass',
    );
    expect(quote?.text).toContain('Framing cost: €128,05');
    expect(quote?.html).toContain('Framing cost: €128,05');
  });

  it('the commission form sends the gallery the request and the visitor the receipt its thank-you promises', async () => {
    const answer = await services.forms.submit(
      submitRequest(COMMISSION_FORM_ID, {
        'select-1': 'any',
        'radio-1': 'oil',
        'number-1': '60',
        'number-2': '80',
        'radio-2': 'oak',
        'checkbox-1': ['certificate', 'museum-glass'],
        'radio-3': 'collect',
        'date-1': openDayAhead(),
        'slider-1': '3000',
        'radio-4': 'no',
        'text-1': 'Ana Ferreira',
        'email-1': 'ana@example.com',
        'textarea-1': 'A large harbour scene.',
        'consent-1': 'on',
      }),
      someone(),
    );
    expect(answer.success).toBe(true);
    const messages = await delivered();
    expect(messages.map(to)).toEqual([GALLERY, 'ana@example.com']);
    const [notice, receipt] = messages;
    // max(400, 60 × 80 × 0.45) + 180 oak + 120 museum glass.
    expect(notice?.subject).toBe('Commission request from Ana Ferreira: estimate €2,460');
    expect(notice?.text).toContain('Medium: Oil on canvas');
    expect(notice?.text).toContain('Extras: Certificate of authenticity, Museum glass');
    expect(notice?.text).toContain('Privacy: Agreed');
    expect(receipt?.subject).toBe('Your commission request at Atelier');
    expect(receipt?.text).toContain('Our first estimate is €2,460');
    expect(receipt?.text).toContain('The work you have in mind: A large harbour scene.');
  });

  it(`a typed address gets at most ${FORM_MAILS_PER_ADDRESS} form mails an hour, so the forms cannot flood an inbox`, async () => {
    for (let sent = 0; sent < FORM_MAILS_PER_ADDRESS + 2; sent++) {
      const answer = await services.forms.submit(
        await contactRequest({
          'text-1': 'Ana',
          'email-1': 'flooded@example.com',
          'textarea-1': 'Hello',
        }),
        someone(),
      );
      expect(answer.success).toBe(true);
    }
    const messages = await delivered();
    expect(messages.filter((message) => to(message) === 'flooded@example.com')).toHaveLength(
      FORM_MAILS_PER_ADDRESS,
    );
    // The gallery still hears of every message.
    expect(messages.filter((message) => to(message) === GALLERY)).toHaveLength(
      FORM_MAILS_PER_ADDRESS + 2,
    );
  });
});
