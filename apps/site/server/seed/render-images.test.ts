import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderImage } from './render-images';

const svg = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="${color}"/></svg>`;

describe('rendering a generated picture', () => {
  it('writes every published width as WebP and JPEG with the right pixel sizes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atelier-images-'));
    const image = await renderImage(
      {
        key: 'artwork/Blue Hour',
        alt: 'Blue',
        svg: svg('#204080'),
        width: 400,
        height: 300,
        widths: [200, 400, 800],
      },
      dir,
    );
    // 800 is wider than the picture, so it is not published.
    expect(
      image.variants.map((variant) => `${variant.width}x${variant.height}.${variant.format}`),
    ).toEqual(['200x150.webp', '200x150.jpeg', '400x300.webp', '400x300.jpeg']);
    for (const variant of image.variants) {
      expect(variant.file).toMatch(/^artwork-blue-hour-\d+-[0-9a-f]{10}\.(webp|jpg)$/);
      const metadata = await sharp(path.join(dir, variant.file)).metadata();
      expect(metadata.width).toBe(variant.width);
      expect(metadata.format).toBe(variant.format);
    }
    expect(image.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(readdirSync(dir).some((file) => file.endsWith('.partial'))).toBe(false);
  });

  it('does not render again what is already on disk, and new content gets new names', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atelier-images-'));
    const request = {
      key: 'post/a',
      alt: '',
      svg: svg('#aa3300'),
      width: 400,
      height: 300,
      widths: [400],
    };
    const first = await renderImage(request, dir);
    const file = path.join(dir, first.variants[0]?.file ?? '');
    const writtenAt = statSync(file).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await renderImage(request, dir);
    expect(second.variants).toEqual(first.variants);
    expect(statSync(file).mtimeMs).toBe(writtenAt);
    const changed = await renderImage({ ...request, svg: svg('#003399') }, dir);
    expect(changed.variants[0]?.file).not.toBe(first.variants[0]?.file);
    expect(existsSync(path.join(dir, changed.variants[0]?.file ?? ''))).toBe(true);
  });
});
