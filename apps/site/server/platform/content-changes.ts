import type { DatabaseHandle } from '@atelier/db/connection';

/** The channel the database's content triggers notify on (migration 0009). */
export const CONTENT_CHANGE_CHANNEL = 'atelier_content';

export interface ContentChangeFollower {
  /** A change notice: the tags of what changed ("products", "products:12"). */
  changed(tags: readonly string[]): void;
  /** Notices may have been lost (the listening connection dropped): forget everything. */
  lost(): void;
}

/**
 * Follows the database's content change notices (ADR 0011): every process hears every change,
 * whoever made it, once it is committed. On PGlite the notices come from the same process.
 */
export function followContentChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  follower: ContentChangeFollower,
): Promise<() => Promise<void>> {
  return database.listen(CONTENT_CHANGE_CHANNEL, {
    onNotice(payload) {
      if (payload !== '') follower.changed([payload]);
    },
    onGap() {
      follower.lost();
    },
  });
}
