import type { DatabaseHandle } from '@atelier/db/connection';
import { mailQueueRepository } from '@atelier/db/repositories/mail-queue';
import { mailQueue } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNonceService } from '../security/nonces';
import { createSiteServices } from '../../site-services';
import {
  createMailService,
  MailRefusedError,
  onMailQueued,
  type OutgoingMail,
} from './mail-service';

const message: OutgoingMail = {
  to: ' visitor@example.com ',
  subject: 'Your saved form',
  text: 'Open it again: https://atelier.example/contact/?draft=abc',
  purpose: 'draft-link',
};

describe.each(testDatabaseTargets())('queuing mail on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(mailQueue);
  });

  it('enqueue only writes the message to the queue, due at once, and tells this process', async () => {
    const queuedAt = new Date('2026-04-02T08:00:00Z');
    const service = createMailService(handle.db, { now: () => queuedAt });
    const heard: string[] = [];
    const stopListening = onMailQueued(handle.db, () => heard.push('queued'));

    const { id } = await service.enqueue({ ...message, html: '<p>Open it again</p>' });
    stopListening();
    await service.enqueue(message);

    expect(await mailQueueRepository(handle.db).find(id)).toEqual({
      id,
      recipient: 'visitor@example.com',
      subject: 'Your saved form',
      purpose: 'draft-link',
      attempts: 0,
      nextAttemptAt: queuedAt,
      sentAt: null,
      failedAt: null,
      lastError: null,
      createdAt: queuedAt,
    });
    expect(heard).toEqual(['queued']);
  });

  it.each([
    [{ to: 'not an address' }, 'to', 'Mail not queued: to is not an email address.'],
    [
      { to: 'a@example.com\r\nBcc: everyone@example.com' },
      'to',
      'Mail not queued: to is not an email address.',
    ],
    [
      { subject: 'Hello\r\nBcc: everyone@example.com' },
      'subject',
      'Mail not queued: subject must be one line.',
    ],
    [{ subject: '   ' }, 'subject', 'Mail not queued: subject must not be empty.'],
    [
      { purpose: 'Draft Link!' },
      'purpose',
      'Mail not queued: purpose must be a short lower-case name such as draft-link.',
    ],
  ])('refuses %o clearly and queues nothing', async (change, field, text) => {
    const service = createMailService(handle.db);
    const refusal = await service
      .enqueue({ ...message, ...change })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MailRefusedError);
    expect(refusal).toMatchObject({ field, message: text });
    expect(await handle.db.select().from(mailQueue)).toEqual([]);
  });

  it('keeps a Reply-To address for the worker, and refuses one that is not an address or spans lines', async () => {
    const service = createMailService(handle.db);
    await service.enqueue({ ...message, replyTo: 'Ana Sousa <ana@example.org>' });
    const [row] = await handle.db.select().from(mailQueue);
    expect(row?.replyTo).toBe('Ana Sousa <ana@example.org>');
    const [claimed] = await mailQueueRepository(handle.db).claimDue({
      now: new Date(Date.now() + 1000),
      leaseMs: 60_000,
      limit: 1,
    });
    expect(claimed?.replyTo).toBe('Ana Sousa <ana@example.org>');
    for (const replyTo of ['not an address', 'ana@example.org\r\nBcc: all@example.org']) {
      await expect(service.enqueue({ ...message, replyTo })).rejects.toBeInstanceOf(
        MailRefusedError,
      );
    }
  });

  it('the site services offer mail to pages and API handlers', async () => {
    const services = createSiteServices(handle, createNonceService('s'.repeat(40)));
    const { id } = await services.mail.enqueue(message);
    expect((await mailQueueRepository(handle.db).find(id))?.purpose).toBe('draft-link');
  });
});
