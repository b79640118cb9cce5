import { createHash } from 'node:crypto';
import { MAX_SUBMITTED_KEYS } from '@atelier/form-engine/validation/validate-submission';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashAddress, visitorOf } from '../platform/security/visitor-address';
import { SubmissionRefused, submittedFields } from './form-service';

describe('submittedFields: a submit body read into field values', () => {
  it('SUB-001 drops the request keys (action, ids, nonce, preview marker) and keeps the fields', () => {
    expect(
      submittedFields({
        action: 'forminator_submit_form_custom-forms',
        form_id: 33568,
        page_id: 35954,
        render_id: 0,
        forminator_nonce: 'abc',
        forminator_preview: false,
        'text-1': 'Ana',
        'text-99': 'unknown fields are the engine’s to drop',
      }),
    ).toEqual({ 'text-1': 'Ana', 'text-99': 'unknown fields are the engine’s to drop' });
  });

  it('SUB-001 checkbox-1[] becomes the list checkbox-1, a single value included', () => {
    expect(submittedFields({ 'checkbox-1[]': ['a', 'b'], 'checkbox-2[]': 'c' })).toEqual({
      'checkbox-1': ['a', 'b'],
      'checkbox-2': ['c'],
    });
    // Both spellings of one name add up, in the order given.
    expect(submittedFields({ 'checkbox-1': 'a', 'checkbox-1[]': ['b', 'c'] })).toEqual({
      'checkbox-1': ['a', 'b', 'c'],
    });
  });

  it('SUB-001 field[part] keys build the composite value of name, address and time fields', () => {
    expect(
      submittedFields({
        'name-1[first-name]': 'Ana',
        'name-1[last-name]': 'Ferreira',
        'time-1[hours]': '02',
        'time-1[minutes]': '30',
        'time-1[meridiem]': 'pm',
      }),
    ).toEqual({
      'name-1': { 'first-name': 'Ana', 'last-name': 'Ferreira' },
      'time-1': { hours: '02', minutes: '30', meridiem: 'pm' },
    });
  });

  it('SUB-001 a name given both as a value and as parts keeps both, which no field accepts', () => {
    const fields = submittedFields({ 'name-1': 'Ana', 'name-1[first-name]': 'Rui' });
    expect(fields['name-1']).toEqual(['Ana', { 'first-name': 'Rui' }]);
    const proto = submittedFields({ 'name-1[__proto__]': 'x' });
    expect(Object.keys(proto['name-1'] as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('SUB-001 text damaged by non-UTF-8 bytes (U+FFFD after decoding) refuses the whole submit', () => {
    const refusal = (body: Record<string, unknown>) => {
      try {
        submittedFields(body);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    for (const body of [
      { 'text-1': 'Jos\uFFFD' },
      { 'checkbox-1[]': ['ok', 'b\uFFFDd'] },
      { 'text\uFFFD-1': 'key damaged' },
      { 'name-1': { 'first-name': '\uFFFD' } },
    ]) {
      const error = refusal(body);
      expect(error).toBeInstanceOf(SubmissionRefused);
      expect(error).toMatchObject({ code: 'invalid_encoding' });
    }
    expect(refusal({ 'text-1': 'José, 日本, emoji 🎨' })).toBeUndefined();
  });

  it('SUB-001 more values than any form posts are refused before they are read', () => {
    const body = Object.fromEntries(
      Array.from({ length: MAX_SUBMITTED_KEYS + 1 }, (_, index) => [`text-${index + 1}`, 'x']),
    );
    expect(() => submittedFields(body)).toThrow(
      `The submission has more than ${MAX_SUBMITTED_KEYS} values`,
    );
  });

  it('SUB-001 never throws on arbitrary bodies other than its two refusals, and keeps every plain key', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ unit: 'binary' }),
          fc.jsonValue({ stringUnit: 'binary', maxDepth: 3 }),
        ),
        (body) => {
          try {
            const fields = submittedFields(body);
            for (const key of Object.keys(body)) {
              if (/\[[A-Za-z0-9_-]*\]$/.test(key)) continue;
              if (['action', 'form_id', 'page_id', 'render_id'].includes(key)) continue;
              if (key.startsWith('forminator_')) continue;
              expect(Object.hasOwn(fields, key)).toBe(true);
            }
          } catch (error) {
            expect(error).toBeInstanceOf(SubmissionRefused);
            expect(JSON.stringify(body)).toContain('\uFFFD');
          }
        },
      ),
    );
  });
});

describe('the visitor an entry records', () => {
  const secret = 'a-secret-that-is-long-enough-for-hmac-0123456789';

  it('SUB-001 keeps a keyed hash of the address, never the address, and a bounded user agent', () => {
    const visitor = visitorOf(
      { ip: '203.0.113.9', headers: { 'user-agent': 'x'.repeat(2000) } },
      { id: 'session-id' },
      secret,
    );
    expect(visitor.sessionId).toBe('session-id');
    expect(visitor.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(visitor.ipHash).not.toContain('203.0.113.9');
    expect(visitor.userAgent).toHaveLength(512);
    // Without the secret, hashing candidate addresses does not find it.
    expect(visitor.ipHash).not.toBe(createHash('sha256').update('203.0.113.9').digest('hex'));
    expect(hashAddress('203.0.113.9', secret)).toBe(visitor.ipHash);
    expect(hashAddress('203.0.113.9', `${secret}-other`)).not.toBe(visitor.ipHash);
    expect(visitorOf({ ip: '::1', headers: {} }, { id: 's' }, secret).userAgent).toBe('');
  });
});
