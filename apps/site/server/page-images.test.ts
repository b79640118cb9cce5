import type { ImageStore } from '@atelier/db/seed-demo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededSite } from './testing/vite-pages';

/**
 * The pictures of the real pages (issue 13), rendered by the app as `npm run dev` serves them:
 * the page's largest picture is announced in the head, every picture offers WebP in several
 * widths, and the page links one stylesheet. The seed records file names without painting them.
 */

/** Names the files every published width would have, in both formats, without rendering any. */
const namingStore: ImageStore = {
  render: async (request) => ({
    key: request.key,
    alt: request.alt,
    width: request.width,
    height: request.height,
    dominantColor: '#808080',
    variants: request.widths
      .filter((width) => width <= request.width)
      .flatMap((width) =>
        (['webp', 'jpeg'] as const).map((format) => ({
          width,
          height: Math.round((request.height * width) / request.width),
          format,
          file: `${request.key.replace(/\W+/g, '-')}-${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`,
        })),
      ),
  }),
  has: () => true,
};

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const imagePreloadsOf = (html: string) =>
  [...headOf(html).matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, 'as') === 'image');

/** Each `<picture>`: its WebP source and its `<img>`. */
const picturesOf = (html: string) =>
  [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)].map((match) => {
    const body = match[1] ?? '';
    return {
      webp: /<source\b[^>]*type="image\/webp"[^>]*>/.exec(body)?.[0] ?? '',
      img: /<img\b[^>]*>/.exec(body)?.[0] ?? '',
    };
  });

describe('issue 13: pictures and the largest paint of the real pages (pglite)', () => {
  let site: Awaited<ReturnType<typeof seededSite>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await seededSite({ store: namingStore });
    app = site.app;
  });

  afterAll(async () => {
    await site?.close();
  });

  const page = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('the home page preloads its slideshow’s first picture at the top of the head, as the picture will choose it', async () => {
    const html = await page('/');
    const preloads = imagePreloadsOf(html);
    expect(preloads).toHaveLength(1);
    const [preload = ''] = preloads;
    expect(attribute(preload, 'fetchPriority')).toBe('high');
    expect(attribute(preload, 'type')).toBe('image/webp');

    // Issue 19: the main slideshow's first slide is the page's largest paint.
    const hero = picturesOf(html.slice(html.indexOf('class="main-slideshow__frame"')))[0];
    expect(hero).toBeDefined();
    // The same candidates and the same slot size: the browser fetches the file the <img> uses.
    expect(attribute(preload, 'imageSrcSet')).toBe(attribute(hero?.webp ?? '', 'srcSet'));
    expect(attribute(preload, 'imageSizes')).toBe(attribute(hero?.webp ?? '', 'sizes'));
    expect(attribute(preload, 'imageSrcSet')).toMatch(/\.webp \d+w, /);
    // Not lazy, and first in line.
    expect(attribute(hero?.img ?? '', 'loading')).toBe('eager');
    expect(attribute(hero?.img ?? '', 'fetchPriority')).toBe('high');
    // Before the stylesheet and the scripts, so it starts with the first bytes of the page.
    const head = headOf(html);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<script'));
  });

  it('the home page’s featured works below the slideshow load lazily, so nothing competes with it', async () => {
    const html = await page('/');
    const grid = html.slice(html.indexOf('artwork-grid--featured'));
    const cards = picturesOf(grid.slice(0, grid.indexOf('</section>')));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(attribute(card.img, 'loading')).toBe('lazy');
  });

  it('a product page preloads its main picture, and only that one', async () => {
    const shop = await page('/shop/');
    const productPath = /href="(\/product\/[^"]+\/)"/.exec(shop)?.[1];
    expect(productPath).toBeDefined();
    const html = await page(productPath ?? '/');
    const preloads = imagePreloadsOf(html);
    expect(preloads).toHaveLength(1);
    const main = picturesOf(html.slice(html.indexOf('product__picture') - 40))[0];
    expect(attribute(preloads[0] ?? '', 'imageSrcSet')).toBe(attribute(main?.webp ?? '', 'srcSet'));
    expect(attribute(main?.img ?? '', 'fetchPriority')).toBe('high');
    expect(attribute(main?.img ?? '', 'loading')).toBe('eager');
  });

  it.each(['/', '/shop/'])(
    '%s: every picture offers WebP and JPEG in widths (w descriptors) with a slot size',
    async (url) => {
      const pictures = picturesOf(await page(url));
      expect(pictures.length).toBeGreaterThan(3);
      for (const { webp, img } of pictures) {
        expect(attribute(webp, 'srcSet')).toMatch(
          /^\/images\/\S+\.webp \d+w(, \/images\/\S+\.webp \d+w)*$/,
        );
        expect(attribute(webp, 'sizes')).toBeTruthy();
        expect(attribute(img, 'srcSet')).toMatch(/^\/images\/\S+\.jpg \d+w/);
        expect(attribute(img, 'sizes')).toBe(attribute(webp, 'sizes'));
        // The space is reserved before the file arrives (no layout shift).
        expect(Number(attribute(img, 'width'))).toBeGreaterThan(0);
        expect(Number(attribute(img, 'height'))).toBeGreaterThan(0);
      }
    },
  );

  it.each(['/', '/shop/', '/contact/'])(
    '%s links one stylesheet for the whole site',
    async (url) => {
      const head = headOf(await page(url));
      const sheets = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)];
      // The contact page adds the form runtime's own stylesheet; the site's is one file.
      const siteSheets = sheets.filter((sheet) =>
        /styles\/site\.css|\/site-[\w-]+\.css/.test(sheet[0]),
      );
      expect(siteSheets).toHaveLength(1);
      expect(sheets.some((sheet) => /shop\.css/.test(sheet[0]))).toBe(false);
    },
  );
});
