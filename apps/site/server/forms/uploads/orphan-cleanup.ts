import type { Database } from '@atelier/db/connection';
import { uploadRepository } from '@atelier/db/repositories/uploads';
import type { UploadStore } from './upload-store';

/** An upload no entry or draft has taken this long after it arrived is not coming back. */
export const ORPHAN_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Stored names looked up in the database per query while reconciling. */
const RECONCILE_BATCH = 500;

/**
 * Files nothing refers to: a crash between storing a file and recording it, or an entry (and
 * with it its upload rows) deleted. Only files older than `cutoff` are looked at, so an upload
 * still being recorded is never taken.
 */
async function removeUnreferenced(db: Database, store: UploadStore, cutoff: Date) {
  const repository = uploadRepository(db);
  let removed = 0;
  let batch: string[] = [];
  const settle = async () => {
    const known = await repository.existingStoredNames(batch);
    for (const storedName of batch) {
      if (known.has(storedName)) continue;
      await store.delete(storedName);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of store.list()) {
    if (file.writtenAt >= cutoff) continue;
    batch.push(file.storedName);
    if (batch.length >= RECONCILE_BATCH) await settle();
  }
  if (batch.length > 0) await settle();
  return removed;
}

/**
 * Housekeeping: removes uploads never attached to an entry or a draft and older than 24 hours,
 * rows first (a file without a row can no longer be reached), then their files, then whatever
 * interrupted writes and lost rows left in the store. Idempotent, so several processes may run
 * it at once. Answers how many uploads went.
 */
export async function cleanOrphanUploads(
  db: Database,
  store: UploadStore,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_UPLOAD_MS);
  const storedNames = await uploadRepository(db).purgeOrphans(cutoff);
  for (const storedName of storedNames) await store.delete(storedName);
  await store.sweepIncomplete(cutoff);
  const unreferenced = await removeUnreferenced(db, store, cutoff);
  return storedNames.length + unreferenced;
}
