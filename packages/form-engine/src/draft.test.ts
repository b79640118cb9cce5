import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasChangedSinceSnapshot, takeDraftSnapshot } from './draft';

const initial = {
  'text-1': '',
  'checkbox-1': [],
  'consent-1': false,
  'number-1': '5',
  'signature-1': undefined,
};

describe('hasChangedSinceSnapshot', () => {
  it('DRAFT-002 an untouched form has not changed', () => {
    expect(hasChangedSinceSnapshot(takeDraftSnapshot(initial), { ...initial })).toBe(false);
  });

  it('DRAFT-002 typing into a field is a change', () => {
    expect(
      hasChangedSinceSnapshot(takeDraftSnapshot(initial), { ...initial, 'text-1': 'Ada' }),
    ).toBe(true);
  });

  it('DRAFT-002 typing and deleting again is no change', () => {
    const snapshot = takeDraftSnapshot(initial);
    expect(hasChangedSinceSnapshot(snapshot, { ...initial, 'text-1': 'A' })).toBe(true);
    expect(hasChangedSinceSnapshot(snapshot, { ...initial, 'text-1': '' })).toBe(false);
  });

  it('DRAFT-002 empty representations are the same nothing', () => {
    const snapshot = takeDraftSnapshot(initial);
    expect(
      hasChangedSinceSnapshot(snapshot, { 'text-1': undefined, 'checkbox-1': null, 'number-1': 5 }),
    ).toBe(false);
  });

  it('DRAFT-002 a picked date is a change; the same date again is not', () => {
    const snapshot = takeDraftSnapshot({ 'date-1': new Date(Date.UTC(2024, 0, 1)) });
    expect(hasChangedSinceSnapshot(snapshot, { 'date-1': new Date(Date.UTC(2024, 0, 1)) })).toBe(
      false,
    );
    expect(hasChangedSinceSnapshot(snapshot, { 'date-1': new Date(Date.UTC(2024, 0, 2)) })).toBe(
      true,
    );
  });

  it('DRAFT-002 checking a box or ticking consent is a change', () => {
    const snapshot = takeDraftSnapshot(initial);
    expect(hasChangedSinceSnapshot(snapshot, { ...initial, 'checkbox-1': ['oil'] })).toBe(true);
    expect(hasChangedSinceSnapshot(snapshot, { ...initial, 'consent-1': true })).toBe(true);
  });

  it('DRAFT-002 changing a prefilled value is a change', () => {
    expect(
      hasChangedSinceSnapshot(takeDraftSnapshot(initial), { ...initial, 'number-1': '6' }),
    ).toBe(true);
  });

  it('DRAFT-003 a filled signature counts as a change', () => {
    const snapshot = takeDraftSnapshot(initial);
    expect(
      hasChangedSinceSnapshot(snapshot, {
        ...initial,
        'signature-1': 'data:image/png;base64,iVBOR',
      }),
    ).toBe(true);
    expect(
      hasChangedSinceSnapshot(snapshot, { ...initial, 'signature-1': { strokes: [[1, 2, 3, 4]] } }),
    ).toBe(true);
  });

  it('DRAFT-003 an empty signature pad is not a change', () => {
    const snapshot = takeDraftSnapshot(initial);
    expect(
      hasChangedSinceSnapshot(snapshot, { ...initial, 'signature-1': { data: '', strokes: [] } }),
    ).toBe(false);
  });

  it('DRAFT-002 the snapshot is a copy: mutating the original values does not move it', () => {
    const values = { 'checkbox-1': ['oil'] };
    const snapshot = takeDraftSnapshot(values);
    values['checkbox-1'].push('acrylic');
    expect(hasChangedSinceSnapshot(snapshot, { 'checkbox-1': ['oil'] })).toBe(false);
  });

  it('DRAFT-002 a form equals its own snapshot, and any added text value is a change (property)', () => {
    const values = fc.dictionary(
      fc.stringMatching(/^[a-z]{1,6}-\d$/),
      fc.oneof(fc.string(), fc.array(fc.string()), fc.integer(), fc.boolean(), fc.constant(null)),
    );
    fc.assert(
      fc.property(values, fc.string({ minLength: 1 }), (form, typed) => {
        const snapshot = takeDraftSnapshot(form);
        expect(hasChangedSinceSnapshot(snapshot, structuredClone(form))).toBe(false);
        expect(hasChangedSinceSnapshot(snapshot, { ...form, 'fresh-field-0': typed })).toBe(true);
      }),
    );
  });
});
