import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playingVideo, slideVideo, type VideoEvent } from './slider-video';

const YOUTUBE_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'];
const youtubeIdOf = (length: number) =>
  fc
    .array(fc.constantFrom(...YOUTUBE_CHARS), { minLength: length, maxLength: length })
    .map((chars) => chars.join(''));
const youtubeAddress = (id: string) =>
  fc.constantFrom(
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?feature=share&v=${id}`,
    `https://m.youtube.com/watch?v=${id}&t=42`,
    `https://youtu.be/${id}`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube.com/shorts/${id}`,
    `http://www.youtube-nocookie.com/embed/${id}?rel=0`,
  );
const digits = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max })
    .map((chars) => chars.join(''));
const vimeoAddress = (id: string) =>
  fc.constantFrom(
    `https://vimeo.com/${id}`,
    `https://www.vimeo.com/${id}?share=copy`,
    `https://vimeo.com/channels/staffpicks/${id}`,
    `https://player.vimeo.com/video/${id}`,
  );

describe('slide video properties', () => {
  it('SLD-019: every YouTube address form with an 11-character id plays that video without cookies', () => {
    fc.assert(
      fc.property(
        youtubeIdOf(11).chain((id) => fc.tuple(fc.constant(id), youtubeAddress(id))),
        ([id, address]) => {
          const video = slideVideo(address);
          expect(video).toEqual({
            provider: 'youtube',
            id,
            embedSrc: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&playsinline=1`,
          });
        },
      ),
    );
  });

  it('SLD-019: a YouTube id of any other length is not a video', () => {
    const otherLength = fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 12, max: 30 }));
    fc.assert(
      fc.property(
        otherLength.chain((length) => youtubeIdOf(length).chain(youtubeAddress)),
        (address) => {
          expect(slideVideo(address)).toBeUndefined();
        },
      ),
    );
  });

  it('SLD-019: a Vimeo address with a numeric id plays that video with do-not-track', () => {
    fc.assert(
      fc.property(
        digits(1, 12).chain((id) => fc.tuple(fc.constant(id), vimeoAddress(id))),
        ([id, address]) => {
          expect(slideVideo(address)).toEqual({
            provider: 'vimeo',
            id,
            embedSrc: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
          });
        },
      ),
    );
  });

  it('SLD-019: a Vimeo id with letters in it is not a video', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(digits(0, 6), fc.constantFrom(...'abcxyz_-'), digits(0, 6))
          .map((parts) => parts.join('')),
        (id) => {
          expect(slideVideo(`https://vimeo.com/${id}`)).toBeUndefined();
        },
      ),
    );
  });

  it('SLD-019: any other address or text is not a video, and nothing throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string({ maxLength: 200 }),
        ),
        (address) => {
          fc.pre(!/youtu|vimeo/i.test(address));
          expect(slideVideo(address)).toBeUndefined();
        },
      ),
    );
    // fast-check builds its web-address generator on first use, which alone took over vitest's
    // default 5 s on a loaded two-core machine; the checks themselves take milliseconds.
  }, 30_000);

  it('SLD-009: at most one video plays, only on the current slide, and a slide change stops it', () => {
    // The visitor toggles the current slide's video; the slider moves to any slide.
    const step = fc.oneof(
      fc.constant({ type: 'toggle' } as const),
      fc.nat(5).map((slide) => ({ type: 'slide-changed', slide }) as const),
      fc.constant({ type: 'stop' } as const),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let playing: number | undefined;
        let current = 0;
        for (const next of steps) {
          const before = playing;
          const event: VideoEvent =
            next.type === 'toggle' ? { type: 'toggle', slide: current } : next;
          playing = playingVideo(playing, event);
          if (event.type === 'slide-changed') {
            if (event.slide !== current) expect(playing).toBeUndefined();
            else expect(playing).toBe(before);
            current = event.slide;
          }
          if (event.type === 'stop') expect(playing).toBeUndefined();
          if (event.type === 'toggle')
            expect(playing).toBe(before === current ? undefined : current);
          if (playing !== undefined) expect(playing).toBe(current);
        }
      }),
    );
  });
});
