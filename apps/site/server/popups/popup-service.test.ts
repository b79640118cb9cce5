import { popupSettingsSchema } from '@atelier/contracts/popups';
import type { DatabaseHandle } from '@atelier/db/connection';
import { popupRepository } from '@atelier/db/repositories/popups';
import { seedDemoPopups } from '@atelier/db/seed-popups';
import { testDatabaseTargets } from '@atelier/db/testing';
import { NEWSLETTER_POPUP_ID, PRIVATE_VIEWING_POPUP_ID } from '@atelier/demo-content/popups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popupService } from './popup-service';

const ALL_KINDS = new Set(['text', 'contact-form', 'newsletter', 'viewing-request'] as const);
const OWN_KINDS = new Set(['text', 'viewing-request'] as const);

describe.each(testDatabaseTargets())('the popups a page offers ($name)', (target) => {
  let database: DatabaseHandle;
  const queued: unknown[] = [];
  let service: ReturnType<typeof popupService>;

  beforeAll(async () => {
    database = await target.open();
    await seedDemoPopups(database.db);
    service = popupService(database.db, {
      mail: { enqueue: async (mail) => queued.push(mail) },
      galleryEmail: 'gallery@example.com',
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  const idsOn = async (path: string, kinds: ReadonlySet<string> = ALL_KINDS) =>
    (await service.forPage(path, kinds as typeof ALL_KINDS)).popups.map((popup) => popup.id);

  it('POP-003 page conditions are decided from the path: the newsletter popup on the journal only', async () => {
    expect(await idsOn('/blog/')).toEqual([32651, NEWSLETTER_POPUP_ID, PRIVATE_VIEWING_POPUP_ID]);
    expect(await idsOn('/blog/a-post/')).toContain(NEWSLETTER_POPUP_ID);
    expect(await idsOn('/')).toEqual([32651, PRIVATE_VIEWING_POPUP_ID]);
    expect(await idsOn('/shop/')).not.toContain(NEWSLETTER_POPUP_ID);
  });

  it('offers only the kinds the page can draw (a popup without its renderer is not offered)', async () => {
    expect(await idsOn('/blog/', OWN_KINDS)).toEqual([PRIVATE_VIEWING_POPUP_ID]);
  });

  it('POP-003 POP-018 visitor conditions are left to the browser; an unknown condition is a warning and is not offered', async () => {
    const popups = popupRepository(database.db);
    const stored = await popups.find(PRIVATE_VIEWING_POPUP_ID);
    if (!stored) throw new Error('seeded');
    await popups.upsert({
      ...stored,
      settings: {
        ...stored.settings,
        conditions: [
          [{ target: 'is_front_page' }, { target: 'device_is_mobile', not_operand: true }],
          [{ target: 'is_full_moon' }],
        ],
      },
    });
    const onHome = await service.forPage('/', OWN_KINDS);
    expect(onHome.popups.map((popup) => popup.browserConditions)).toEqual([
      [[{ target: 'device_is_mobile', not: true }]],
    ]);
    expect(onHome.warnings.map((warning) => warning.type)).toEqual(['is_full_moon']);
    expect((await service.forPage('/shop/', OWN_KINDS)).popups).toEqual([]);
    await popups.upsert(stored);
  });

  it('POP-002 a popup reaches the page with every setting under the original names, defaults filled', async () => {
    const [viewing] = (await service.forPage('/', OWN_KINDS)).popups;
    expect(viewing?.settings).toEqual(
      popupSettingsSchema.parse({
        ...(await popupRepository(database.db).find(PRIVATE_VIEWING_POPUP_ID))?.settings,
      }),
    );
    expect(viewing?.settings).toMatchObject({
      zindex: 1999999999,
      animation_speed: 350,
      position_top: 100,
      close_on_esc_press: true,
      close_on_f4_press: true,
      close_on_overlay_click: true,
    });
  });
});
