import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderedImage } from '@atelier/db/seed-demo';
import sharp from 'sharp';

export interface ImageRequest {
  /** Stable identity, e.g. 'artwork/blue-hour'; also the start of the file names. */
  key: string;
  alt: string;
  /** The SVG painted at the largest width. */
  svg: string;
  width: number;
  height: number;
  /** Widths to publish, largest first is not required; those above `width` are dropped. */
  widths: readonly number[];
}

const FORMATS = ['webp', 'jpeg'] as const;

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * Rasterises one SVG into every published width, in WebP and JPEG. File names carry a hash of
 * the SVG, so they can be cached forever, and the same content always lands on the same names:
 * a second run only renders what is missing on this machine's disk.
 */
export async function renderImage(
  request: ImageRequest,
  imagesDir: string,
): Promise<RenderedImage> {
  const digest = createHash('sha256').update(request.svg).digest('hex').slice(0, 10);
  const base = request.key
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  const widths = [...new Set(request.widths.filter((width) => width <= request.width))].sort(
    (a, b) => a - b,
  );
  if (widths.length === 0) widths.push(request.width);

  const plan = widths.flatMap((width) =>
    FORMATS.map((format) => {
      const height = Math.round((request.height * width) / request.width);
      const file = `${base}-${width}-${digest}.${format === 'jpeg' ? 'jpg' : 'webp'}`;
      return { width, height, format, file };
    }),
  );

  mkdirSync(imagesDir, { recursive: true });
  const svg = Buffer.from(request.svg);
  const missing = plan.filter((variant) => !existsSync(path.join(imagesDir, variant.file)));
  // Decode the SVG once; every variant is a resize of the same raster.
  const master = missing.length > 0 ? await sharp(svg).png().toBuffer() : undefined;
  for (const variant of missing) {
    const resized = sharp(master as Buffer).resize(variant.width, variant.height, { fit: 'fill' });
    const encoded =
      variant.format === 'webp'
        ? await resized.webp({ quality: 80, effort: 4 }).toBuffer()
        : await resized.jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
    // Write then rename, so a crash never leaves a half-written file under the final name.
    const target = path.join(imagesDir, variant.file);
    writeFileSync(`${target}.partial`, encoded);
    renameSync(`${target}.partial`, target);
  }
  // A thumbnail-sized render is enough to find the dominant colour, and costs almost nothing.
  const { dominant } = await sharp(svg, {
    density: Math.max(1, (72 * 48) / request.width),
  }).stats();

  return {
    key: request.key,
    alt: request.alt,
    width: request.width,
    height: request.height,
    dominantColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    variants: plan,
  };
}
