import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderedImage } from '@atelier/db/seed-demo';
import sharp from 'sharp';
import { IMAGES_PREFIX } from '../platform/http/static-files';
import type { ObjectStorage } from '../platform/storage/object-storage';

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

/** Where rendered files go: the images folder, or (issue 21) a shared object store. */
export interface ImageOutput {
  has(file: string): boolean;
  write(file: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

/** DATA_DIR/images, written then renamed, so a crash never leaves a half-written file. */
export function folderImageOutput(imagesDir: string): ImageOutput {
  return {
    has: (file) => existsSync(path.join(imagesDir, file)),
    async write(file, bytes) {
      mkdirSync(imagesDir, { recursive: true });
      const target = path.join(imagesDir, file);
      writeFileSync(`${target}.partial`, bytes);
      renameSync(`${target}.partial`, target);
    },
  };
}

/**
 * Issue 21: the images in the shared store (`images/<file>`), served from it at `/images/`.
 * What is there already is listed once up front (the seed asks about every file), and files
 * written since are remembered, so each machine paints only what no machine has stored.
 */
export async function storageImageOutput(storage: ObjectStorage): Promise<ImageOutput> {
  const stored = new Set<string>();
  for await (const object of storage.list(IMAGES_PREFIX)) {
    stored.add(object.key.slice(IMAGES_PREFIX.length));
  }
  return {
    has: (file) => stored.has(file),
    async write(file, bytes, contentType) {
      await storage.put(`${IMAGES_PREFIX}${file}`, bytes, {
        contentType,
        contentLength: bytes.byteLength,
        cacheControl: 'public, max-age=31536000, immutable',
      });
      stored.add(file);
    },
  };
}

const FORMATS = ['webp', 'jpeg'] as const;

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * Rasterises one SVG into every published width, in WebP and JPEG. File names carry a hash of
 * the SVG, so they can be cached forever, and the same content always lands on the same names:
 * a second run only renders what is missing from `output` (a folder path, or an `ImageOutput`).
 */
export async function renderImage(
  request: ImageRequest,
  output: string | ImageOutput,
): Promise<RenderedImage> {
  const files = typeof output === 'string' ? folderImageOutput(output) : output;
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

  const svg = Buffer.from(request.svg);
  const missing = plan.filter((variant) => !files.has(variant.file));
  // Decode the SVG once; every variant is a resize of the same raster.
  const master = missing.length > 0 ? await sharp(svg).png().toBuffer() : undefined;
  for (const variant of missing) {
    const resized = sharp(master as Buffer).resize(variant.width, variant.height, { fit: 'fill' });
    const encoded =
      variant.format === 'webp'
        ? await resized.webp({ quality: 80, effort: 4 }).toBuffer()
        : await resized.jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
    await files.write(variant.file, encoded, `image/${variant.format}`);
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
