import { describe, expect, it } from 'vitest';
import { playingVideo, slideVideo } from './slider-video';

describe('slide videos', () => {
  it('SLD-019: a YouTube address with an 11-character id plays from youtube-nocookie', () => {
    expect(slideVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      embedSrc: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&playsinline=1',
    });
    expect(slideVideo('https://youtu.be/dQw4w9WgXcQ')?.id).toBe('dQw4w9WgXcQ');
    expect(slideVideo('https://www.youtube.com/watch?v=dQw4w9WgXc')).toBeUndefined();
    expect(slideVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQQ')).toBeUndefined();
  });

  it('SLD-019: a Vimeo address with a numeric id plays with do-not-track', () => {
    expect(slideVideo('https://vimeo.com/76979871')).toEqual({
      provider: 'vimeo',
      id: '76979871',
      embedSrc: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    });
    expect(slideVideo('https://vimeo.com/channels/staffpicks')).toBeUndefined();
  });

  it('SLD-019: any other address is no video', () => {
    expect(slideVideo(undefined)).toBeUndefined();
    expect(slideVideo('')).toBeUndefined();
    expect(slideVideo('https://example.com/film.mp4')).toBeUndefined();
    expect(slideVideo('javascript:alert(1)')).toBeUndefined();
  });

  it('SLD-009: play and stop toggle, and a slide change stops the video', () => {
    const playing = playingVideo(undefined, { type: 'toggle', slide: 2 });
    expect(playing).toBe(2);
    expect(playingVideo(playing, { type: 'toggle', slide: 2 })).toBeUndefined();
    expect(playingVideo(playing, { type: 'slide-changed', slide: 3 })).toBeUndefined();
    expect(playingVideo(playing, { type: 'stop' })).toBeUndefined();
  });
});
