import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMBED_FRAME_ORIGINS,
  embedFor,
  mapAddressFor,
  mapQuery,
  vimeoId,
  youtubeId,
} from './lightbox-embeds';

describe('lightbox embeds', () => {
  it('LBX-014 a YouTube address with an 11-character id plays from youtube-nocookie with autoplay', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(youtubeId(address)).toBe('dQw4w9WgXcQ');
      expect(embedFor(address)).toEqual({
        kind: 'youtube',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
      });
    }
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeUndefined();
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQQ')).toBeUndefined();
    expect(youtubeId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeUndefined();
  });

  it('LBX-014 a Vimeo address with a numeric id plays from player.vimeo.com with dnt=1', () => {
    for (const address of [
      'https://vimeo.com/76979871',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871',
    ]) {
      expect(embedFor(address)).toEqual({
        kind: 'vimeo',
        src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      });
    }
    expect(vimeoId('https://vimeo.com/about')).toBeUndefined();
  });

  it('LBX-014 a Google Maps address is shown by the maps embed', () => {
    const address = mapAddressFor('Kunsthalle Basel, Steinenberg 7');
    expect(address).toBe(
      'https://www.google.com/maps/search/?api=1&query=Kunsthalle%20Basel%2C%20Steinenberg%207',
    );
    expect(mapQuery(address)).toBe('Kunsthalle Basel, Steinenberg 7');
    expect(embedFor(address)).toEqual({
      kind: 'map',
      src: 'https://www.google.com/maps?q=Kunsthalle%20Basel%2C%20Steinenberg%207&output=embed',
    });
    expect(mapQuery('https://maps.google.com/?q=Lisbon')).toBe('Lisbon');
    expect(mapQuery('https://www.google.com/maps/place/Tate+Modern/@51.5,-0.09,17z')).toBe(
      'Tate Modern',
    );
    expect(mapQuery('https://www.google.com/maps/@51.5076,-0.0994,15z')).toBe('51.5076,-0.0994');
    expect(mapQuery('https://www.google.com/search?q=Lisbon')).toBeUndefined();
  });

  it('LBX-014 anything else is not embedded, and every embed comes from an allowed frame origin', () => {
    for (const address of [
      'https://example.com/film',
      'javascript:alert(1)',
      'not a url',
      '/media/',
      'https://www.google.com/maps?q=%E0%A4%A',
    ]) {
      expect(embedFor(address)).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true }), fc.string()), (address) => {
        const embed = embedFor(address);
        if (embed) {
          expect(EMBED_FRAME_ORIGINS.some((origin) => embed.src.startsWith(`${origin}/`))).toBe(
            true,
          );
        }
      }),
    );
  });
});
