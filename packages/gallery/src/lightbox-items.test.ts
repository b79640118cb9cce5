import { describe, expect, it } from 'vitest';
import { captionLines, originalAddress, type LightboxItem } from './lightbox-items';

describe('lightbox items', () => {
  it('LBX-003 items carry title, href, description and location, shown in that order', () => {
    const item: LightboxItem = {
      type: 'image',
      src: '/images/a.jpg',
      alt: 'A blue study',
      href: '/images/a-2400.jpg',
      title: 'Blue study',
      description: '  Oil on linen  ',
      location: 'Gallery two',
    };
    expect(captionLines(item)).toEqual([
      { kind: 'title', text: 'Blue study' },
      { kind: 'description', text: 'Oil on linen' },
      { kind: 'location', text: 'Gallery two' },
    ]);
    expect(originalAddress(item)).toBe('/images/a-2400.jpg');
    expect(captionLines({ title: ' ', location: 'Basel' })).toEqual([
      { kind: 'location', text: 'Basel' },
    ]);
    expect(originalAddress({ type: 'inline', targetId: 'terms' })).toBeUndefined();
  });
});
