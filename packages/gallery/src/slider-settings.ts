import {
  DEFAULT_AUTOSLIDE_MS,
  MAIN_SLIDESHOW,
  MIN_AUTOSLIDE_MS,
  PHOTO_SCROLLER,
  SLIDER_GEOMETRY,
  SLIDER_TIMING,
} from './slider-constants';

/**
 * SLD-002, SLD-020…023: a slider's configuration, read from the data attributes the server
 * renders on the slider element. Reading never throws: a value that is missing or not sensible
 * takes the kind's default, so a hand-edited attribute can never break a page.
 */

/** The three sliders of the theme (issue 19). */
export type SliderKind = 'main-slideshow' | 'photo-scroller' | 'three-layer';

export const SLIDER_KINDS: readonly SliderKind[] = [
  'main-slideshow',
  'photo-scroller',
  'three-layer',
];

/**
 * How a photo of one orientation sits in the photo scroller (SLD-002's landscape and portrait
 * settings): between `minPercent` and `maxPercent` of the strip's width, and with `fill` enlarged
 * to the strip's height even past its own size (see `scrollerPhotoWidth`).
 */
export interface OrientationFit {
  minPercent: number;
  maxPercent: number;
  fill: boolean;
}

export interface SliderSettings {
  /** px, positive whole numbers: the slider's design size (its ratio is kept). */
  width: number;
  height: number;
  /** The resolved autoplay delay in ms, always above 999 (SLD-020, DEC-15). */
  autoslideMs: number;
  /** The `autoslide` attribute is present and not 'false'/'0'. */
  autoplay: boolean;
  /** Autoplay starts paused (the visitor presses play). */
  paused: boolean;
  loop: boolean;
  loopRewind: boolean;
  /** SLD-008: a visitor's action stops autoplay until the slide changes or a video stops. */
  stopAtAction: boolean;
  scale: 'fit' | 'fill' | 'none';
  /** px, 0 or more. */
  paddingSide: number;
  paddingTop: number;
  paddingBottom: number;
  /** px, positive whole numbers. */
  thumbWidth: number;
  thumbHeight: number;
  showThumbnails: boolean;
  /** How see-through the photos other than the current one are: 0 opaque … 1 invisible. */
  transparency: number;
  /** Positive whole number. */
  columns: number;
  /** Percent, above 0 and at most 100. */
  targetHeightPercent: number;
  partRow: boolean;
  /** SLD-022: above 0 and at most 100 (0 or less becomes 100). */
  imageMaxWidthPercent: number;
  landscape: OrientationFit;
  portrait: OrientationFit;
  /** The requested start slide, 0-based and unclamped: clamp it with `startIndex()` (SLD-016). */
  startSlide: number;
  /** SLD-015: moving to the previous (left) or next (right) slide is locked. */
  lockLeft: boolean;
  lockRight: boolean;
}

/** The data-attribute names (without `data-`) the sliders read (SLD-002). */
export const SLIDER_ATTRIBUTE_NAMES = [
  'width',
  'height',
  'autoslide',
  'delay',
  'loop',
  'loop-rewind',
  'stop-at-action',
  'scale',
  'paused',
  'padding-side',
  'padding-top',
  'padding-bottom',
  'thumb-width',
  'thumb-height',
  'show-thumbnails',
  'transparency',
  'columns',
  'target-height',
  'part-row',
  'image-max-width',
  'ls-min',
  'ls-max',
  'ls-fill',
  'pt-min',
  'pt-max',
  'pt-fill',
  'start',
  'lock-left',
  'lock-right',
] as const;

export type SliderAttributeName = (typeof SLIDER_ATTRIBUTE_NAMES)[number];

const COMMON_DEFAULTS = {
  autoplay: false,
  paused: false,
  loopRewind: false,
  stopAtAction: true,
  paddingSide: 0,
  paddingTop: 0,
  paddingBottom: 0,
  thumbWidth: PHOTO_SCROLLER.thumbnailHeightPx,
  thumbHeight: PHOTO_SCROLLER.thumbnailHeightPx,
  transparency: 0.5,
  columns: 1,
  targetHeightPercent: 100,
  partRow: false,
  imageMaxWidthPercent: 100,
  landscape: { minPercent: 0, maxPercent: 100, fill: true },
  portrait: { minPercent: 15, maxPercent: 100, fill: false },
  startSlide: 0,
  lockLeft: false,
  lockRight: false,
} satisfies Partial<SliderSettings>;

