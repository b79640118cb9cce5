import { chromium, type Browser } from 'playwright-core';
import { registerCleanup } from './cleanup';
import { chromiumPath } from './paths';

const BROWSER_LAUNCH_TIMEOUT_MS = 60_000;
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The system's Chromium (never a downloaded one), stopped with the bench's servers on Ctrl-C.
 * Close it with the returned `close`.
 */
export async function launchChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: LAUNCH_ARGS,
    timeout: BROWSER_LAUNCH_TIMEOUT_MS,
    // The bench's own handlers stop the browser together with the servers.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const unregister = registerCleanup(() => browser.close());
  return {
    browser,
    async close() {
      unregister();
      await browser.close();
    },
  };
}
