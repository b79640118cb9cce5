import { popupContentSchema, popupSettingsSchema } from '@atelier/contracts/popups';
import { demoPopups } from '@atelier/demo-content/popups';
import type { Database } from './connection';
import { popupRepository } from './repositories/popups';

/**
 * Writes the demo popups by id at every start (issue 16); an unchanged popup is left alone. Each
 * is checked with the contracts' schemas first, so a broken demo stops the seed naming it.
 * Answers the ids written.
 */
export async function seedDemoPopups(db: Database): Promise<number[]> {
  const rows = popupRepository(db);
  const written: number[] = [];
  for (const popup of demoPopups) {
    const settings = popupSettingsSchema.safeParse(popup.settings);
    const content = popupContentSchema.safeParse(popup.content);
    if (!settings.success || !content.success)
      throw new Error(
        `The demo popup ${popup.id} (${popup.slug}) is not a valid popup: ${(settings.error ?? content.error)?.message}`,
      );
    const stored = await rows.upsert({
      id: popup.id,
      slug: popup.slug,
      title: popup.title,
      status: 'publish',
      settings: { ...popup.settings },
      content: { ...popup.content },
    });
    if (stored) written.push(popup.id);
  }
  return written;
}
