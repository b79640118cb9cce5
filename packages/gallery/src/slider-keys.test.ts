import { describe, expect, it } from 'vitest';
import { isEscape, keyDirection, keyRepeatDue } from './slider-keys';

describe('slider keys', () => {
  it('SLD-004, SLD-035: left arrow (37) goes back, right arrow (39) goes on', () => {
    expect(keyDirection({ key: 'ArrowLeft' })).toBe(-1);
    expect(keyDirection({ key: 'ArrowRight' })).toBe(1);
    expect(keyDirection({ keyCode: 37 })).toBe(-1);
    expect(keyDirection({ keyCode: 39 })).toBe(1);
    expect(keyDirection({ key: 'Left' })).toBe(-1);
    expect(keyDirection({ key: 'ArrowUp', keyCode: 38 })).toBeUndefined();
    expect(keyDirection({ key: 'a', keyCode: 37 })).toBeUndefined();
    expect(keyDirection({})).toBeUndefined();
  });

  it('SLD-010: Escape (27) leaves full screen', () => {
    expect(isEscape({ key: 'Escape' })).toBe(true);
    expect(isEscape({ key: 'Esc' })).toBe(true);
    expect(isEscape({ keyCode: 27 })).toBe(true);
    expect(isEscape({ key: 'Enter', keyCode: 13 })).toBe(false);
    expect(isEscape({})).toBe(false);
  });

  it('SLD-004: a held arrow moves again only every 700 ms', () => {
    expect(keyRepeatDue(undefined, 0)).toBe(true);
    expect(keyRepeatDue(1000, 1699)).toBe(false);
    expect(keyRepeatDue(1000, 1700)).toBe(true);
  });
});
