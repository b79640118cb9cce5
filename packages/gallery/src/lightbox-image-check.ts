/**
 * The image-size check (LBX-016): while a big image downloads, the lightbox asks it for its
 * natural size until it knows it (so the slide can be laid out and zoomed before the last byte),
 * often at first, then less often, and gives up after about 200 tries. The schedule is the
 * original's: every 1 ms, from the 3rd try every 10 ms, from the 40th every 50 ms, from the
 * 100th every 500 ms.
 */
export const IMAGE_CHECK_MAX_TRIES = 200;

/** The wait in ms before try `tryNumber` (1-based), or undefined once the check has given up. */
export function imageCheckDelay(tryNumber: number): number | undefined {
  if (!Number.isInteger(tryNumber) || tryNumber < 1 || tryNumber > IMAGE_CHECK_MAX_TRIES) {
    return undefined;
  }
  if (tryNumber < 3) return 1;
  if (tryNumber < 40) return 10;
  if (tryNumber < 100) return 50;
  return 500;
}
