import type { ArtSpec } from '@atelier/demo-content/artwork-svg';
import { renderArtworkSvg } from '@atelier/demo-content/artwork-svg';
import { renderArtworkViewSvg, type ArtworkView } from '@atelier/demo-content/artwork-views';
import * as demo from '@atelier/demo-content/catalogue';
import { LEGAL_PAGES } from '@atelier/demo-content/legal-pages';
import { DEMO_TILE_GALLERY, DEMO_TILES } from '@atelier/demo-content/tile-gallery';
import { DEMO_HOME_SLIDES, DEMO_HOME_SLIDESHOW } from '@atelier/demo-content/home-slideshow';
import { and, count, eq, inArray } from 'drizzle-orm';
import { withAdvisoryLock } from './advisory-lock';
import { seedDemoForms } from './seed-forms';
import { seedDemoQuizzes } from './seed-quizzes';
import { seedDemoPolls } from './seed-polls';
import { seedDemoPopups } from './seed-popups';
import { seedDemoContactForms } from './seed-contact-forms';
import type { Database, DatabaseHandle } from './connection';
import { systemFlagRepository } from './repositories/system-flags';
import { tileGalleryRepository } from './repositories/tile-galleries';
import { sliderRepository } from './repositories/sliders';
import { commentRepository } from './repositories/comments';
import { DEMO_COMMENT_THREADS } from '@atelier/demo-content/comments';
import {
  albumImages,
  albums,
  artists,
  categories,
  images,
  mediaItems,
  pages,
  portfolioImages,
  portfolioProjects,
  posts,
  productImages,
  products,
  productVariations,
  testimonials,
  type AttributeDefinition,
  type ImageVariant,
} from './schema';

/** One picture to publish: what to paint, at which size, under which key. */
export interface ImagePlan {
  key: string;
  alt: string;
  art: ArtSpec;
  /** Another view of the art than the whole work (a product gallery's close-up or room). */
  view?: ArtworkView;
  width: number;
  height: number;
  widths: readonly number[];
}

export interface RenderedImage {
  key: string;
  alt: string;
  width: number;
  height: number;
  dominantColor: string;
  variants: ImageVariant[];
}

/** Turns an SVG into stored files (IO lives with the caller: the server renders with sharp). */
export type ImageRenderer = (
  request: Omit<ImagePlan, 'art'> & { svg: string },
) => Promise<RenderedImage>;

/** Where the caller keeps image files: render new ones, and tell whether one is on disk. */
export interface ImageStore {
  render: ImageRenderer;
  has(file: string): boolean;
}

export const DEMO_SEED_FLAG = 'demo-content';
/**
 * 2: product galleries (detail and room views) joined the demo; a version-1 seed gets them once.
 * 3: album pictures and journal covers show the works their captions and titles name; an older
 * seed gets the new pictures and captions once.
 * 4: the albums page's tile gallery (issue 18); an older seed gets it once. It shows pictures the
 * seed already paints, so it renders nothing.
 * 5: the home page's main slideshow (issue 19); an older seed gets it once. Its slides show
 * pictures the seed already paints, so it renders nothing either.
 * 6: approved, threaded comments on two journal posts and a project (issue 20); an older seed
 * gets them once.
 */
const DEMO_SEED_VERSION = '6';
const SEED_LOCK_ID = 7_305_113;

/** Fixed page ids: the theme settings object names the home page's post id, 35950 (THEME-002). */
export const SITE_PAGES = [
  { id: 35950, slug: 'home', title: 'Home' },
  { id: 35951, slug: 'shop', title: 'Shop' },
  { id: 35952, slug: 'cart', title: 'Cart' },
  { id: 35953, slug: 'checkout', title: 'Checkout' },
  { id: 35954, slug: 'contact', title: 'Contact' },
  { id: 35955, slug: 'portfolio', title: 'Portfolio' },
  { id: 35956, slug: 'albums', title: 'Albums' },
  { id: 35957, slug: 'media', title: 'Media' },
  { id: 35958, slug: 'blog', title: 'Journal' },
  { id: 35959, slug: 'testimonials', title: 'Testimonials' },
] as const;

