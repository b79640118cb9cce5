import type { Database } from '@atelier/db/connection';
import type { ImageRecord } from '@atelier/db/repositories/catalogue';
import { sliderRepository, type SlideRecord } from '@atelier/db/repositories/sliders';
import type { AnimatedBlock, Slide } from '@atelier/gallery/slider-slide';
import { z } from 'zod';
import type { SliderView } from '~/features/sliders/slider-view';
import type { PictureSource } from '~/shared/ui/picture';

/**
 * A slider's stored settings: its data attributes without `data-` (SLD-002). Numbers and flags
 * written as JSON numbers or booleans are taken as the text an attribute would carry; a name that
 * is not an attribute name is dropped. The engine's `readSliderSettings` then turns values it
 * cannot use into the kind's defaults, so nothing here has to know the defaults.
 */
const attributeName = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);
const attributeValue = z
  .union([z.string().max(200), z.number().finite(), z.boolean()])
  .transform((value) => String(value));
const settingsSchema = z.record(z.string(), z.unknown());

/** A link a stored row may carry: a path on this site or an http(s) address, nothing else. */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const href = value.trim();
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const blockSchema = z.object({
  kind: z.enum(['eyebrow', 'title', 'text', 'link']),
  text: z.string().trim().min(1).max(400),
  href: z.string().optional(),
});

/** SLD-002: the stored settings as the attributes the slider element carries. */
export function readStoredSettings(stored: unknown): Record<string, string> {
  const parsed = settingsSchema.safeParse(stored);
  if (!parsed.success) return {};
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed.data)) {
    const key = attributeName.safeParse(name);
    const text = attributeValue.safeParse(value);
    if (key.success && text.success) attributes[key.data] = text.data;
  }
  return attributes;
}

/**
 * SLD-001, SLD-028: a slide's animated caption blocks. A block that is not one (unknown kind, no
 * text) is left out; a link block keeps its address only when it is a safe one, else it shows
 * as text.
 */
export function readStoredBlocks(stored: unknown): AnimatedBlock[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item): AnimatedBlock[] => {
    const parsed = blockSchema.safeParse(item);
    if (!parsed.success) return [];
    const { kind, text } = parsed.data;
    const href = kind === 'link' ? safeHref(parsed.data.href) : undefined;
    if (kind === 'link' && !href) return [{ kind: 'text', text }];
    return [href ? { kind, text, href } : { kind, text }];
  });
}

const pictureOf = (image: ImageRecord): PictureSource => ({
  alt: image.alt,
  width: image.width,
  height: image.height,
  dominantColor: image.dominantColor,
  variants: image.variants,
});

/** SLD-001: a stored slide as the components take it (`Slide<PictureSource>`). */
export function slideView(sliderId: number, record: SlideRecord): Slide<PictureSource> {
  const href = safeHref(record.href);
  const videoUrl = safeHref(record.videoUrl);
  const caption = record.caption.trim();
  return {
    id: `${sliderId}-${record.position}`,
    picture: pictureOf(record.image),
    width: record.image.width,
    height: record.image.height,
    ...(caption ? { caption } : {}),
    ...(href ? { href } : {}),
    ...(record.thumbnail ? { thumbnail: pictureOf(record.thumbnail) } : {}),
    ...(videoUrl ? { videoUrl } : {}),
    ...(record.autoplayDelayMs !== null ? { autoplayDelayMs: record.autoplayDelayMs } : {}),
    blocks: readStoredBlocks(record.blocks),
  };
}

/**
 * Issue 19 (ADR 0024): sliders as the pages show them. A slider that is unpublished shows no
 * slides (the component then says so, SLD-024); one that does not exist is undefined.
 */
export function sliderService(db: Database) {
  const sliders = sliderRepository(db);
  return {
    async bySlug(slug: string): Promise<SliderView | undefined> {
      const slider = await sliders.findBySlug(slug);
      if (!slider) return undefined;
      const slides = slider.published ? await sliders.slides(slider.id) : [];
      return {
        kind: slider.kind,
        label: slider.label,
        attributes: readStoredSettings(slider.settings),
        slides: slides.map((record) => slideView(slider.id, record)),
      };
    },
  };
}

export type SliderService = ReturnType<typeof sliderService>;
