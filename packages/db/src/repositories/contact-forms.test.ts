import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_FORM_ID } from '@atelier/demo-content/contact-forms';
import type { DatabaseHandle } from '../connection';
import { seedDemoContactForms } from '../seed-contact-forms';
import { testDatabaseTargets } from '../testing';
import { contactFormRepository, type ContactFormWrite } from './contact-forms';

const form = (overrides: Partial<ContactFormWrite> = {}): ContactFormWrite => ({
  id: 52001,
  slug: 'test-contact-form',
  title: 'Test contact form',
  locale: 'en_US',
  status: 'publish',
  definition: { fields: [{ type: 'text', name: 'your-name', label: 'Name' }] },
  ...overrides,
});

describe.each(testDatabaseTargets())('contact form storage on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('finds a published form by id, and neither a draft nor an unknown id (a 404 to the visitor)', async () => {
    const forms = contactFormRepository(handle.db);
    await forms.upsert(form());
    await forms.upsert(form({ id: 52002, slug: 'draft-form', status: 'draft' }));
    expect((await forms.findPublished(52001))?.slug).toBe('test-contact-form');
    expect(await forms.findPublished(52002)).toBeUndefined();
    expect(await forms.findPublished(1)).toBeUndefined();
  });

  it('writes an unchanged form only once, so its pages stay cached', async () => {
    const forms = contactFormRepository(handle.db);
    await forms.upsert(form({ id: 52003, slug: 'once' }));
    expect(await forms.upsert(form({ id: 52003, slug: 'once' }))).toBe(false);
    expect(await forms.upsert(form({ id: 52003, slug: 'once', title: 'Changed' }))).toBe(true);
    expect((await forms.findPublished(52003))?.title).toBe('Changed');
  });

  it('stores submissions as sent, failed or spam with what the server read, and marks a failed mail', async () => {
    const forms = contactFormRepository(handle.db);
    await forms.upsert(form({ id: 52004, slug: 'submissions' }));
    const base = {
      formId: 52004,
      postedData: { 'your-name': 'Ana', topics: ['a', 'b'] },
      postedDataHash: 'abc123',
      containerPostId: 12,
      sessionId: 'session-1',
      ipHash: 'hash-of-address',
      userAgent: 'Test/1.0',
    };
    const sent = await forms.storeSubmission({ ...base, status: 'mail_sent', spamReason: null });
    await forms.storeSubmission({ ...base, status: 'spam', spamReason: 'honeypot' });
    await forms.markMailFailed(sent.id);
    const stored = await forms.submissions(52004);
    expect(stored.map((row) => [row.status, row.spamReason])).toEqual([
      ['mail_failed', null],
      ['spam', 'honeypot'],
    ]);
    expect(stored[0]).toMatchObject({
      postedData: { 'your-name': 'Ana', topics: ['a', 'b'] },
      postedDataHash: 'abc123',
      containerPostId: 12,
      ipHash: 'hash-of-address',
      userAgent: 'Test/1.0',
    });
  });

  it('seeds the demo enquiry form at every start without rewriting it', async () => {
    expect(await seedDemoContactForms(handle.db)).toEqual([ENQUIRY_FORM_ID]);
    expect(await seedDemoContactForms(handle.db)).toEqual([]);
    const enquiry = await contactFormRepository(handle.db).findPublished(ENQUIRY_FORM_ID);
    expect(enquiry).toMatchObject({ slug: 'enquiry', locale: 'en_US' });
  });
});