const PAGE_SUMMARIES: Record<string, string> = {
  home: demo.homePage.intro.paragraphs[0] ?? demo.site.tagline,
  shop: 'Original paintings, drawings and photographs, and limited editions printed in our own studio.',
  contact: 'Come and see the works in person, ask about a piece, or talk to us about a commission.',
  portfolio:
    'Exhibitions we have curated, commissions we have placed and installations we have built.',
  albums: 'Openings, studio visits and travels, photographed by the gallery team.',
  media: 'Installation views, details of works and short films from the studios we work with.',
  blog: 'Studio visits, notes on technique and news from the gallery.',
  testimonials: 'What collectors, artists and partners say about working with Atelier.',
};

const LARGE = [480, 960, 1600] as const;
const MEDIUM = [480, 960, 1200] as const;

/** Fits a width:height ratio inside a long side of `longSide` pixels. */
function sized(ratioWidth: number, ratioHeight: number, longSide: number) {
  return ratioWidth >= ratioHeight
    ? { width: longSide, height: Math.round((longSide * ratioHeight) / ratioWidth) }
    : { width: Math.round((longSide * ratioWidth) / ratioHeight), height: longSide };
}

/** Album pictures vary in shape, so the masonry layout has something to do. */
const ALBUM_RATIOS = [
  [4, 3],
  [3, 4],
  [1, 1],
  [3, 2],
  [2, 3],
] as const;

/** A product page's gallery views after the main picture, in order (product_images rows). */
export interface ProductViewPlan extends ImagePlan {
  productSlug: string;
  position: number;
  caption: string;
}

/** The close-up and the room view of every demo artwork. */
export function planProductViews(): ProductViewPlan[] {
  return demo.artworks.flatMap((artwork): ProductViewPlan[] => [
    {
      key: `artwork/${artwork.slug}/detail`,
      productSlug: artwork.slug,
      position: 1,
      caption: 'Detail of the surface',
      alt: `Close-up of ${artwork.title}, showing the ${artwork.kind === 'print' ? 'print surface and paper' : 'surface and brushwork'}`,
      art: artwork.art,
      view: { kind: 'detail', workWidth: artwork.widthCm, workHeight: artwork.heightCm },
      width: 1200,
      height: 900,
      widths: MEDIUM,
    },
    {
      key: `artwork/${artwork.slug}/in-situ`,
      productSlug: artwork.slug,
      position: 2,
      caption: 'In a room, to scale',
      alt: `${artwork.title} hung on a wall at true scale (${artwork.dimensions}) above a 160 cm bench`,
      art: artwork.art,
      view: {
        kind: 'in-situ',
        widthCm: artwork.widthCm,
        heightCm: artwork.heightCm,
        frame: artwork.kind === 'original' ? 'oak' : 'black-with-mount',
      },
      width: 1200,
      height: 800,
      widths: MEDIUM,
    },
  ]);
}

