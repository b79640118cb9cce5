import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCORDION_ANIMATION_MS,
  ACCORDION_MOBILE_MAX_WIDTH_PX,
  ACCORDION_SCROLL_MS,
  initialOpenItems,
  shouldScrollToOpenedItem,
  toggleAccordionItem,
} from './accordion';

describe('accordion state', () => {
  it('ACC-002 the initial open index opens that item', () => {
    expect(initialOpenItems(3, 1)).toEqual([false, true, false]);
    expect(initialOpenItems(3, 0)).toEqual([true, false, false]);
  });

  it('ACC-002 an initial open index out of range resets to none', () => {
    for (const index of [3, 4, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, undefined, null]) {
      expect(initialOpenItems(3, index)).toEqual([false, false, false]);
    }
    expect(initialOpenItems(0, 0)).toEqual([]);
    expect(initialOpenItems(-2, 0)).toEqual([]);
  });

  it('ACC-001 a click opens a closed item and closes an open one', () => {
    expect(toggleAccordionItem([false, false], 0, false)).toEqual([true, false]);
    expect(toggleAccordionItem([true, false], 0, false)).toEqual([false, false]);
    expect(toggleAccordionItem([true, false], 1, false)).toEqual([true, true]);
  });

  it('ACC-001 with the one-open rule, opening an item closes the others', () => {
    expect(toggleAccordionItem([true, false, false], 2, true)).toEqual([false, false, true]);
    expect(toggleAccordionItem([false, false, true], 2, true)).toEqual([false, false, false]);
  });

  it('ACC-001 an index out of range changes nothing', () => {
    const open = [true, false];
    expect(toggleAccordionItem(open, 2, true)).toBe(open);
    expect(toggleAccordionItem(open, -1, true)).toBe(open);
  });

  it('ACC-001 with the one-open rule, at most one item is ever open (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.option(fc.integer({ min: -3, max: 10 })),
        fc.array(fc.integer({ min: -1, max: 9 }), { maxLength: 30 }),
        (count, initial, clicks) => {
          let open = initialOpenItems(count, initial);
          for (const click of clicks) {
            const before = open;
            open = toggleAccordionItem(open, click, true);
            expect(open.filter(Boolean).length).toBeLessThanOrEqual(1);
            expect(open).toHaveLength(count);
            if (click >= 0 && click < count) expect(open[click]).toBe(!before[click]);
          }
        },
      ),
    );
  });
});

describe('accordion motion', () => {
  it('ACC-003 animates over 600 ms, scrolls over 900 ms, scrolls on screens under 760 px', () => {
    expect(ACCORDION_ANIMATION_MS).toBe(600);
    expect(ACCORDION_SCROLL_MS).toBe(900);
    expect(ACCORDION_MOBILE_MAX_WIDTH_PX).toBe(760);
  });

  it('ACC-003 an opened item is scrolled to only on a narrow screen and only when off screen', () => {
    const phone = { width: 390, height: 800 };
    expect(shouldScrollToOpenedItem(phone, { top: -120, bottom: -60 })).toBe(true);
    expect(shouldScrollToOpenedItem(phone, { top: 780, bottom: 840 })).toBe(true);
    expect(shouldScrollToOpenedItem(phone, { top: 200, bottom: 260 })).toBe(false);
    expect(shouldScrollToOpenedItem({ width: 759, height: 800 }, { top: -5, bottom: 40 })).toBe(
      true,
    );
    expect(shouldScrollToOpenedItem({ width: 760, height: 800 }, { top: -5, bottom: 40 })).toBe(
      false,
    );
    expect(
      shouldScrollToOpenedItem({ width: 1280, height: 800 }, { top: -500, bottom: -400 }),
    ).toBe(false);
    expect(shouldScrollToOpenedItem(phone, { top: Number.NaN, bottom: 10 })).toBe(false);
  });
});
