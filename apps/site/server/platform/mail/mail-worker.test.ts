import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@atelier/db/connection';
import { mailQueueRepository, type MailRetryPolicy } from '@atelier/db/repositories/mail-queue';
import { mailQueue } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailService } from './mail-service';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from './mail-worker';
import { smtpSecretRedactor } from './smtp-secrets';
import {
  closedPort,
  firstAddress,
  startSilentServer,
  startTestSmtpServer,
} from './test-smtp-server';
import { createMailTransport, smtpTransport, type MailTransport } from './transports';
import { capturedLog } from '../../testing/captured-log';

/** The value a test has just made sure exists; fails the test plainly when it does not. */
function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('Expected a value, found none.');
  return value;
}

const MINUTE = 60_000;
const FROM = 'Atelier <hello@atelier.example>';
const PASSWORD = 'hunter2-s3cret';
const retry: MailRetryPolicy = { maxAttempts: 3, baseDelayMs: MINUTE, maxDelayMs: 10 * MINUTE };

const draftLink = {
  to: 'visitor@example.com',
  subject: 'Your saved commission form',
  text: 'Continue where you left off: https://atelier.example/commission/?draft=abc123',
  html: '<p>Continue where you left off: <a href="https://atelier.example/commission/?draft=abc123">open your draft</a></p>',
  purpose: 'draft-link',
};

/**
 * A second connection pool on the same data, as a second server process would have. PGlite is
 * one process by construction, so there the second worker shares the handle.
 */
async function secondProcess(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (handle.kind === 'pglite' || !url) return handle;
  // Both drivers answer execute() with { rows }; the shared Database type leaves it unknown.
  const result = (await handle.db.execute(sql`select current_schema() as schema`)) as {
    rows: { schema: string }[];
  };
  return openDatabase({ url, schemaName: result.rows[0]?.schema, poolSize: 4 });
}