/** Every picture the demo gallery shows, with a stable key each. */
export function planDemoImages(): ImagePlan[] {
  const plans: ImagePlan[] = [];
  const artistName = new Map(demo.artists.map((artist) => [artist.slug, artist.name]));
  for (const artwork of demo.artworks) {
    plans.push({
      key: `artwork/${artwork.slug}`,
      alt: `${artwork.title} by ${artistName.get(artwork.artistSlug) ?? 'an unknown artist'}: ${artwork.medium.toLowerCase()}`,
      art: artwork.art,
      ...sized(artwork.widthCm, artwork.heightCm, 1600),
      widths: [400, 800, 1200, 1600],
    });
    if (artwork.kind === 'print') {
      for (const attribute of artwork.attributes) {
        for (const option of attribute.options) {
          if (option.swatch.type !== 'image') continue;
          const key = `swatch/${attribute.id}-${option.id}`;
          if (plans.some((plan) => plan.key === key)) continue;
          plans.push({
            key,
            alt: option.name,
            art: option.swatch.art,
            width: 96,
            height: 96,
            widths: [96],
          });
        }
      }
    }
  }
  for (const post of demo.blogPosts) {
    plans.push({
      key: `post/${post.slug}`,
      alt: '',
      art: post.cover,
      ...(post.coverView ? { view: post.coverView } : {}),
      width: 1600,
      height: 1067,
      widths: LARGE,
    });
  }
  for (const project of demo.portfolio) {
    plans.push({
      key: `portfolio/${project.slug}`,
      alt: project.title,
      art: project.cover,
      width: 1200,
      height: 900,
      widths: MEDIUM,
    });
    project.images.forEach((art, index) => {
      plans.push({
        key: `portfolio/${project.slug}/${index + 1}`,
        alt: `${project.title}, view ${index + 1}`,
        art,
        width: 1200,
        height: 900,
        widths: MEDIUM,
      });
    });
  }
  for (const album of demo.albums) {
    album.images.forEach((picture, index) => {
      const [ratioWidth, ratioHeight] = ALBUM_RATIOS[index % ALBUM_RATIOS.length] ?? [4, 3];
      plans.push({
        key: `album/${album.slug}/${index + 1}`,
        alt: picture.caption,
        art: picture.art,
        // A room view is a landscape picture, as the product galleries show it.
        ...(picture.view
          ? {
              view: picture.view,
              ...(picture.view.kind === 'in-situ' ? sized(3, 2, 1200) : sized(4, 3, 1200)),
            }
          : sized(ratioWidth, ratioHeight, 1200)),
        widths: MEDIUM,
      });
    });
  }
  for (const item of demo.mediaItems) {
    plans.push({
      key: `media/${item.slug}`,
      alt: item.kind === 'video' ? `Poster of the film ${item.title}` : item.title,
      art: item.kind === 'video' ? item.poster : item.art,
      width: 1200,
      height: 900,
      widths: MEDIUM,
    });
  }
  plans.push(...planProductViews());
  return plans;
}

/**
 * Makes sure every demo picture exists on this machine's disk, and fills an empty database with
 * the demo gallery. Safe to run at every start and from several processes at once: images are
 * only rendered when missing, and the rows are written once, under a lock, in one transaction.
 */
