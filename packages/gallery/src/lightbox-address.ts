/**
 * A lightbox's address: `#lightbox-<id>-<position>`, position 1-based, so an open picture can be
 * shared and the back button closes it. Ids are lowercase letters, digits and dashes.
 */
export const LIGHTBOX_HASH_PREFIX = 'lightbox-';

const ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

export function isLightboxId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/** '#lightbox-albums-3' for the third item; `index` is 0-based. */
export function lightboxHash(id: string, index: number): string {
  if (!isLightboxId(id)) throw new Error(`Not a lightbox id: ${JSON.stringify(id)}`);
  return `#${LIGHTBOX_HASH_PREFIX}${id}-${Math.max(0, Math.trunc(index)) + 1}`;
}

/**
 * The 0-based index a hash opens in the lightbox `id`, or undefined when the hash is not that
 * lightbox's (another id, no position, a position of 0, leading zeros, or past `count` items).
 */
export function indexFromHash(hash: string, id: string, count: number): number | undefined {
  const prefix = `#${LIGHTBOX_HASH_PREFIX}${id}-`;
  if (!hash.startsWith(prefix)) return undefined;
  const position = hash.slice(prefix.length);
  if (!/^[1-9][0-9]{0,5}$/.test(position)) return undefined;
  const index = Number(position) - 1;
  return index < count ? index : undefined;
}
