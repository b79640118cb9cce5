import { describe, expect, it } from 'vitest';
import { safeRedirect } from './accounts-service';

describe('issue 15: where a sign-in goes next', () => {
  it('issue 15: a path of this site is kept', () => {
    expect(safeRedirect('/checkout/')).toBe('/checkout/');
    expect(safeRedirect('/shop/?orderby=price')).toBe('/shop/?orderby=price');
  });

  it('issue 15: another site, a protocol-relative or backslashed address, or anything odd goes to the account page', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/with space',
      '',
      undefined,
      42,
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeRedirect(target), String(target)).toBe('/my-account/');
    }
  });
});
