import type { FormSuccessBehaviourInput } from '@atelier/contracts/forms';
import type { FormDefinitionInput } from '@atelier/form-engine/schema/definition';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's full-text document type; read only inside SQL (ranking, matching). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

type SearchWeight = 'A' | 'B' | 'C' | 'D';

/**
 * The search document of a row, kept by PostgreSQL itself as a stored generated column (so it
 * can never disagree with the row) and indexed with GIN. `atelier_search` is the accent-folding
 * English configuration of migration 0005. Each part is an SQL expression over the row's own
 * columns (fixed text written here, never outside values) with its weight: A for the title,
 * B for the artist or author, C for the medium and kind, D for the description.
 */
function searchDocument(parts: [expression: string, weight: SearchWeight][]) {
  const weighted = parts.map(
    ([expression, weight]) =>
      `setweight(to_tsvector('atelier_search'::regconfig, coalesce(${expression}, '')), '${weight}')`,
  );
  return tsvector('search_vector')
    .notNull()
    .generatedAlwaysAs(sql.raw(weighted.join(' || ')));
}

/** The text values of a jsonb array of strings, or of the `text` keys of an array of objects. */
const jsonText = (column: string, path = '$[*]') =>
  `jsonb_path_query_array(${column}, '${path}')::text`;

/**
 * Visitor sessions. The cookie holds a signed id; the row exists only once there is
 * something to remember, so anonymous page views never write to the database.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt)],
);

/** Fixed-window counters shared by every server process (see ADR 0004). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Self-hosted captcha (ALTCHA) challenges already answered (issue 15). A challenge is signed and
 * carries its own expiry, so the server keeps no state while it is open; it is recorded here
 * once solved so the same answer cannot pass twice, in any process. Rows are dropped by
 * housekeeping once the challenge would have expired anyway.
 */
export const spentCaptchaChallenges = pgTable(
  'spent_captcha_challenges',
  {
    /** The challenge's HMAC signature (hex): unique per challenge, carries nothing personal. */
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('spent_captcha_challenges_expires_at_idx').on(table.expiresAt)],
);

/** One generated picture in several widths and formats, stored under DATA_DIR/images. */
export interface ImageVariant {
  width: number;
  height: number;
  format: 'webp' | 'jpeg';
  file: string;
}

export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  alt: text('alt').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  dominantColor: text('dominant_color').notNull(),
  variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
  createdAt: createdAt(),
});

/** Site pages with WordPress-style numeric ids: the theme settings object carries the page's id. */
export const pages = pgTable('pages', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /**
   * The text of a content page (terms, privacy…), served at `/<slug>/`. The site's own pages
   * (home, shop…) are drawn by their routes and keep this empty, which is what tells them apart.
   */
  body: jsonb('body').$type<ContentBlock[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});

export const artists = pgTable(
  'artists',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    born: integer('born'),
    country: text('country').notNull(),
    bio: text('bio').notNull(),
    searchVector: searchDocument([
      ['name', 'A'],
      ['country', 'C'],
      ['bio', 'D'],
    ]),
  },
  (table) => [index('artists_search_idx').using('gin', table.searchVector)],
);

export type SwatchDefinition =
  { type: 'color'; value: string } | { type: 'label' } | { type: 'image'; imageKey: string };