export async function seedDemoContent(
  handle: DatabaseHandle,
  store: ImageStore,
  options: { concurrency?: number } = {},
): Promise<'seeded' | 'already-seeded' | 'not-empty'> {
  const renderAll = async (plans: ImagePlan[]) => {
    const rendered = new Map<string, RenderedImage>();
    const queue = [...plans];
    const worker = async () => {
      for (let plan = queue.shift(); plan; plan = queue.shift()) {
        const { art, view, key, alt, width, height, widths } = plan;
        const svg = view
          ? renderArtworkViewSvg(art, view, width, height)
          : renderArtworkSvg(art, width, height);
        rendered.set(key, await store.render({ key, alt, width, height, widths, svg }));
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
    return rendered;
  };

  return withAdvisoryLock(handle, SEED_LOCK_ID, async () => {
    // The demo forms are upserted by id at every start, so a changed definition reaches the site.
    await seedDemoForms(handle.db);
    // Quizzes too (issue 14); after the forms, as a quiz's lead form is one of them.
    await seedDemoQuizzes(handle.db);
    await seedDemoPolls(handle.db);
    // Popups (issue 16): written as stored, by id, like the polls.
    await seedDemoPopups(handle.db);
    // Issue 16: the enquiry form of the contact-form plugin flow, upserted by id like the forms.
    await seedDemoContactForms(handle.db);
    const flags = systemFlagRepository(handle.db);
    const seededVersion = await flags.get(DEMO_SEED_FLAG);
    if (seededVersion !== undefined) {
      // Seeded before, perhaps by another machine: paint only the files missing on this disk.
      const stored = await handle.db
        .select({ key: images.key, variants: images.variants })
        .from(images);
      const missing = new Set(
        stored
          .filter((image) => image.variants.some((variant) => !store.has(variant.file)))
          .map((image) => image.key),
      );
      if (missing.size > 0)
        await renderAll(planDemoImages().filter((plan) => missing.has(plan.key)));
      // Pages added to the demo after this database was seeded (the legal pages) arrive now.
      await ensureDemoPages(handle.db);
      if (seededVersion === '1') await addMissingProductViews(handle.db, renderAll);
      if (seededVersion === '1' || seededVersion === '2')
        await refreshStoryPictures(handle.db, renderAll);
      if (['1', '2', '3'].includes(seededVersion)) await seedDemoTileGallery(handle.db);
      if (['1', '2', '3', '4'].includes(seededVersion)) await seedDemoSliders(handle.db);
      if (['1', '2', '3', '4', '5'].includes(seededVersion)) await seedDemoComments(handle.db);
      if (seededVersion !== DEMO_SEED_VERSION) await flags.set(DEMO_SEED_FLAG, DEMO_SEED_VERSION);
      return 'already-seeded';
    }
    const [existing] = await handle.db.select({ total: count() }).from(products);
    if ((existing?.total ?? 0) > 0) return 'not-empty';

    const rendered = await renderAll(planDemoImages());
    await handle.db.transaction(async (tx) => {
      await insertDemoRows(tx as unknown as Database, rendered);
      await seedDemoTileGallery(tx as unknown as Database);
      await seedDemoSliders(tx as unknown as Database);
      await seedDemoComments(tx as unknown as Database);
      await systemFlagRepository(tx as unknown as Database).set(DEMO_SEED_FLAG, DEMO_SEED_VERSION);
    });
    return 'seeded';
  });
}

/**
 * Issue 18: the albums page's tile gallery, written once by slug (a gallery of that slug already
 * there is left alone). Its tiles name pictures the demo already stored; one that is missing is
 * left out rather than failing the start.
 */
export async function seedDemoTileGallery(db: Database) {
  await tileGalleryRepository(db).createIfMissing(
    {
      slug: DEMO_TILE_GALLERY.slug,
      title: DEMO_TILE_GALLERY.title,
      settings: { ...DEMO_TILE_GALLERY.settings },
    },
    DEMO_TILES,
  );
}

/**
 * Issue 19: the home page's main slideshow, written once by slug (a slider of that slug already
 * there is left alone, so the owner's changes stay). Its slides name pictures the demo already
 * stored; one that is missing is left out rather than failing the start.
 */
export async function seedDemoSliders(db: Database) {
  await sliderRepository(db).createIfMissing(
    {
      slug: DEMO_HOME_SLIDESHOW.slug,
      kind: DEMO_HOME_SLIDESHOW.kind,
      label: DEMO_HOME_SLIDESHOW.label,
      settings: { ...DEMO_HOME_SLIDESHOW.settings },
    },
    DEMO_HOME_SLIDES,
  );
}

/**
 * Issue 20: the demo's approved comments, each thread written once (a post or project that has
 * any comment already is left alone, so the owner's moderation stays). A post or project the
 * database no longer has is skipped.
 */
export async function seedDemoComments(db: Database) {
  const repository = commentRepository(db);
  for (const thread of DEMO_COMMENT_THREADS) {
    const table = thread.kind === 'post' ? posts : portfolioProjects;
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, thread.slug));
    if (!row) continue;
    const target = { kind: thread.kind, id: row.id };
    if (await repository.hasAny(target)) continue;
    const ids: number[] = [];
    for (const comment of thread.comments) {
      const parentId = comment.replyTo === undefined ? null : (ids[comment.replyTo] ?? null);
      ids.push(
        await repository.insert({
          target,
          parentId,
          authorName: comment.authorName,
          authorEmail: comment.authorEmail,
          authorUrl: comment.authorUrl ?? null,
          body: comment.body,
          status: 'approved',
          spamReason: null,
          sessionId: null,
          // Written by the seed, not sent by a visitor: no address to keep.
          ipHash: 'demo',
          userAgent: '',
          createdAt: new Date(comment.createdAt),
        }),
      );
    }
  }
}

/**
 * Galleries arrived after the first demo seed: a database seeded before them gets the views of
 * the demo products it still has, once (products already showing views are left alone).
 */
async function addMissingProductViews(
  db: Database,
  renderAll: (plans: ImagePlan[]) => Promise<Map<string, RenderedImage>>,
) {
  const [withViews] = await db.select({ total: count() }).from(productImages);
  if ((withViews?.total ?? 0) > 0) return;
  const plans = planProductViews();
  const demoProducts = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, [...new Set(plans.map((plan) => plan.productSlug))]));
  const productId = new Map(demoProducts.map((product) => [product.slug, product.id]));
  const wanted = plans.filter((plan) => productId.has(plan.productSlug));
  if (wanted.length === 0) return;
  const rendered = await renderAll(wanted);
  await db.transaction(async (tx) => {
    const imageIds = await insertImages(tx as unknown as Database, rendered);
    await tx.insert(productImages).values(
      wanted.flatMap((plan) => {
        const id = imageIds.get(plan.key);
        const product = productId.get(plan.productSlug);
        return id === undefined || product === undefined
          ? []
          : [{ productId: product, imageId: id, position: plan.position, caption: plan.caption }];
      }),
    );
  });
}

