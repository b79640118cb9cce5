import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeHtml, mergeTagText, mergeTagsIn, renderMergeTags } from './merge-tags';

describe('renderMergeTags', () => {
  it('FORM-017 a merge tag shows the current value of its field', () => {
    expect(renderMergeTags('<p>Thank you, {name-1}!</p>', { 'name-1': 'Ada' })).toBe(
      '<p>Thank you, Ada!</p>',
    );
  });

  it('FORM-017 values are HTML-escaped text, never markup', () => {
    expect(
      renderMergeTags('<p>{text-1}</p>', { 'text-1': '<img src=x onerror=alert(1)> & "q" \'s\'' }),
    ).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot; &#39;s&#39;</p>');
  });

  it('FORM-017 lists are joined with ", " and composite values with spaces', () => {
    const values = {
      'checkbox-1': ['Oil', 'Acrylic'],
      'name-1': { first: 'Ada', middle: '', last: 'Lovelace' },
    };
    expect(renderMergeTags('{checkbox-1} by {name-1}', values)).toBe(
      'Oil, Acrylic by Ada Lovelace',
    );
  });

  it('FORM-017 numbers render as text; a known field without a value renders empty', () => {
    expect(
      renderMergeTags('[{number-1}][{text-2}][{text-3}]', {
        'number-1': 42,
        'text-2': '',
        'text-3': null,
      }),
    ).toBe('[42][][]');
  });

  it('FORM-017 a tag naming no known field is left as-is', () => {
    expect(renderMergeTags('Hi {nmae-1}', { 'name-1': 'Ada' })).toBe('Hi {nmae-1}');
    expect(renderMergeTags('{toString}', {})).toBe('{toString}');
  });

  it('FORM-017 a value that looks like a tag is not expanded again', () => {
    expect(renderMergeTags('{text-1}', { 'text-1': '{text-2}', 'text-2': 'secret' })).toBe(
      '{text-2}',
    );
  });

  it('FORM-017 mergeTagsIn lists each tag once, in order', () => {
    expect(mergeTagsIn('{b-1} {a-2} {b-1} {not a tag}')).toEqual(['b-1', 'a-2']);
  });

  it('FORM-017 no substituted value can open a tag (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const rendered = renderMergeTags('<span>{text-1}</span>', { 'text-1': value });
        const inner = rendered.slice('<span>'.length, -'</span>'.length);
        expect(inner).not.toMatch(/[<>"']/);
        expect(inner).toBe(escapeHtml(mergeTagText(value)));
      }),
    );
  });
});