export interface AttributeDefinition {
  id: string;
  name: string;
  options: { id: string; name: string; swatch: SwatchDefinition }[];
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['original', 'print'] }).notNull(),
    /** Originals have one SKU; prints have one per variation. */
    sku: text('sku').unique(),
    /** Prints only, e.g. 'Open edition' or 'Edition of 50, signed'. */
    edition: text('edition'),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    year: integer('year').notNull(),
    medium: text('medium').notNull(),
    dimensions: text('dimensions').notNull(),
    widthCm: integer('width_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    description: jsonb('description').$type<string[]>().notNull(),
    /** Price of an original; for prints the variations carry the prices. */
    priceCents: integer('price_cents'),
    /** Stock of an original; for prints the variations carry the stock. */
    stock: integer('stock'),
    attributes: jsonb('attributes').$type<AttributeDefinition[]>().notNull().default([]),
    featured: boolean('featured').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** The artist's name (weight B) is another table's: the search query adds it. */
    searchVector: searchDocument([
      ['title', 'A'],
      ['medium', 'C'],
      ['edition', 'C'],
      [jsonText('description'), 'D'],
    ]),
  },
  (table) => [
    index('products_category_idx').on(table.categoryId),
    index('products_published_idx').on(table.publishedAt),
    index('products_search_idx').using('gin', table.searchVector),
  ],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('product_variations_product_idx').on(table.productId)],
);

/**
 * A product's gallery beyond its main picture (position 0 is the main image itself, kept in
 * products.image_id): close-ups, the work in a room, the back of a canvas.
 */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    /** 1, 2, …: the order after the main picture. */
    position: integer('position').notNull(),
    /** What the view shows, under the picture and as the thumbnail's name. */
    caption: text('caption').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
);

export type ContentBlock = { type: 'heading' | 'paragraph' | 'quote'; text: string };

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: jsonb('body').$type<ContentBlock[]>().notNull(),
    author: text('author').notNull(),
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    coverImageId: integer('cover_image_id')
      .notNull()
      .references(() => images.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    searchVector: searchDocument([
      ['title', 'A'],
      ['author', 'B'],
      ['category', 'C'],
      [jsonText('tags'), 'C'],
      ['excerpt', 'D'],
      [jsonText('body', '$[*].text'), 'D'],
    ]),
  },
  (table) => [
    index('posts_published_idx').on(table.publishedAt),
    index('posts_search_idx').using('gin', table.searchVector),
  ],
);

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  quote: text('quote').notNull(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  rating: integer('rating').notNull(),
  position: integer('position').notNull().default(0),
});

export const portfolioProjects = pgTable(
  'portfolio_projects',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    year: integer('year').notNull(),
    location: text('location').notNull(),
    client: text('client'),
    summary: text('summary').notNull(),
    description: jsonb('description').$type<string[]>().notNull(),
    coverImageId: integer('cover_image_id')
      .notNull()
      .references(() => images.id),
    position: integer('position').notNull().default(0),
    searchVector: searchDocument([
      ['title', 'A'],
      ['client', 'B'],
      ['category', 'C'],
      ['location', 'C'],
      ['summary', 'D'],
      [jsonText('description'), 'D'],
    ]),
  },
  (table) => [index('portfolio_projects_search_idx').using('gin', table.searchVector)],
);

export const portfolioImages = pgTable(
  'portfolio_images',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => portfolioProjects.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.position] })],
);

export const albums = pgTable('albums', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  date: timestamp('date', { withTimezone: true }).notNull(),
  position: integer('position').notNull().default(0),
});

export const albumImages = pgTable(
  'album_images',
  {
    albumId: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    caption: text('caption').notNull(),
    location: text('location'),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.albumId, table.position] })],
);

export const mediaItems = pgTable('media_items', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['image', 'video'] }).notNull(),
  title: text('title').notNull(),
  caption: text('caption').notNull(),
  location: text('location'),
  videoUrl: text('video_url'),
  imageId: integer('image_id')
    .notNull()
    .references(() => images.id),
  position: integer('position').notNull().default(0),
});

/** Marks finished one-off jobs such as the demo seed, so they run once per database. */
export const systemFlags = pgTable(
  'system_flags',
  {
    name: text('name').notNull(),
    value: text('value').notNull(),
    setAt: timestamp('set_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [uniqueIndex('system_flags_name_idx').on(table.name)],
);

/** One cart per visitor session; the session id is the key, so the cart survives restarts. */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  sessionId: text('session_id').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** cart_item_key on the wire: stable for one product + variation. */
    key: text('key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => productVariations.id, {
      onDelete: 'cascade',
    }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.key] })],
);