/**
 * Each kind's settings when its element carries no attributes. The main slideshow is the theme's
 * 1280 × 720 home slideshow with a 5000 ms rotation (SLD-033, DEC-15); the other two take the
 * theme slider's autoscale size (SLD-026) and its own 2000 ms delay (SLD-027, DEC-15).
 */
export function sliderDefaults(kind: SliderKind): SliderSettings {
  switch (kind) {
    case 'main-slideshow':
      return {
        ...COMMON_DEFAULTS,
        width: MAIN_SLIDESHOW.width,
        height: MAIN_SLIDESHOW.height,
        autoslideMs: MAIN_SLIDESHOW.autoslideMs,
        loop: true,
        scale: 'fill',
        showThumbnails: false,
        landscape: { ...COMMON_DEFAULTS.landscape },
        portrait: { ...COMMON_DEFAULTS.portrait },
      };
    case 'photo-scroller':
      return {
        ...COMMON_DEFAULTS,
        width: SLIDER_GEOMETRY.autoscaleWidth,
        height: SLIDER_GEOMETRY.autoscaleHeight,
        autoslideMs: SLIDER_TIMING.autoplayDelayMs,
        loop: false,
        scale: 'fit',
        showThumbnails: true,
        landscape: { ...COMMON_DEFAULTS.landscape },
        portrait: { ...COMMON_DEFAULTS.portrait },
      };
    case 'three-layer':
      return {
        ...COMMON_DEFAULTS,
        width: SLIDER_GEOMETRY.autoscaleWidth,
        height: SLIDER_GEOMETRY.autoscaleHeight,
        autoslideMs: SLIDER_TIMING.autoplayDelayMs,
        loop: true,
        scale: 'fit',
        showThumbnails: false,
        landscape: { ...COMMON_DEFAULTS.landscape },
        portrait: { ...COMMON_DEFAULTS.portrait },
      };
  }
}

/**
 * SLD-020, DEC-15: a configured delay counts only above 999 ms; otherwise `fallback`. The caller
 * picks the fallback: 5000 ms (`DEFAULT_AUTOSLIDE_MS`) for a delay that was configured too short
 * or for the main slideshow, the slider's own delay for a slide without one of its own.
 */
export function autoslideDelay(configured: number | undefined, fallback: number): number {
  // "Above 999 ms" (SLD-020): 999.5 counts, 999 does not.
  if (
    configured !== undefined &&
    Number.isFinite(configured) &&
    configured > MIN_AUTOSLIDE_MS - 1
  ) {
    return configured;
  }
  return fallback;
}

/** SLD-021: a slider's percentage position, 0 … 1 (NaN → 0, ±Infinity → the nearer end). */
export function clampPosition(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(1, Math.max(0, value)) || 0;
}

/** SLD-022: an image's maximum width in percent: 0 or less (or not a number) becomes 100; at most 100. */
export function maxWidthPercent(value: number): number {
  if (Number.isNaN(value) || value <= 0) return 100;
  return Math.min(100, value);
}

/** SLD-023: an image's blur in px, 0 … 5 (NaN → 0). */
export function clampBlur(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(5, Math.max(0, value)) || 0;
}

// A number as written in an attribute: optional sign, digits, exponent and a unit people write
// out of habit ("300px", "80%", "5000ms"). Anything else is not a number here (Number('') is 0,
// Number(' 0x10 ') is 16: both would read garbage as a value).
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?(?:px|%|ms)?$/i;

function readNumber(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim();
  if (!NUMBER.test(text)) return undefined;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : undefined;
}

const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);
const TRUE_WORDS = new Set(['', 'true', '1', 'yes', 'on']);

/** A flag attribute: present counts as on (HTML's boolean attributes), except 'false'/'0'/'no'/'off'. */
function readFlag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  const text = raw.trim().toLowerCase();
  if (FALSE_WORDS.has(text)) return false;
  if (TRUE_WORDS.has(text) || readNumber(text) !== undefined) return true;
  return fallback;
}

