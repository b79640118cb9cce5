// @vitest-environment jsdom
import { PIN_SCRIPT_URL } from '@atelier/theme/share-links';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test starts with the module fresh: a page loads the script at most once per visit.
async function freshLoader() {
  vi.resetModules();
  return (await import('./pin-script')).loadPinScript;
}

const pinScripts = () => document.head.querySelectorAll('script[data-pin-script]');

afterEach(() => {
  vi.useRealTimers();
  delete window.PinUtils;
  for (const script of pinScripts()) script.remove();
});

describe('pin script on demand (MISC-014)', () => {
  it('MISC-014 nothing is injected until a pin asks; then one script element, Pinterest’s pinit.js', async () => {
    const loadPinScript = await freshLoader();
    expect(pinScripts()).toHaveLength(0);
    const pinned = loadPinScript();
    const again = loadPinScript();
    expect(pinScripts()).toHaveLength(1);
    const script = pinScripts()[0] as HTMLScriptElement;
    expect(script.src).toBe(PIN_SCRIPT_URL);
    expect(script.async).toBe(true);
    // Pinterest's loader fetches its main script, which then defines PinUtils.
    const pinOne = vi.fn();
    script.dispatchEvent(new Event('load'));
    window.PinUtils = { pinOne };
    const utils = await pinned;
    expect(await again).toBe(utils);
    utils.pinOne({ url: 'u', media: 'm', description: 'd' });
    expect(pinOne).toHaveBeenCalledWith({ url: 'u', media: 'm', description: 'd' });
    // Once there, later pins use it at once and inject nothing more.
    await loadPinScript();
    expect(pinScripts()).toHaveLength(1);
  });

  it('MISC-014 a script that fails is removed and rejects, so the pin falls back and the next one retries', async () => {
    const loadPinScript = await freshLoader();
    const first = loadPinScript();
    (pinScripts()[0] as HTMLScriptElement).dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/did not load/);
    expect(pinScripts()).toHaveLength(0);
    const second = loadPinScript();
    expect(pinScripts()).toHaveLength(1);
    window.PinUtils = { pinOne: vi.fn() };
    (pinScripts()[0] as HTMLScriptElement).dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe(window.PinUtils);
  });
});
