import { describe, expect, it, vi } from 'vitest';
import { checkImageSize } from './image-size-check';

const probeWith = (sizes: () => { w: number; h: number }) => {
  const probe = { src: '' } as HTMLImageElement;
  Object.defineProperty(probe, 'naturalWidth', { get: () => sizes().w });
  Object.defineProperty(probe, 'naturalHeight', { get: () => sizes().h });
  return probe;
};

describe('image-size check', () => {
  it('LBX-016 reports the size as soon as the picture knows it', () => {
    const delays: number[] = [];
    const queue: (() => void)[] = [];
    let known = false;
    const found = vi.fn();
    const probe = probeWith(() => (known ? { w: 1600, h: 1200 } : { w: 0, h: 0 }));
    checkImageSize(
      '/images/a.jpg',
      found,
      (run, delay) => (delays.push(delay), queue.push(run)),
      () => undefined,
      probe,
    );
    expect(probe.src).toBe('/images/a.jpg');
    for (let step = 0; step < 5; step += 1) queue.shift()?.();
    known = true;
    queue.shift()?.();
    expect(found).toHaveBeenCalledWith({ width: 1600, height: 1200 });
    expect(delays).toEqual([1, 1, 10, 10, 10, 10]);
    expect(queue).toHaveLength(0);
  });

  it('LBX-016 gives up after about 200 tries', () => {
    const queue: (() => void)[] = [];
    const found = vi.fn();
    let asked = 0;
    checkImageSize(
      '/images/b.jpg',
      found,
      (run) => ((asked += 1), queue.push(run)),
      () => undefined,
      probeWith(() => ({ w: 0, h: 0 })),
    );
    while (queue.length > 0) queue.shift()?.();
    expect(asked).toBe(200);
    expect(found).not.toHaveBeenCalled();
  });

  it('stops asking when stopped', () => {
    const queue: (() => void)[] = [];
    const cancel = vi.fn();
    const stop = checkImageSize(
      '/c.jpg',
      vi.fn(),
      (run) => queue.push(run),
      cancel,
      probeWith(() => ({ w: 0, h: 0 })),
    );
    stop();
    queue.shift()?.();
    expect(queue).toHaveLength(0);
    expect(cancel).toHaveBeenCalled();
  });
});