function positiveWhole(raw: string | undefined, fallback: number): number {
  const value = readNumber(raw);
  if (value === undefined || value < 0.5) return fallback;
  return Math.round(value);
}

function nonNegative(raw: string | undefined, fallback: number): number {
  const value = readNumber(raw);
  return value === undefined || value < 0 ? fallback : value;
}

function percent(raw: string | undefined, fallback: number): number {
  const value = readNumber(raw);
  return value === undefined ? fallback : Math.min(100, Math.max(0, value));
}

/** Above 0 and at most 100 (a target height of 0 % would hide the slider). */
function positivePercent(raw: string | undefined, fallback: number): number {
  const value = readNumber(raw);
  return value === undefined || value <= 0 ? fallback : Math.min(100, value);
}

/** SLD-022 on the attribute: a number of 0 or less becomes 100; no number keeps the default. */
function maxWidthAttribute(raw: string | undefined, fallback: number): number {
  const value = readNumber(raw);
  return value === undefined ? fallback : maxWidthPercent(value);
}

/** 0 … 1, also written as a percentage above 1 ("50" → 0.5). */
function fraction(raw: string | undefined, fallback: number): number {
  const value = readNumber(raw);
  if (value === undefined || value < 0 || value > 100) return fallback;
  return value > 1 ? value / 100 : value;
}

function readScale(raw: string | undefined, fallback: SliderSettings['scale']) {
  const text = raw?.trim().toLowerCase();
  if (text === 'fit' || text === 'fill' || text === 'none') return text;
  // The theme's own name for "fit" (SLD-026's scale mode): fit, but never enlarge: `fitSize` does that.
  if (text === 'fit-if-smaller') return 'fit';
  return fallback;
}

function readFit(
  min: string | undefined,
  max: string | undefined,
  fill: string | undefined,
  fallback: OrientationFit,
): OrientationFit {
  const maxPercent = percent(max, fallback.maxPercent);
  const minPercent = Math.min(percent(min, fallback.minPercent), maxPercent);
  return { minPercent, maxPercent, fill: readFlag(fill, fallback.fill) };
}

/**
 * SLD-002: the settings of a slider of `kind` from its data attributes (names without `data-`,
 * see `SLIDER_ATTRIBUTE_NAMES`). Missing or unreadable values take the kind's default
 * (`sliderDefaults`); it never throws.
 *
 * The delay: `delay` (ms), else a number in `autoslide` ("5000" turns autoplay on with that delay;
 * "1" and "0" are only the flag).
 * A configured delay counts above 999 ms; one at or under 999 gives 5000 ms (SLD-020); nothing
 * configured gives the kind's default (5000 main slideshow, 2000 the others: DEC-15).
 */
export function readSliderSettings(
  kind: SliderKind,
  attributes: Readonly<Record<string, string | undefined>>,
): SliderSettings {
  const defaults = sliderDefaults(kind);
  const read = (name: SliderAttributeName): string | undefined => {
    if (!Object.hasOwn(attributes, name)) return undefined;
    const value: unknown = attributes[name];
    return typeof value === 'string' ? value : undefined;
  };

  // `autoslide="1"` / `"0"` are flag spellings, not a 1 ms or 0 ms delay.
  const autoslideNumber = readNumber(read('autoslide'));
  const delayInAutoslide =
    autoslideNumber === 0 || autoslideNumber === 1 ? undefined : autoslideNumber;
  const configuredDelay = readNumber(read('delay')) ?? delayInAutoslide;
  const autoslideMs =
    configuredDelay === undefined
      ? defaults.autoslideMs
      : autoslideDelay(configuredDelay, DEFAULT_AUTOSLIDE_MS);
  const start = readNumber(read('start'));

  return {
    width: positiveWhole(read('width'), defaults.width),
    height: positiveWhole(read('height'), defaults.height),
    autoslideMs,
    autoplay: readFlag(read('autoslide'), defaults.autoplay),
    paused: readFlag(read('paused'), defaults.paused),
    loop: readFlag(read('loop'), defaults.loop),
    loopRewind: readFlag(read('loop-rewind'), defaults.loopRewind),
    stopAtAction: readFlag(read('stop-at-action'), defaults.stopAtAction),
    scale: readScale(read('scale'), defaults.scale),
    paddingSide: nonNegative(read('padding-side'), defaults.paddingSide),
    paddingTop: nonNegative(read('padding-top'), defaults.paddingTop),
    paddingBottom: nonNegative(read('padding-bottom'), defaults.paddingBottom),
    thumbWidth: positiveWhole(read('thumb-width'), defaults.thumbWidth),
    thumbHeight: positiveWhole(read('thumb-height'), defaults.thumbHeight),
    showThumbnails: readFlag(read('show-thumbnails'), defaults.showThumbnails),
    transparency: fraction(read('transparency'), defaults.transparency),
    columns: positiveWhole(read('columns'), defaults.columns),
    targetHeightPercent: positivePercent(read('target-height'), defaults.targetHeightPercent),
    partRow: readFlag(read('part-row'), defaults.partRow),
    imageMaxWidthPercent: maxWidthAttribute(read('image-max-width'), defaults.imageMaxWidthPercent),
    landscape: readFit(read('ls-min'), read('ls-max'), read('ls-fill'), defaults.landscape),
    portrait: readFit(read('pt-min'), read('pt-max'), read('pt-fill'), defaults.portrait),
    startSlide: start === undefined ? defaults.startSlide : Math.trunc(start) || 0,
    lockLeft: readFlag(read('lock-left'), defaults.lockLeft),
    lockRight: readFlag(read('lock-right'), defaults.lockRight),
  };
}

