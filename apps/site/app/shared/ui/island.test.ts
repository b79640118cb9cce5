// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIslandsLive } from './island';

afterEach(() => {
  document.body.innerHTML = '';
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('onIslandsLive', () => {
  it('says the page is live at once when it has no island waiting', () => {
    document.body.innerHTML = '<main><div data-island data-live="true"></div></main>';
    const live = vi.fn();
    onIslandsLive(live);
    expect(live).toHaveBeenCalledTimes(1);
  });

  it('waits for every island to mark itself live, then says so once', async () => {
    document.body.innerHTML =
      '<main><form data-island></form><section data-island></section></main>';
    const live = vi.fn();
    onIslandsLive(live);
    document.querySelector('form')?.setAttribute('data-live', 'true');
    await flush();
    expect(live).not.toHaveBeenCalled();
    document.querySelector('section')?.setAttribute('data-live', 'true');
    await flush();
    expect(live).toHaveBeenCalledTimes(1);
    document.body.append(document.createElement('p'));
    await flush();
    expect(live).toHaveBeenCalledTimes(1);
  });

  it('an island that leaves the page (a client-side move) no longer holds it back', async () => {
    document.body.innerHTML = '<main><div data-island></div></main>';
    const live = vi.fn();
    onIslandsLive(live);
    document.querySelector('main')?.replaceChildren();
    await flush();
    expect(live).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when asked', async () => {
    document.body.innerHTML = '<main><div data-island></div></main>';
    const live = vi.fn();
    const stop = onIslandsLive(live);
    stop();
    document.querySelector('div')?.setAttribute('data-live', 'true');
    await flush();
    expect(live).not.toHaveBeenCalled();
  });
});