describe.each(testDatabaseTargets())('outgoing mail on $name', (target) => {
  let handle: DatabaseHandle;
  let other: DatabaseHandle;
  let clock: Date;
  const now = () => clock;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    handle = await target.open();
    other = await secondProcess(handle);
  });
  afterAll(async () => {
    if (other !== handle) await other.close();
    await handle.close();
  });
  beforeEach(async () => {
    clock = new Date('2026-04-01T09:00:00Z');
    await handle.db.delete(mailQueue);
    return async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    };
  });

  const start = (
    options: Partial<MailWorkerOptions> & { transport: MailTransport },
  ): MailWorker => {
    const worker = startMailWorker({
      db: handle.db,
      from: FROM,
      log: capturedLog().log,
      now,
      retry,
      // Tests drive the worker with runNow(); the poll must not fire in between.
      pollIntervalMs: 60 * MINUTE,
      ...options,
    });
    cleanups.push(() => worker.stop());
    return worker;
  };
  const server = async (options: Parameters<typeof startTestSmtpServer>[0] = {}) => {
    const started = await startTestSmtpServer(options);
    cleanups.push(() => started.close());
    return started;
  };
  const stored = (id: number) => mailQueueRepository(handle.db).find(id);

  it('delivers a queued message through a real SMTP server that requires a login', async () => {
    const smtp = await server({ credentials: { user: 'gallery', pass: `${PASSWORD} @/:` } });
    const logged = capturedLog();
    const worker = start({ transport: smtpTransport(smtp.url), log: logged.log });
    const { id } = await createMailService(handle.db, { now }).enqueue(draftLink);
    await worker.runNow();

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(firstAddress(message?.from)).toEqual({
      name: 'Atelier',
      address: 'hello@atelier.example',
    });
    expect(firstAddress(message?.to)?.address).toBe('visitor@example.com');
    expect(message?.subject).toBe('Your saved commission form');
    expect(message?.text?.trim()).toBe(draftLink.text);
    expect(message?.html).toContain('href="https://atelier.example/commission/?draft=abc123"');
    expect(message?.messageId).toMatch(/^<atelier\.mail-\d+\.\d+@atelier\.example>$/);
    expect(await stored(id)).toMatchObject({ attempts: 1, sentAt: clock, lastError: null });
    expect(logged.entries()).toContainEqual(
      expect.objectContaining({
        level: 30,
        mailId: id,
        purpose: 'draft-link',
        msg: `mail ${id} sent`,
      }),
    );
  });

  it('a temporary refusal (451) is retried after the back-off and then delivered once', async () => {
    const smtp = await server({
      refuse: (delivery) =>
        delivery === 1 ? { code: 451, message: 'Greylisted, try again later' } : undefined,
    });
    const worker = start({ transport: smtpTransport(smtp.url) });
    const { id } = await createMailService(handle.db, { now }).enqueue(draftLink);
    await worker.runNow();

    expect(smtp.received).toHaveLength(0);
    const afterFirst = await stored(id);
    expect(afterFirst).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(afterFirst?.lastError).toContain('451 Greylisted, try again later');
    expect(afterFirst?.nextAttemptAt).toEqual(new Date(clock.getTime() + MINUTE));

    // Not a moment before its time…
    clock = new Date(clock.getTime() + MINUTE - 1);
    expect(await worker.runNow()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // …and delivered when it comes.
    clock = new Date(clock.getTime() + 1);
    expect(await worker.runNow()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received.map((message) => message.subject)).toEqual([draftLink.subject]);
    expect(smtp.deliveries).toBe(2);
    expect(await stored(id)).toMatchObject({ attempts: 2, sentAt: clock });
  });

  it('a server that is down: attempts grow, then the message is marked failed and an error is logged without the password', async () => {
    const port = await closedPort();
    const logged = capturedLog();
    const transport = smtpTransport(`smtp://gallery:${PASSWORD}@127.0.0.1:${port}`);
    // What the server prints at start about where mail goes.
    expect(transport.description).toBe(`smtp://gallery:****@127.0.0.1:${port}`);
    const worker = start({ transport, log: logged.log });
    const queued = createMailService(handle.db, { now }).enqueue(draftLink);
    // The visitor's side: queuing succeeds although no server can take the message.
    await expect(queued).resolves.toEqual({ id: expect.any(Number) });
    const { id } = await queued;
    await worker.runNow();

    const attempts: number[] = [];
    for (;;) {
      const row = await stored(id);
      attempts.push(present(row).attempts);
      if (row?.failedAt) break;
      clock = present(row).nextAttemptAt;
      await worker.runNow();
    }
    expect(attempts).toEqual([1, 2, 3]);
    const failed = await stored(id);
    expect(failed).toMatchObject({ sentAt: null, failedAt: clock });
    expect(failed?.lastError).toMatch(/ECONNECTION|ESOCKET|ECONNREFUSED/);

    const levels = logged.entries().map((entry) => entry.level);
    expect(levels).toEqual([40, 40, 50]);
    const finalEntry = logged.entries().at(-1);
    expect(finalEntry).toMatchObject({
      mailId: id,
      purpose: 'draft-link',
      attempt: 3,
      msg: `mail ${id} not delivered after 3 attempts; giving up`,
    });
    expect(JSON.stringify(finalEntry)).toMatch(/ECONNREFUSED|connect/i);
    expect(logged.text()).not.toContain(PASSWORD);
    expect(failed?.lastError).not.toContain(PASSWORD);
  });

  it('a failure whose text quotes the password is logged and stored with the password masked', async () => {
    const url = `smtp://gallery:${PASSWORD}@mail.example:587`;
    const logged = capturedLog();
    const leakyTransport: MailTransport = {
      description: 'a transport whose errors quote its settings',
      deliver: async () => {
        throw Object.assign(new Error(`could not log in to ${url} with ${PASSWORD}`), {
          code: 'EAUTH',
          responseCode: 535,
          permanent: true,
          command: `AUTH PLAIN gallery ${PASSWORD}`,
        });
      },
      redact: smtpSecretRedactor(url),
      close: () => undefined,
    };
    const worker = start({ transport: leakyTransport, log: logged.log });
    const { id } = await createMailService(handle.db, { now }).enqueue(draftLink);
    await worker.runNow();

    // A refused login is the owner's configuration to fix, so the message keeps its retries.
    const row = await stored(id);
    expect(row).toMatchObject({ attempts: 1, failedAt: null });
    expect(row?.lastError).toBe(
      'EAUTH: could not log in to smtp://gallery:****@mail.example:587 with ****',
    );
    expect(logged.text()).toContain('****');
    expect(logged.text()).not.toContain(PASSWORD);
  });

  it('a recipient the server refuses for good (550) is marked failed at once, not retried', async () => {
    const smtp = await server({
      refuse: () => ({ code: 550, message: 'No such mailbox here' }),
    });
    const logged = capturedLog();
    const worker = start({ transport: smtpTransport(smtp.url), log: logged.log });
    const { id } = await createMailService(handle.db, { now }).enqueue(draftLink);
    await worker.runNow();

    const row = await stored(id);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: clock });
    expect(row?.lastError).toContain('550 No such mailbox here');
    expect(logged.entries()).toContainEqual(
      expect.objectContaining({ level: 50, msg: `mail ${id} refused by the server; not retrying` }),
    );
  });

  it('a hanging server never holds up the visitor, and shutdown cancels the delivery and keeps the message queued', async () => {
    const silent = await startSilentServer();
    cleanups.push(() => silent.close());
    const worker = start({ transport: smtpTransport(`smtp://127.0.0.1:${silent.port}`) });
    const { id } = await createMailService(handle.db, { now }).enqueue(draftLink);
    // The enqueue above has resolved while the worker is stuck waiting for a greeting.
    await silent.connected;
    expect(await stored(id)).toMatchObject({ attempts: 1, sentAt: null });

    await worker.stop();
    // Back in the queue, due at once for the next worker, the cancelled attempt not counted.
    expect(await stored(id)).toMatchObject({
      attempts: 0,
      sentAt: null,
      failedAt: null,
      nextAttemptAt: clock,
    });
  });

  it('without SMTP_URL each message becomes a readable .eml file in DATA_DIR/outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-mail-'));
    const worker = start({ transport: createMailTransport({ smtpUrl: undefined, dataDir }) });
    const service = createMailService(handle.db, { now });
    const { id } = await service.enqueue(draftLink);
    await service.enqueue({ ...draftLink, to: 'second@example.com', html: undefined });
    await worker.runNow();

    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox).toSorted();
    // Only finished messages: no temporary file is left next to them.
    expect(files).toHaveLength(2);
    expect(files.every((name) => /^\d{8}-\d{6}-mail-\d+-[0-9a-f]{8}\.eml$/.test(name))).toBe(true);
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    const first = present(files.find((name) => name.includes(`-mail-${id}-`)));
    expect(statSync(path.join(outbox, first)).mode & 0o777).toBe(0o600);

    const bytes = readFileSync(path.join(outbox, first));
    expect(bytes.toString('latin1')).toMatch(/^[\x21-\x7e]+: .*\r\n/);
    const parsed = await simpleParser(bytes);
    expect(firstAddress(parsed.from)).toEqual({
      name: 'Atelier',
      address: 'hello@atelier.example',
    });
    expect(firstAddress(parsed.to)?.address).toBe('visitor@example.com');
    expect(parsed.subject).toBe(draftLink.subject);
    expect(parsed.text?.trim()).toBe(draftLink.text);
    expect(await stored(id)).toMatchObject({ attempts: 1, sentAt: clock });
  });

  it('ADR 0018 RFC 8058 a mail with an unsubscribe address carries List-Unsubscribe and the one-click List-Unsubscribe-Post header; others carry neither', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-mail-'));
    const worker = start({ transport: createMailTransport({ smtpUrl: undefined, dataDir }) });
    const service = createMailService(handle.db, { now });
    const unsubscribe = 'https://atelier.example/newsletter/unsubscribe/?token=abc_DEF-123';
    const { id } = await service.enqueue({
      ...draftLink,
      purpose: 'newsletter-welcome',
      listUnsubscribe: unsubscribe,
    });
    await service.enqueue({ ...draftLink, to: 'plain@example.com' });
    await worker.runNow();

    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox);
    const parse = async (name: string) => simpleParser(readFileSync(path.join(outbox, name)));
    const withList = await parse(present(files.find((name) => name.includes(`-mail-${id}-`))));
    // mailparser folds List-* headers into one `list` object: the raw lines say exactly what went.
    const lineOf = (mail: typeof withList, key: string) =>
      mail.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
    // (A long line is folded; unfolded, it is the address in angle brackets.)
    expect(lineOf(withList, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe}>`);
    expect(lineOf(withList, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const plain = await parse(present(files.find((name) => !name.includes(`-mail-${id}-`))));
    expect(lineOf(plain, 'list-unsubscribe')).toBeUndefined();
    expect(lineOf(plain, 'list-unsubscribe-post')).toBeUndefined();
  });

  it('ADR 0018 an unsubscribe address that is no http(s) address, or could break its header, is refused and nothing is queued', async () => {
    const service = createMailService(handle.db, { now });
    for (const listUnsubscribe of [
      'mailto:leave@atelier.example',
      'javascript:alert(1)',
      'https://atelier.example/a>b',
      'https://atelier.example/\r\nBcc: x@example.com',
    ]) {
      await expect(service.enqueue({ ...draftLink, listUnsubscribe })).rejects.toMatchObject({
        field: 'listUnsubscribe',
      });
    }
    expect(await handle.db.select().from(mailQueue)).toEqual([]);
  });

  it('two workers on one database (two processes) never send a message twice', async () => {
    const smtp = await server();
    const service = createMailService(handle.db, { now });
    const ids: number[] = [];
    for (let index = 0; index < 24; index += 1) {
      ids.push((await service.enqueue({ ...draftLink, subject: `Message ${index}` })).id);
    }
    // Both start at once, and each starts delivering the moment it starts.
    const first = start({ transport: smtpTransport(smtp.url) });
    const second = start({ db: other.db, transport: smtpTransport(smtp.url) });
    await Promise.all([first.runNow(), second.runNow()]);

    const subjects = smtp.received.map((message) => message.subject).toSorted();
    expect(subjects).toEqual(ids.map((_id, index) => `Message ${index}`).toSorted());
    expect(smtp.deliveries).toBe(24);
    for (const id of ids) expect((await stored(id))?.sentAt).toEqual(clock);
  });
});