const flag = (value: boolean) => (value ? 'true' : 'false');

/**
 * The data attributes the server renders on a slider element for `settings`: every setting,
 * written out, so `readSliderSettings(kind, withoutDataPrefix(sliderDataAttributes(kind, s)))`
 * gives `s` back for any valid `s` (the values `readSliderSettings` can answer).
 */
export function sliderDataAttributes(
  _kind: SliderKind,
  settings: SliderSettings,
): Record<`data-${string}`, string> {
  const values: Record<SliderAttributeName, string> = {
    width: String(settings.width),
    height: String(settings.height),
    autoslide: flag(settings.autoplay),
    delay: String(settings.autoslideMs),
    loop: flag(settings.loop),
    'loop-rewind': flag(settings.loopRewind),
    'stop-at-action': flag(settings.stopAtAction),
    scale: settings.scale,
    paused: flag(settings.paused),
    'padding-side': String(settings.paddingSide),
    'padding-top': String(settings.paddingTop),
    'padding-bottom': String(settings.paddingBottom),
    'thumb-width': String(settings.thumbWidth),
    'thumb-height': String(settings.thumbHeight),
    'show-thumbnails': flag(settings.showThumbnails),
    transparency: String(settings.transparency),
    columns: String(settings.columns),
    'target-height': String(settings.targetHeightPercent),
    'part-row': flag(settings.partRow),
    'image-max-width': String(settings.imageMaxWidthPercent),
    'ls-min': String(settings.landscape.minPercent),
    'ls-max': String(settings.landscape.maxPercent),
    'ls-fill': flag(settings.landscape.fill),
    'pt-min': String(settings.portrait.minPercent),
    'pt-max': String(settings.portrait.maxPercent),
    'pt-fill': flag(settings.portrait.fill),
    start: String(settings.startSlide),
    'lock-left': flag(settings.lockLeft),
    'lock-right': flag(settings.lockRight),
  };
  const attributes: Record<`data-${string}`, string> = {};
  for (const name of SLIDER_ATTRIBUTE_NAMES) attributes[`data-${name}`] = values[name];
  return attributes;
}

/**
 * Data attributes as rendered (`data-width`) → the names `readSliderSettings` takes (`width`).
 * Other attributes are left out.
 */
export function withoutDataPrefix(
  attributes: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('data-') && typeof value === 'string') names[name.slice(5)] = value;
  }
  return names;
}

/**
 * An element's `dataset` (camelCase keys: `paddingSide`, `lsMin`) → the names `readSliderSettings`
 * takes (`padding-side`, `ls-min`), as the browser maps them (HTML's dataset naming rule).
 */
export function attributesFromDataset(
  dataset: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [key, value] of Object.entries(dataset)) {
    if (typeof value === 'string')
      names[key.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)] = value;
  }
  return names;
}