/**
 * Writes the site's pages and the demo's content pages that are missing, by id. A page already
 * there is left as it is, so text the gallery changed is never overwritten by a restart.
 */
export async function ensureDemoPages(db: Database) {
  await db
    .insert(pages)
    .values([
      ...SITE_PAGES.map((page) => ({ ...page, summary: PAGE_SUMMARIES[page.slug] ?? '' })),
      ...LEGAL_PAGES.map((page) => ({
        id: page.id,
        slug: page.slug,
        title: page.title,
        summary: page.summary,
        body: page.body.map((block) => ({ ...block })),
        updatedAt: new Date(page.updatedAt),
      })),
    ])
    .onConflictDoNothing();
}

/**
 * Version 3 repainted the album pictures and journal covers so they show what their captions and
 * titles say: a database seeded before gets the new pictures (new files: their names carry the
 * content's hash) and the new captions, for the demo albums and posts it still has.
 */
async function refreshStoryPictures(
  db: Database,
  renderAll: (plans: ImagePlan[]) => Promise<Map<string, RenderedImage>>,
) {
  const isStory = (key: string) => key.startsWith('album/') || key.startsWith('post/');
  const stored = new Set(
    (await db.select({ key: images.key }).from(images)).map((image) => image.key).filter(isStory),
  );
  const rendered = await renderAll(planDemoImages().filter((plan) => stored.has(plan.key)));
  const albumRows = await db
    .select({ id: albums.id, slug: albums.slug })
    .from(albums)
    .where(
      inArray(
        albums.slug,
        demo.albums.map((album) => album.slug),
      ),
    );
  await db.transaction(async (tx) => {
    for (const image of rendered.values()) {
      await tx
        .update(images)
        .set({
          alt: image.alt,
          width: image.width,
          height: image.height,
          dominantColor: image.dominantColor,
          variants: image.variants,
        })
        .where(eq(images.key, image.key));
    }
    for (const row of albumRows) {
      const album = demo.albums.find((candidate) => candidate.slug === row.slug);
      for (const [position, picture] of (album?.images ?? []).entries()) {
        await tx
          .update(albumImages)
          .set({ caption: picture.caption })
          .where(and(eq(albumImages.albumId, row.id), eq(albumImages.position, position)));
      }
    }
  });
}

/** Stores rendered pictures (a key already stored keeps its row) and returns their ids by key. */
async function insertImages(db: Database, rendered: Map<string, RenderedImage>) {
  const imageIds = new Map<string, number>();
  for (const image of rendered.values()) {
    const [row] = await db
      .insert(images)
      .values(image)
      .onConflictDoUpdate({ target: images.key, set: { variants: image.variants } })
      .returning({ id: images.id });
    if (row) imageIds.set(image.key, row.id);
  }
  return imageIds;
}

