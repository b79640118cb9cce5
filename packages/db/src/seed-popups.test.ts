import { popupContentSchema, popupSettingsSchema } from '@atelier/contracts/popups';
import {
  demoPopups,
  ENQUIRY_CONTACT_FORM_ID,
  ENQUIRY_POPUP_ID,
  NEWSLETTER_POPUP_ID,
  PRIVATE_VIEWING_POPUP_ID,
} from '@atelier/demo-content/popups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { popupRepository } from './repositories/popups';
import { seedDemoPopups } from './seed-popups';
import { testDatabaseTargets } from './testing';

describe('the demo popups', () => {
  it('POP-001 the popup-form popup (32651) is centred, medium, and holds the enquiry form', () => {
    const enquiry = demoPopups.find((popup) => popup.slug === 'popup-form');
    expect(enquiry?.id).toBe(ENQUIRY_POPUP_ID);
    const settings = popupSettingsSchema.parse(enquiry?.settings);
    expect(settings).toMatchObject({ id: 32651, size: 'medium', location: 'center' });
    expect(settings.close_on_form_submission).toBe(true);
    expect(popupContentSchema.parse(enquiry?.content)).toMatchObject({
      kind: 'contact-form',
      contactFormId: ENQUIRY_CONTACT_FORM_ID,
    });
  });

  it('POP-003 POP-020 the newsletter popup opens by delay on the journal, remembered 30 days or a year', () => {
    const settings = popupSettingsSchema.parse(
      demoPopups.find((popup) => popup.id === NEWSLETTER_POPUP_ID)?.settings,
    );
    expect(settings.triggers.map((trigger) => trigger.type)).toEqual(['auto_open']);
    expect(settings.conditions).toEqual([
      [{ target: 'is_journal', not_operand: false, settings: {} }],
    ]);
    expect(settings.cookies.map((cookie) => [cookie.event, cookie.settings.time])).toEqual([
      ['on_popup_close', '30 days'],
      ['pum_sub_form_success', '1 year'],
    ]);
  });
});

describe.each(testDatabaseTargets())('popups stored on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('seeds every demo popup once, then nothing at the next start', async () => {
    expect(await seedDemoPopups(handle.db)).toEqual([
      ENQUIRY_POPUP_ID,
      NEWSLETTER_POPUP_ID,
      PRIVATE_VIEWING_POPUP_ID,
    ]);
    expect(await seedDemoPopups(handle.db)).toEqual([]);
    const popups = popupRepository(handle.db);
    expect((await popups.listPublished()).map((popup) => popup.slug)).toEqual([
      'popup-form',
      'newsletter',
      'private-viewing',
    ]);
  });

  it('POP-013 lists only published popups and stores a pum_form entry per popup', async () => {
    const popups = popupRepository(handle.db);
    const draft = await popups.find(PRIVATE_VIEWING_POPUP_ID);
    if (!draft) throw new Error('seeded');
    expect(await popups.upsert({ ...draft, status: 'draft' })).toBe(true);
    expect((await popups.listPublished()).map((popup) => popup.id)).not.toContain(
      PRIVATE_VIEWING_POPUP_ID,
    );
    await popups.upsert({ ...draft, status: 'publish' });

    const id = await popups.storeFormEntry({
      popupId: PRIVATE_VIEWING_POPUP_ID,
      values: { viewing_name: "Ada O'Neill", viewing_email: 'ada@example.com' },
      sessionId: null,
      ipHash: 'hash',
      userAgent: 'test',
    });
    expect(id).toBeGreaterThan(0);
    expect(await popups.formEntries(PRIVATE_VIEWING_POPUP_ID)).toEqual([
      expect.objectContaining({
        id,
        values: { viewing_name: "Ada O'Neill", viewing_email: 'ada@example.com' },
      }),
    ]);
    expect(await popups.formEntries(ENQUIRY_POPUP_ID)).toEqual([]);
  });
});
