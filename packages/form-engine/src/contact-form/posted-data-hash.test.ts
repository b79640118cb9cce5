import { describe, expect, it } from 'vitest';
import { postedDataKey } from './posted-data-hash';

describe('CF-005 posted data key', () => {
  it('CF-005 is the same whatever order the fields arrived in', () => {
    expect(postedDataKey({ 'your-name': ['Jane'], 'your-email': ['jane@example.com'] })).toBe(
      postedDataKey({ 'your-email': ['jane@example.com'], 'your-name': ['Jane'] }),
    );
  });

  it('CF-005 is canonical JSON of the sorted names and their values', () => {
    expect(postedDataKey({ b: ['2'], a: ['1', 'x'] })).toBe('[["a",["1","x"]],["b",["2"]]]');
  });

  it('CF-005 differs when a value, or the order of one field’s values, differs', () => {
    const key = postedDataKey({ colours: ['Red', 'Blue'] });
    expect(postedDataKey({ colours: ['Blue', 'Red'] })).not.toBe(key);
    expect(postedDataKey({ colours: ['Red', 'Blue', ''] })).not.toBe(key);
    expect(postedDataKey({ colours: ['Red,Blue'] })).not.toBe(key);
  });

  it('CF-005 leaves out the plugin’s own hidden inputs (names starting with _)', () => {
    expect(
      postedDataKey({ _wpcf7: ['33568'], _wpcf7_unit_tag: ['wpcf7-f1-o1'], message: ['Hi'] }),
    ).toBe(postedDataKey({ message: ['Hi'] }));
  });

  it('CF-005 cannot be confused by names or values that look like JSON', () => {
    expect(postedDataKey({ 'a"],["b': ['c'] })).not.toBe(postedDataKey({ a: [], b: ['c'] }));
    expect(postedDataKey({ constructor: ['x'], toString: ['y'] })).toBe(
      '[["constructor",["x"]],["toString",["y"]]]',
    );
  });
});