export interface BillingDetails {
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  phone: string;
  email: string;
  /** State, province or territory code where the country has them (US, CA, AU, BR); absent or '' elsewhere. */
  state?: string;
}

/** Where a shipped order goes when it is not the billing address. */
export interface ShippingAddress {
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  state: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
}

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** scrypt, "salt:hash" in base64url. */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  /**
   * Issue 15: a signed-in session records the generation it signed in under; changing the
   * password (or resetting it, or turning two-factor off by the lost-device link) bumps it, so
   * every other session of the account ends at its next request.
   */
  sessionGeneration: integer('session_generation').notNull().default(0),
  /** The TOTP secret, AES-256-GCM encrypted (ADR 0015); null while two-factor login is off. */
  totpSecret: text('totp_secret'),
  /** A secret being set up: shown once as a QR code, kept until the first code confirms it. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last TOTP time step accepted: a code of it or an earlier step is never taken again. */
  totpLastStep: integer('totp_last_step'),
  /** Wrong second-step codes in a row; five lock the second step until `twoFactorLockedUntil`. */
  twoFactorFailures: integer('two_factor_failures').notNull().default(0),
  twoFactorLockedUntil: timestamp('two_factor_locked_until', { withTimezone: true }),
  /**
   * Issue 21: an owner runs the gallery from `/studio/` (always behind two-factor login). Made by
   * `npm run owner -- create`, never by a visitor.
   */
  role: text('role', { enum: ['customer', 'owner'] })
    .notNull()
    .default('customer'),
});

/** Ten single-use recovery codes per account with two-factor login, kept only as hashes. */
export const accountRecoveryCodes = pgTable(
  'account_recovery_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the normalised code with a server key (hex). */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('account_recovery_codes_code_idx').on(table.customerId, table.codeHash)],
);

/**
 * A login half done (issue 15): the password was right and the second factor is awaited. The
 * browser holds only the random token; the row keeps its SHA-256, so a stolen table signs no one
 * in. Single use (deleted when the second step succeeds), short-lived, bound to one customer.
 */
export const pendingLogins = pgTable(
  'pending_logins',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Where to go once signed in: a same-origin path checked when the login began. */
    redirectTo: text('redirect_to').notNull().default('/my-account/'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The mailed code's SHA-256, its expiry, and how often and when it was last sent. */
    emailCodeHash: text('email_code_hash'),
    emailCodeExpiresAt: timestamp('email_code_expires_at', { withTimezone: true }),
    emailCodesSent: integer('email_codes_sent').notNull().default(0),
    emailCodeSentAt: timestamp('email_code_sent_at', { withTimezone: true }),
    /** Whether the lost-device link was already mailed for this pending login. */
    lostDeviceMailed: boolean('lost_device_mailed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('pending_logins_expires_at_idx').on(table.expiresAt)],
);

/**
 * Single-use links mailed to a customer (issue 15): a password reset, the lost-device sign-in
 * (turns two-factor off), the confirmation that claims earlier guest orders. Kept as SHA-256.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['password-reset', 'lost-device', 'claim-orders'],
    }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('account_tokens_expires_at_idx').on(table.expiresAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Secret part of the confirmation address, so only the buyer can open it. */
    orderKey: text('order_key').notNull().unique(),
    /**
     * Issue 17: `pending` holds the stock while a card or PayPal payment is under way (it is not
     * yet an order the buyer or the gallery sees); `failed` released it again; `refunded` gave
     * the money back and restocked.
     */
    status: text('status', {
      enum: ['pending', 'failed', 'on-hold', 'processing', 'completed', 'cancelled', 'refunded'],
    }).notNull(),
    email: text('email').notNull(),
    billing: jsonb('billing').$type<BillingDetails>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Shipped to the buyer, or collected (and paid) at the gallery: collection costs no shipping. */
    deliveryMethod: text('delivery_method', { enum: ['ship', 'collect'] })
      .notNull()
      .default('ship'),
    /** The address to ship to when it differs from the billing address; null: ship to billing. */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    currency: text('currency').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    customerNote: text('customer_note').notNull().default(''),
    attribution: jsonb('attribution').$type<Record<string, string>>().notNull().default({}),
    customerId: integer('customer_id').references(() => customers.id),
    sessionId: text('session_id').notNull(),
    /** Issue 17: the provider's reference of the payment (card intent, PayPal capture), once paid. */
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Issue 17: a pending order's stock is released after this moment if still unpaid. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('orders_email_idx').on(table.email),
    index('orders_pending_idx').on(table.status, table.reservedUntil),
    index('orders_customer_idx').on(table.customerId, table.id),
    // Issue 21: the studio's order list, newest first, per status.
    index('orders_status_id_idx').on(table.status, table.id),
  ],
);

