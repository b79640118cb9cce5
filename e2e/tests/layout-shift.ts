import type { Page } from '@playwright/test';

interface ShiftTally {
  total: number;
}

/**
 * Starts summing the page's layout shifts (CLS) before any of its scripts run: call before the
 * page is opened. Shifts right after an input do not count, as in Core Web Vitals.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tally = { total: 0 };
    (window as unknown as { __layoutShifts: ShiftTally }).__layoutShifts = tally;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) tally.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the page opened (see `recordLayoutShifts`). */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __layoutShifts: ShiftTally }).__layoutShifts.total,
  );
}