async function insertDemoRows(db: Database, rendered: Map<string, RenderedImage>) {
  const imageIds = await insertImages(db, rendered);
  const imageId = (key: string) => {
    const id = imageIds.get(key);
    if (id === undefined) throw new Error(`The demo image "${key}" was not rendered.`);
    return id;
  };

  await ensureDemoPages(db);

  const categoryRows = await db
    .insert(categories)
    .values(demo.categories.map((category, position) => ({ ...category, position })))
    .returning({ id: categories.id, slug: categories.slug });
  const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const artistRows = await db
    .insert(artists)
    .values(demo.artists.map((artist) => ({ ...artist })))
    .returning({ id: artists.id, slug: artists.slug });
  const artistId = new Map(artistRows.map((row) => [row.slug, row.id]));

  const views = planProductViews();
  for (const artwork of demo.artworks) {
    const attributes: AttributeDefinition[] =
      artwork.kind === 'print'
        ? artwork.attributes.map((attribute) => ({
            id: attribute.id,
            name: attribute.name,
            options: attribute.options.map((option) => ({
              id: option.id,
              name: option.name,
              swatch:
                option.swatch.type === 'image'
                  ? { type: 'image' as const, imageKey: `swatch/${attribute.id}-${option.id}` }
                  : option.swatch,
            })),
          }))
        : [];
    const [product] = await db
      .insert(products)
      .values({
        slug: artwork.slug,
        title: artwork.title,
        kind: artwork.kind,
        sku: artwork.kind === 'original' ? artwork.sku : null,
        edition: artwork.kind === 'print' ? artwork.edition : null,
        artistId: artistId.get(artwork.artistSlug) ?? 0,
        categoryId: categoryId.get(artwork.categorySlug) ?? 0,
        year: artwork.year,
        medium: artwork.medium,
        dimensions: artwork.dimensions,
        widthCm: artwork.widthCm,
        heightCm: artwork.heightCm,
        description: [...artwork.description],
        priceCents: artwork.kind === 'original' ? artwork.priceCents : null,
        stock: artwork.kind === 'original' ? artwork.stock : null,
        attributes,
        featured: artwork.featured,
        popularity: artwork.popularity,
        imageId: imageId(`artwork/${artwork.slug}`),
        publishedAt: new Date(artwork.publishedAt),
      })
      .returning({ id: products.id });
    if (product) {
      await db.insert(productImages).values(
        views
          .filter((view) => view.productSlug === artwork.slug)
          .map((view) => ({
            productId: product.id,
            imageId: imageId(view.key),
            position: view.position,
            caption: view.caption,
          })),
      );
    }
    if (product && artwork.kind === 'print' && artwork.variations.length > 0) {
      await db.insert(productVariations).values(
        artwork.variations.map((variation, position) => ({
          productId: product.id,
          sku: variation.sku,
          attributes: { ...variation.attributes },
          priceCents: variation.priceCents,
          stock: variation.stock,
          maxQuantity: variation.maxQuantity,
          position,
        })),
      );
    }
  }

  if (demo.blogPosts.length > 0) {
    await db.insert(posts).values(
      demo.blogPosts.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body.map((block) => ({ ...block })),
        author: post.author,
        category: post.category,
        tags: [...post.tags],
        coverImageId: imageId(`post/${post.slug}`),
        publishedAt: new Date(post.publishedAt),
      })),
    );
  }

  await db
    .insert(testimonials)
    .values(demo.testimonials.map((testimonial, position) => ({ ...testimonial, position })));

  for (const [position, project] of demo.portfolio.entries()) {
    const [row] = await db
      .insert(portfolioProjects)
      .values({
        slug: project.slug,
        title: project.title,
        category: project.category,
        year: project.year,
        location: project.location,
        client: project.client ?? null,
        summary: project.summary,
        description: [...project.description],
        coverImageId: imageId(`portfolio/${project.slug}`),
        position,
      })
      .returning({ id: portfolioProjects.id });
    if (row && project.images.length > 0) {
      await db.insert(portfolioImages).values(
        project.images.map((_, index) => ({
          projectId: row.id,
          imageId: imageId(`portfolio/${project.slug}/${index + 1}`),
          position: index,
        })),
      );
    }
  }

  for (const [position, album] of demo.albums.entries()) {
    const [row] = await db
      .insert(albums)
      .values({
        slug: album.slug,
        title: album.title,
        description: album.description,
        date: new Date(album.date),
        position,
      })
      .returning({ id: albums.id });
    if (row && album.images.length > 0) {
      await db.insert(albumImages).values(
        album.images.map((picture, index) => ({
          albumId: row.id,
          imageId: imageId(`album/${album.slug}/${index + 1}`),
          caption: picture.caption,
          location: picture.location ?? null,
          position: index,
        })),
      );
    }
  }

  await db.insert(mediaItems).values(
    demo.mediaItems.map((item, position) => ({
      kind: item.kind,
      title: item.title,
      caption: item.caption,
      location: item.location ?? null,
      videoUrl: item.kind === 'video' ? item.url : null,
      imageId: imageId(`media/${item.slug}`),
      position,
    })),
  );
}