/** Issue 21: the owner's notes on an order, newest last; the buyer never sees them. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The owner who wrote it; kept as text too, so the note outlives the account. */
    authorId: integer('author_id').references(() => customers.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.id)],
);

/**
 * Issue 21: every owner action, with who, what, when and the record before and after. Written in
 * the same transaction as the change it describes, never updated or deleted by the site.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. `order.refund`, `comment.approve`, `stock.update`. */
    action: text('action').notNull(),
    /** What it was done to, e.g. `order:12`, `form-entry:340`, `variation:51`. */
    subject: text('subject').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subject, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
  ],
);

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  variationId: integer('variation_id').references(() => productVariations.id),
  title: text('title').notNull(),
  sku: text('sku').notNull(),
  /** Attribute name → option name, as the buyer saw them. */
  attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  quantity: integer('quantity').notNull(),
  lineTotalCents: integer('line_total_cents').notNull(),
});

/**
 * Forms as data. Ids are fixed (the contact page hosts form 33568, CF-001), so they are given,
 * not generated. `definition` is the owner's form as the form engine's schema reads it, checked
 * with `parseDefinition` before it is written; `successBehaviour` is what a successful submit
 * answers (SUB-005…SUB-009).
 */
export const forms = pgTable('forms', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  definition: jsonb('definition').$type<FormDefinitionInput>().notNull(),
  successBehaviour: jsonb('success_behaviour').$type<FormSuccessBehaviourInput>().notNull(),
  /** Only published forms take submissions; a draft can still be previewed. */
  status: text('status', { enum: ['publish', 'draft'] })
    .notNull()
    .default('publish'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One stored submission: the values and calculations the server recomputed, never what the
 * client claimed. The visitor's address is kept only as a keyed hash. Previews are never stored
 * (SUB-013); the check makes that a rule of the table, not only of the code.
 */
export const formEntries = pgTable(
  'form_entries',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    values: jsonb('values').$type<Record<string, FieldValue>>().notNull(),
    calculations: jsonb('calculations').$type<Record<string, number>>().notNull().default({}),
    sessionId: text('session_id').notNull(),
    /** HMAC-SHA256 of the address with the site's secret: the raw address is never written. */
    ipHash: text('ip_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    isPreview: boolean('is_preview').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('form_entries_form_idx').on(table.formId, table.id),
    // Issue 21: the studio's "entries this week".
    index('form_entries_created_idx').on(table.createdAt),
    check('form_entries_never_preview', sql`${table.isPreview} = false`),
  ],
);

/** A form saved to finish later (DRAFT-005): the values, the page, until it expires or is sent. */
export const formDrafts = pgTable(
  'form_drafts',
  {
    /** The draft_id in the draft link: random, unguessable. */
    id: text('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, FieldValue>>().notNull(),
    /** The page the visitor was on (DRAFT-006), 0 for single-page forms. */
    page: integer('page').notNull().default(0),
    sessionId: text('session_id').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('form_drafts_expiry_idx').on(table.expiresAt)],
);

/**
 * A file a visitor uploaded into a form (UPL-004). The bytes live in the upload store under
 * `storedName` (random, never the visitor's name); the row is the only way to reach them. A file
 * never attached to an entry or a draft is an orphan and is removed after 24 hours.
 */
export const formUploads = pgTable(
  'form_uploads',
  {
    /** The file_id the browser keeps in its hidden field: random, unguessable. */
    id: text('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    /** The upload field, e.g. 'upload-1'. */
    elementId: text('element_id').notNull(),
    sessionId: text('session_id').notNull(),
    /** The visitor's file name with `<>:"/\|?*` removed (UPL-010). */
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    /** The type sniffed from the bytes, not the one the browser claimed. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    entryId: integer('entry_id').references(() => formEntries.id, { onDelete: 'cascade' }),
    draftId: text('draft_id').references(() => formDrafts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('form_uploads_session_idx').on(table.sessionId, table.formId, table.elementId),
    index('form_uploads_orphan_idx').on(table.createdAt),
  ],
);

/**
 * Mail waiting to go out. Sending never happens inside a visitor's request: the request queues
 * a row, a worker in any server process claims due rows (SKIP LOCKED), delivers, and on failure
 * schedules a retry with back-off until the attempts run out.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    /** One recipient per row, an address already checked by the caller. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * Issue 16 (ADR 0018): the address a mail client's unsubscribe button posts to (RFC 8058),
     * sent as `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
     */
    listUnsubscribe: text('list_unsubscribe'),
    /** Issue 16: where answers go (the visitor who wrote a contact form), as `Name <address>`. */
    replyTo: text('reply_to'),
    /** Why it was sent, e.g. 'draft-link': for the logs and for the owner's screens. */
    purpose: text('purpose').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Also the claim: a worker moves it forward while it holds the row. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the attempts ran out; the row stays for the owner to see. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_queue_due_idx').on(table.nextAttemptAt),
    // Issue 21: the studio's mail queue, newest first: waiting, failed.
    index('mail_queue_waiting_idx')
      .on(table.id)
      .where(sql`sent_at is null and failed_at is null`),
    index('mail_queue_failed_idx')
      .on(table.id)
      .where(sql`failed_at is not null`),
  ],
);

/**
 * Polls (issue 14, POLL). Ids are fixed like forms' (a page names the poll it shows), so they are
 * given, not generated. `definition` is the owner's poll as the form engine's poll schema reads it
 * (`@atelier/form-engine/polls/poll-definition`), checked before it is written.
 */
export const polls = pgTable('polls', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  /** Only published polls take votes. */
  status: text('status', { enum: ['publish', 'draft'] })
    .notNull()
    .default('publish'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One vote: the choice, its extra text when the choice has one, and who voted (hashed). */
export const pollVotes = pgTable(
  'poll_votes',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    /** The choice's id in the poll definition, e.g. 'answer-2'. */
    answerId: text('answer_id').notNull(),
    extra: text('extra'),
    /** The visitor id of the voter cookie. */
    voterId: text('voter_id').notNull(),
    /** HMAC-SHA256 of the address with the site's secret: the raw address is never written. */
    ipHash: text('ip_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('poll_votes_poll_idx').on(table.pollId, table.answerId)],
);

/**
 * What makes one vote per visitor race-proof on every database: a vote inserts its claims
 * ('visitor:<id>', and 'address:<hash>' when the poll limits by address too) in the vote's own
 * transaction; the primary key lets only one transaction hold a claim, so a second vote by the
 * same visitor, however close in time, finds it taken and is rolled back.
 */
export const pollVoteClaims = pgTable(
  'poll_vote_claims',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    claim: text('claim').notNull(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => pollVotes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.pollId, table.claim] })],
);

/** Votes per choice, kept in the vote's transaction so a result is one indexed read. */
export const pollTallies = pgTable(
  'poll_tallies',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    answerId: text('answer_id').notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.pollId, table.answerId] }),
    check('poll_tallies_votes_not_negative', sql`${table.votes} >= 0`),
  ],
);

