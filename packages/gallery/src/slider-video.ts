import { vimeoId, youtubeId } from './lightbox-embeds';

/**
 * SLD-009, SLD-019: a slide's video. Only a recognisable YouTube address (an 11-character id) or
 * Vimeo address (a numeric id) plays; anything else is no video (the slide shows its picture).
 * The lightbox's recognisers are reused, so both features accept the same addresses.
 */
export type SlideVideo = {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** The autoplaying player's address: youtube-nocookie.com, or player.vimeo.com with dnt=1. */
  embedSrc: string;
};

export function slideVideo(url: string | undefined): SlideVideo | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  const youtube = youtubeId(url);
  if (youtube) {
    return {
      provider: 'youtube',
      id: youtube,
      embedSrc: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0&playsinline=1`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo) {
    return {
      provider: 'vimeo',
      id: vimeo,
      embedSrc: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`,
    };
  }
  return undefined;
}

/**
 * SLD-009: which slide's video plays (undefined: none). Play/stop toggles it; a slide change
 * stops it; so at most one video plays, and only on the current slide.
 */
export type VideoEvent =
  { type: 'toggle'; slide: number } | { type: 'stop' } | { type: 'slide-changed'; slide: number };

export function playingVideo(playing: number | undefined, event: VideoEvent): number | undefined {
  switch (event.type) {
    case 'toggle':
      return playing === event.slide ? undefined : event.slide;
    case 'stop':
      return undefined;
    case 'slide-changed':
      return playing === event.slide ? playing : undefined;
  }
}
