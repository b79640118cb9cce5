import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connection';
import {
  artists,
  categories,
  images,
  productImages,
  products,
  productVariations,
  type AttributeDefinition,
  type ImageVariant,
} from '../schema';

export interface ImageRecord {
  id: number;
  key: string;
  alt: string;
  width: number;
  height: number;
  dominantColor: string;
  variants: ImageVariant[];
}

export const PRODUCT_ORDERINGS = [
  'menu_order',
  'popularity',
  'date',
  'price',
  'price-desc',
] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

export interface ProductSummary {
  id: number;
  slug: string;
  title: string;
  kind: 'original' | 'print';
  artistName: string;
  categorySlug: string;
  categoryName: string;
  year: number;
  medium: string;
  minPriceCents: number;
  maxPriceCents: number;
  totalStock: number;
  image: ImageRecord;
}

export interface ProductVariationRecord {
  id: number;
  sku: string;
  attributes: Record<string, string>;
  priceCents: number;
  stock: number;
  maxQuantity: number;
}

export interface ProductDetail extends ProductSummary {
  dimensions: string;
  widthCm: number;
  heightCm: number;
  description: string[];
  attributes: AttributeDefinition[];
  variations: ProductVariationRecord[];
  /** The views after the main picture (close-up, room…), in order. */
  views: { caption: string; image: ImageRecord }[];
  artist: { slug: string; name: string; born: number | null; country: string; bio: string };
  categoryId: number;
  publishedAt: Date;
}

const imageColumns = {
  id: images.id,
  key: images.key,
  alt: images.alt,
  width: images.width,
  height: images.height,
  dominantColor: images.dominantColor,
  variants: images.variants,
};

// Originals carry their own price and stock; prints take them from their variations.
const minPrice =
  sql<number>`coalesce(${products.priceCents}, (select min(v.price_cents) from product_variations v where v.product_id = ${products.id}))`.mapWith(
    Number,
  );
const maxPrice =
  sql<number>`coalesce(${products.priceCents}, (select max(v.price_cents) from product_variations v where v.product_id = ${products.id}))`.mapWith(
    Number,
  );
const totalStock =
  sql<number>`coalesce(${products.stock}, (select coalesce(sum(v.stock), 0) from product_variations v where v.product_id = ${products.id}))`.mapWith(
    Number,
  );

const summaryColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  kind: products.kind,
  artistName: artists.name,
  categorySlug: categories.slug,
  categoryName: categories.name,
  year: products.year,
  medium: products.medium,
  minPriceCents: minPrice,
  maxPriceCents: maxPrice,
  totalStock,
  image: imageColumns,
};

/** A visitor's words are literal text, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function orderingFor(ordering: ProductOrdering): SQL[] {
  switch (ordering) {
    case 'popularity':
      return [desc(products.popularity), asc(products.id)];
    case 'date':
      return [desc(products.publishedAt), asc(products.id)];
    case 'price':
      return [asc(minPrice), asc(products.id)];
    case 'price-desc':
      return [desc(maxPrice), asc(products.id)];
    case 'menu_order':
      return [desc(products.featured), asc(products.id)];
  }
}

export function catalogueRepository(db: Database) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(products)
      .innerJoin(artists, eq(artists.id, products.artistId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(images, eq(images.id, products.imageId));

  return {
    async listProducts(options: {
      categorySlug?: string | undefined;
      /** One artist's works only (the shop's "More by this artist"). */
      artistSlug?: string | undefined;
      /** Words matched against title, artist and medium. */
      search?: string | undefined;
      ordering: ProductOrdering;
      page: number;
      perPage: number;
    }): Promise<{ items: ProductSummary[]; total: number }> {
      const pattern = options.search ? `%${escapeLike(options.search)}%` : undefined;
      const where = and(
        options.categorySlug ? eq(categories.slug, options.categorySlug) : undefined,
        options.artistSlug ? eq(artists.slug, options.artistSlug) : undefined,
        pattern
          ? or(
              ilike(products.title, pattern),
              ilike(artists.name, pattern),
              ilike(products.medium, pattern),
            )
          : undefined,
      );
      const items = await summaries()
        .where(where)
        .orderBy(...orderingFor(options.ordering))
        .limit(options.perPage)
        .offset((options.page - 1) * options.perPage);
      const [totals] = await db
        .select({ total: count() })
        .from(products)
        .innerJoin(artists, eq(artists.id, products.artistId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where);
      return { items, total: totals?.total ?? 0 };
    },

    async featured(limit: number): Promise<ProductSummary[]> {
      return summaries()
        .where(eq(products.featured, true))
        .orderBy(desc(products.publishedAt))
        .limit(limit);
    },

    async byArtist(
      artistName: string,
      excludeId: number,
      limit: number,
    ): Promise<ProductSummary[]> {
      return summaries()
        .where(and(eq(artists.name, artistName), sql`${products.id} <> ${excludeId}`))
        .orderBy(desc(products.publishedAt))
        .limit(limit);
    },

    async inCategory(
      categoryId: number,
      excludeId: number,
      limit: number,
    ): Promise<ProductSummary[]> {
      return summaries()
        .where(and(eq(products.categoryId, categoryId), sql`${products.id} <> ${excludeId}`))
        .orderBy(desc(products.popularity))
        .limit(limit);
    },

    async productBySlug(slug: string): Promise<ProductDetail | undefined> {
      return this.productWhere(eq(products.slug, slug));
    },

    async productById(id: number): Promise<ProductDetail | undefined> {
      return this.productWhere(eq(products.id, id));
    },

    async productWhere(condition: SQL): Promise<ProductDetail | undefined> {
      const [row] = await db
        .select({
          ...summaryColumns,
          dimensions: products.dimensions,
          widthCm: products.widthCm,
          heightCm: products.heightCm,
          description: products.description,
          attributes: products.attributes,
          categoryId: products.categoryId,
          publishedAt: products.publishedAt,
          artist: {
            slug: artists.slug,
            name: artists.name,
            born: artists.born,
            country: artists.country,
            bio: artists.bio,
          },
        })
        .from(products)
        .innerJoin(artists, eq(artists.id, products.artistId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(images, eq(images.id, products.imageId))
        .where(condition)
        .limit(1);
      if (!row) return undefined;
      const views = await db
        .select({ caption: productImages.caption, image: imageColumns })
        .from(productImages)
        .innerJoin(images, eq(images.id, productImages.imageId))
        .where(eq(productImages.productId, row.id))
        .orderBy(asc(productImages.position));
      const variations = await db
        .select({
          id: productVariations.id,
          sku: productVariations.sku,
          attributes: productVariations.attributes,
          priceCents: productVariations.priceCents,
          stock: productVariations.stock,
          maxQuantity: productVariations.maxQuantity,
        })
        .from(productVariations)
        .where(eq(productVariations.productId, row.id))
        .orderBy(asc(productVariations.position));
      return { ...row, variations, views };
    },

    async categoriesWithCounts() {
      return db
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          description: categories.description,
          productCount: count(products.id),
        })
        .from(categories)
        .leftJoin(products, eq(products.categoryId, categories.id))
        .groupBy(categories.id)
        .orderBy(asc(categories.position));
    },

    async imagesByKeys(keys: string[]): Promise<ImageRecord[]> {
      if (keys.length === 0) return [];
      return db.select(imageColumns).from(images).where(inArray(images.key, keys));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
export { imageColumns };