/**
 * Quizzes (issue 14, QUIZ): knowledge quizzes and personality ("nowrong") quizzes. `definition`
 * is read by `@atelier/form-engine/quizzes/quiz-definition`.
 */
export const quizzes = pgTable('quizzes', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  status: text('status', { enum: ['publish', 'draft'] })
    .notNull()
    .default('publish'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One finished quiz: the answers as posted (question id → chosen answer's index), the outcome
 * the server scored (never the browser's), and the lead's form entry when the visitor left one,
 * written in the same transaction. `token` is the result address's key: random and unguessable,
 * so a result can be shared by its link and found by no other.
 */
export const quizEntries = pgTable(
  'quiz_entries',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    leadEntryId: integer('lead_entry_id').references(() => formEntries.id, {
      onDelete: 'set null',
    }),
    sessionId: text('session_id').notNull(),
    ipHash: text('ip_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('quiz_entries_quiz_idx').on(table.quizId, table.id)],
);

/**
 * Issue 16 (CF, DEC-11): the contact-form plugin's forms, answered over REST under
 * `contact-form-7/v1`. Ids are fixed like other forms' (a page names the form it shows).
 * `definition` is the owner's form as the contact-form engine reads it (fields, the per-form
 * validation schema with its messages, mail templates, spam settings), checked before it is
 * written; `locale` is the form's `_wpcf7_locale`.
 */
export const contactForms = pgTable('contact_forms', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  locale: text('locale').notNull().default('en_US'),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  status: text('status', { enum: ['publish', 'draft'] })
    .notNull()
    .default('publish'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One contact-form submission as the server read it (never what the client claimed): the posted
 * fields the form defines, the hash answered as `posted_data_hash`, and how it ended. Spam is kept
 * (status `spam`, with the reason) so an owner can see what was caught. The post the form sat on
 * (`_wpcf7_container_post`: a product, or 0 for a popup) says what an enquiry was about.
 */
export const contactFormSubmissions = pgTable(
  'contact_form_submissions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => contactForms.id),
    status: text('status', { enum: ['mail_sent', 'mail_failed', 'spam'] }).notNull(),
    postedData: jsonb('posted_data').$type<Record<string, string | string[]>>().notNull(),
    postedDataHash: text('posted_data_hash').notNull(),
    containerPostId: integer('container_post_id').notNull().default(0),
    spamReason: text('spam_reason'),
    sessionId: text('session_id'),
    /** HMAC-SHA256 of the address with the site's secret: the raw address is never written. */
    ipHash: text('ip_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_form_submissions_form_idx').on(table.formId, table.id),
    index('contact_form_submissions_created_idx').on(table.createdAt),
  ],
);

/**
 * Issue 16 (POP): popups. Ids are fixed (the enquiry popup is 32651, POP-001). `settings` holds
 * the popup's settings, cookies, triggers and conditions as `@atelier/popups` reads them
 * (POP-002, POP-003); `content` what it shows (text, a contact form by id, the newsletter form).
 */
export const popups = pgTable('popups', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  status: text('status', { enum: ['publish', 'draft'] })
    .notNull()
    .default('publish'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One popup form sent with `pum_form` (POP-013): the values the server checked, per popup. */
export const popupFormEntries = pgTable(
  'popup_form_entries',
  {
    id: serial('id').primaryKey(),
    popupId: integer('popup_id')
      .notNull()
      .references(() => popups.id),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    sessionId: text('session_id'),
    ipHash: text('ip_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('popup_form_entries_popup_idx').on(table.popupId, table.id)],
);

/**
 * Newsletter subscribers (POP-014), with double opt-in: a sign-up is `pending` until the mailed
 * link is followed, and every mail carries an unsubscribe link. Only SHA-256 hashes of the two
 * tokens are kept, so the table cannot be used to confirm or unsubscribe anyone. One row per
 * address (stored lower-cased); signing up again refreshes a pending or unsubscribed row.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    /** The popup the sign-up came from (null: another page). */
    popupId: integer('popup_id'),
    /** The consent wording the visitor agreed to, as shown. */
    consentText: text('consent_text').notNull().default(''),
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(table.email),
    uniqueIndex('newsletter_subscribers_confirm_idx').on(table.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_idx').on(table.unsubscribeTokenHash),
    // Issue 21: the studio's subscriber list per status, newest first.
    index('newsletter_subscribers_status_idx').on(table.status, table.id),
  ],
);

/**
 * Issue 17: one payment taken through a gateway (card, PayPal, or the built-in test gateway),
 * for a shop order or a form entry. `provider_ref` is the provider's own id (a payment intent,
 * a PayPal order); the amount is the one the server computed, never the browser's. A payment
 * completes its purpose once: `completed_at` is set in the same statement that claims it.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', {
      enum: ['stripe', 'paypal', 'test-card', 'test-paypal'],
    }).notNull(),
    providerRef: text('provider_ref').notNull(),
    purpose: text('purpose', { enum: ['order', 'form'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    formId: integer('form_id').references(() => forms.id, { onDelete: 'set null' }),
    /**
     * What a form's payment-amount update posted (the form's fields, already checked), so a
     * webhook can store the entry of a buyer whose browser went away before the submit.
     */
    formSnapshot: jsonb('form_snapshot').$type<Record<string, unknown>>(),
    entryId: integer('entry_id').references(() => formEntries.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['pending', 'requires_action', 'succeeded', 'failed', 'canceled', 'refunded'],
    })
      .notNull()
      .default('pending'),
    /** The capture (PayPal) or charge the money moved with, once it did. */
    captureRef: text('capture_ref'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    failureMessage: text('failure_message'),
    sessionId: text('session_id').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the order was paid or the entry stored: set once, by whoever claims it first. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_provider_ref_idx').on(table.provider, table.providerRef),
    index('payments_order_idx').on(table.orderId),
    index('payments_status_idx').on(table.status, table.createdAt),
  ],
);

/** Issue 17: each provider webhook event is processed once (its id is claimed first). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * Issue 17: the built-in test gateway's own records (it behaves like a card provider and a
 * PayPal-style wallet, offline): payment methods, payment intents and wallet orders, each a JSON
 * document under the id the gateway handed out. In the database, so several processes agree.
 */
export const testGatewayObjects = pgTable(
  'test_gateway_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind', {
      enum: ['payment_method', 'payment_intent', 'wallet_order', 'refund'],
    }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('test_gateway_objects_created_idx').on(table.createdAt)],
);

/**
 * Issue 18 (GAL, ADR 0023): how a tile gallery loads. `pageSize` tiles per chunk after the
 * first, which holds `firstChunkSize`; `sequential`: tiles are revealed one by one in order as
 * their pictures arrive (GAL-004).
 */
export interface TileGallerySettings {
  pageSize: number;
  firstChunkSize: number;
  sequential: boolean;
}

/** Issue 18: a tile gallery (the albums page's "From the gallery"). */
export const tileGalleries = pgTable('tile_galleries', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  settings: jsonb('settings').$type<TileGallerySettings>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 18 (GAL-001): one tile of a gallery, in order. Its picture is a row of `images` (the
 * big image is that row's largest variant); an `iframe` tile is a film whose poster is the
 * picture and whose page is `video_url`. `filter_sets` are the filter names it belongs to
 * (`[a-z0-9-]{1,40}` each, the `ftg-set` values); `link` where its title leads (a product page).
 */
export const tileGalleryTiles = pgTable(
  'tile_gallery_tiles',
  {
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => tileGalleries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: ['image', 'iframe'] }).notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    videoUrl: text('video_url'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    filterSets: jsonb('filter_sets').$type<string[]>().notNull().default([]),
    link: text('link'),
  },
  (table) => [
    primaryKey({ columns: [table.galleryId, table.position] }),
    check(
      'tile_gallery_tiles_video_check',
      sql`(${table.type} = 'iframe') = (${table.videoUrl} is not null)`,
    ),
  ],
);

/**
 * Issue 19 (SLD, ADR 0024): a slider (the home page's main slideshow). `settings` are its data
 * attributes without `data-` (SLD-002: 'width' → '1280', 'autoslide' → '5000', …), read through
 * the gallery engine's `readSliderSettings`, which turns garbage into the kind's defaults; the
 * site checks their shape with zod on read. An unpublished slider shows no slides.
 */
export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  kind: text('kind', { enum: ['main-slideshow', 'photo-scroller', 'three-layer'] }).notNull(),
  /** The carousel's accessible name ("Featured works"). */
  label: text('label').notNull(),
  settings: jsonb('settings').$type<unknown>().notNull().default({}),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 19 (SLD-001): one slide of a slider, in order. Its picture is a row of `images` (the big
 * image is that row's largest variant); `video_url` a YouTube or Vimeo page the slide plays
 * (SLD-019 decides whether it can); `autoplay_delay_ms` this slide's own delay (used only above
 * 999 ms, SLD-020); `blocks` the animated caption blocks (`{ kind, text, href? }[]`, checked with
 * zod on read); `thumbnail_image_id` another picture for its thumbnail (else the picture).
 */
export const sliderSlides = pgTable(
  'slider_slides',
  {
    sliderId: integer('slider_id')
      .notNull()
      .references(() => sliders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    videoUrl: text('video_url'),
    caption: text('caption').notNull().default(''),
    href: text('href'),
    autoplayDelayMs: integer('autoplay_delay_ms'),
    blocks: jsonb('blocks').$type<unknown>().notNull().default([]),
    thumbnailImageId: integer('thumbnail_image_id').references(() => images.id),
  },
  (table) => [
    primaryKey({ columns: [table.sliderId, table.position] }),
    check(
      'slider_slides_delay_check',
      sql`${table.autoplayDelayMs} is null or ${table.autoplayDelayMs} > 0`,
    ),
  ],
);

/**
 * Issue 20 (ADR 0027): a visitor's comment on a journal post or a portfolio project (`target_kind`
 * and `target_id`: no foreign key, as it points at one of two tables), a reply when `parent_id`
 * names another comment of the same thing. Every comment is stored `pending` and shown only once
 * the owner approves it. The email is kept for the owner and never shown; the address is kept as
 * its keyed hash, as every stored row a visitor sends. `thread` ("post:12") is the page-cache tag
 * of the thing's page: the triggers of migration 0019 send `comments:<thread>` only when an
 * approved comment appears, changes or goes, so a pending submission never drops a cached page.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    targetKind: text('target_kind', { enum: ['post', 'project'] }).notNull(),
    targetId: integer('target_id').notNull(),
    thread: text('thread')
      .notNull()
      .generatedAlwaysAs(sql`target_kind || ':' || target_id`),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull(),
    authorUrl: text('author_url'),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'spam', 'trash'] })
      .notNull()
      .default('pending'),
    /** Why the spam checks held it (`links`, `honeypot`, …); null for a plain submission. */
    spamReason: text('spam_reason'),
    sessionId: text('session_id'),
    /** HMAC-SHA256 of the address with the site's secret: the raw address is never written. */
    ipHash: text('ip_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('comments_approved_thread_idx')
      .on(table.targetKind, table.targetId, table.createdAt, table.id)
      .where(sql`status = 'approved'`),
    index('comments_pending_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`status = 'pending'`),
    // Issue 21: the studio's moderation list per status, newest first.
    index('comments_status_id_idx').on(table.status, table.id),
  ],
);
