import { describe, expect, it } from 'vitest';
import { parseDefinition } from '../schema/parse-definition';
import { FULL_RECALCULATION_DEBOUNCE_MS, recalculationDelay } from './recalculation-timing';

describe('recalculation timing for the browser runtime', () => {
  const { settings } = parseDefinition({ fields: [] });

  it('CALC-022 DEC-05 radio and checkbox changes recalculate at once', () => {
    expect(recalculationDelay('radio', settings)).toBe(0);
    expect(recalculationDelay('checkbox', settings)).toBe(0);
  });

  it('CALC-024 DEC-05 typing waits for the memoize window, 300 ms by default', () => {
    expect(recalculationDelay('number', settings)).toBe(300);
    const custom = parseDefinition({ fields: [], settings: { calcs_memoize_time: 750 } }).settings;
    expect(recalculationDelay('text', custom)).toBe(750);
  });

  it('CALC-025 DEC-05 a full recalculation after bulk changes is debounced by 1000 ms', () => {
    expect(FULL_RECALCULATION_DEBOUNCE_MS).toBe(1000);
  });
});
