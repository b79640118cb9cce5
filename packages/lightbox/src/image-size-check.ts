import { imageCheckDelay } from '@atelier/gallery/lightbox-image-check';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * LBX-016: learns a picture's natural size while it downloads (a browser knows it from the first
 * bytes), so a slide without stated dimensions can be laid out and zoomed before the last byte
 * arrives. Asks on the original's schedule and gives up after about 200 tries; returns the
 * function that stops asking.
 */
export function checkImageSize(
  src: string,
  found: (size: ImageSize) => void,
  schedule: (run: () => void, delay: number) => unknown = (run, delay) => setTimeout(run, delay),
  cancel: (handle: unknown) => void = (handle) =>
    clearTimeout(handle as ReturnType<typeof setTimeout>),
  probe: HTMLImageElement = new Image(),
): () => void {
  let tries = 0;
  let handle: unknown;
  let stopped = false;
  if (!probe.src) probe.src = src;
  const ask = () => {
    if (stopped) return;
    if (probe.naturalWidth > 0 && probe.naturalHeight > 0) {
      found({ width: probe.naturalWidth, height: probe.naturalHeight });
      return;
    }
    tries += 1;
    const delay = imageCheckDelay(tries);
    if (delay === undefined) return;
    handle = schedule(ask, delay);
  };
  ask();
  return () => {
    stopped = true;
    cancel(handle);
  };
}
