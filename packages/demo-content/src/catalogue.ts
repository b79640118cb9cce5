import type { ArtSpec } from './artwork-svg';
import type { ArtworkView } from './artwork-views';
import { printOffer } from './print-offers';
import type { PrintVariation, VariationAttribute } from './print-variations';

export type {
  AttributeOption,
  PrintVariation,
  Swatch,
  VariationAttribute,
} from './print-variations';

/*
 * The demo gallery: a small contemporary gallery in Lisbon's Bairro Alto. Every person, business
 * and artwork here is invented. Prose uses typographic apostrophes (’), never straight ones.
 * Dates are ISO 8601 in UTC at daytime hours, so the calendar day is the same in Lisbon.
 */

// ─── Types ──────────────────────────────────────────────────────────────────────────────────

export interface Category {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
}

export interface Artist {
  readonly slug: string;
  readonly name: string;
  readonly born: number;
  readonly country: string;
  /** Two or three sentences. */
  readonly bio: string;
}

interface ArtworkBase {
  readonly slug: string;
  readonly title: string;
  readonly artistSlug: string;
  readonly categorySlug: string;
  readonly year: number;
  readonly medium: string;
  /** For prints: the largest sheet offered. Whole centimetres. */
  readonly widthCm: number;
  readonly heightCm: number;
  /** Width × height, as shown on the label. */
  readonly dimensions: string;
  /** Two to four paragraphs. */
  readonly description: readonly string[];
  /** The picture; render it at widthCm:heightCm. */
  readonly art: ArtSpec;
  readonly featured: boolean;
  /** Higher is more popular ("sort by popularity"). */
  readonly popularity: number;
  readonly publishedAt: string;
}

/** A unique work: one price, one piece (stock 0 once sold). */
export interface OriginalArtwork extends ArtworkBase {
  readonly kind: 'original';
  readonly sku: string;
  readonly priceCents: number;
  readonly stock: 0 | 1;
}

/** An edition sold in variations of size, frame and sometimes paper. */
export interface PrintArtwork extends ArtworkBase {
  readonly kind: 'print';
  readonly edition: string;
  readonly attributes: readonly VariationAttribute[];
  /** Only the combinations on offer: a missing combination is "unavailable". */
  readonly variations: readonly PrintVariation[];
}

export type Artwork = OriginalArtwork | PrintArtwork;

export interface ContentBlock {
  readonly type: 'heading' | 'paragraph' | 'quote';
  readonly text: string;
}

export interface BlogPost {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly body: readonly ContentBlock[];
  readonly author: string;
  /** Display name, e.g. 'Studio Visits'. */
  readonly category: string;
  readonly tags: readonly string[];
  readonly publishedAt: string;
  readonly cover: ArtSpec;
  /** The cover shows a work of the gallery in a room or up close, painted from its art. */
  readonly coverView?: ArtworkView;
}

export interface Testimonial {
  readonly quote: string;
  readonly name: string;
  /** Who they are and where from, e.g. 'Collector, Porto'. */
  readonly role: string;
  readonly rating: 1 | 2 | 3 | 4 | 5;
}

export interface PortfolioProject {
  readonly slug: string;
  readonly title: string;
  /** Display name used for the filter links: 'Exhibitions', 'Commissions' or 'Installations'. */
  readonly category: string;
  readonly year: number;
  readonly location: string;
  readonly client?: string;
  readonly summary: string;
  readonly description: readonly string[];
  readonly cover: ArtSpec;
  /** Three to five pictures. */
  readonly images: readonly ArtSpec[];
}

export interface AlbumImage {
  readonly art: ArtSpec;
  /** A picture of a work of the gallery hung in a room or up close (see `pictureOfWork`). */
  readonly view?: ArtworkView;
  /** Says what the picture shows. */
  readonly caption: string;
  readonly location?: string;
}

export interface Album {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly date: string;
  /** Six to ten pictures. */
  readonly images: readonly AlbumImage[];
}

export type MediaItem =
  | {
      readonly kind: 'image';
      readonly slug: string;
      readonly title: string;
      readonly caption: string;
      readonly location: string;
      readonly art: ArtSpec;
    }
  | {
      readonly kind: 'video';
      readonly slug: string;
      readonly title: string;
      readonly caption: string;
      readonly location?: string;
      readonly provider: 'youtube' | 'vimeo';
      /** A link only: the demo never fetches it. */
      readonly url: string;
      readonly poster: ArtSpec;
    };

export interface SocialLink {
  readonly network: 'facebook' | 'instagram' | 'x' | 'pinterest';
  readonly label: string;
  readonly url: string;
}

export interface SiteInfo {
  readonly name: string;
  readonly tagline: string;
  /** One line, as printed in the top bar and footer. */
  readonly address: string;
  readonly openingHours: string;
  readonly phone: string;
  readonly email: string;
  readonly social: readonly SocialLink[];
  readonly currency: 'EUR';
}

export interface HeroSlide {
  readonly title: string;
  readonly subtitle: string;
  readonly art: ArtSpec;
  /** A site-relative address. */
  readonly link: string;
}

export interface HomePage {
  readonly heroSlides: readonly HeroSlide[];
  readonly intro: { readonly heading: string; readonly paragraphs: readonly string[] };
  readonly sections: {
    readonly featured: string;
    readonly newArrivals: string;
    readonly journal: string;
    readonly testimonials: string;
  };
}

// ─── The gallery ────────────────────────────────────────────────────────────────────────────

export const site: SiteInfo = {
  name: 'Atelier',
  tagline: 'Contemporary art from Lisbon: originals, editions and photography',
  address: 'Rua da Rosa 112, 1200-389 Lisboa, Portugal',
  openingHours: 'Tuesday to Saturday, 11:00–19:00 · Sundays by appointment',
  phone: '+351 213 460 118',
  email: 'hello@atelier.example',
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/atelier.lisboa' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/atelier.lisboa' },
    { network: 'x', label: 'X', url: 'https://x.com/atelierlisboa' },
    { network: 'pinterest', label: 'Pinterest', url: 'https://www.pinterest.com/atelierlisboa' },
  ],
  currency: 'EUR',
};

export const categories: readonly Category[] = [
  {
    slug: 'painting',
    name: 'Painting',
    description:
      'Oil, acrylic and tempera on linen, canvas and panel: unique works, each one signed on the reverse and sold with a certificate of authenticity.',
  },
  {
    slug: 'works-on-paper',
    name: 'Works on Paper',
    description:
      'Drawings, gouaches and ink paintings. Intimate in scale and often the most direct record of an artist’s hand.',
  },
  {
    slug: 'prints-and-editions',
    name: 'Prints & Editions',
    description:
      'Screenprints and giclée editions made with the artists in small Lisbon workshops, offered in several sizes and framed to order.',
  },
  {
    slug: 'photography',
    name: 'Photography',
    description:
      'Archival pigment prints from photographers who work slowly: long exposures, quiet coasts and the light between seasons.',
  },
  {
    slug: 'collage-and-mixed-media',
    name: 'Collage & Mixed Media',
    description:
      'Cut paper, gouache and found colour assembled by hand. Unique pieces with a tactile, layered surface.',
  },
];

export const artists: readonly Artist[] = [
  {
    slug: 'ines-valadares',
    name: 'Inês Valadares',
    born: 1979,
    country: 'Portugal',
    bio: 'Inês Valadares paints large, slow colour fields in thin veils of oil, building each canvas over several months in her studio in Marvila. She trained in Porto and Düsseldorf and is interested in how a colour changes with the light of a room across a single day. Her paintings are held in private collections in Lisbon, Madrid and Antwerp.',
  },
  {
    slug: 'tomas-reigada',
    name: 'Tomás Reigada',
    born: 1986,
    country: 'Portugal',
    bio: 'Tomás Reigada grew up between Évora and the coast, and his landscapes reduce the Alentejo plains and the Serra da Estrela to bands of colour and mist. He paints outdoors in the early morning and finishes every canvas in the studio from memory. He was shortlisted for the Prémio Jovens Pintores in 2019.',
  },
  {
    slug: 'mireille-castagne',
    name: 'Mireille Castagne',
    born: 1968,
    country: 'France',
    bio: 'Born in Lyon, Mireille Castagne has lived in Lisbon since 2009, where the city’s tiled façades and stepped streets feed her geometric abstractions. Her compositions start as small paper maquettes before being painted flat and precise in acrylic. She also designs murals and stairwells for housing cooperatives.',
  },
  {
    slug: 'haruto-niwase',
    name: 'Haruto Niwase',
    born: 1972,
    country: 'Japan',
    bio: 'Haruto Niwase studied calligraphy in Kanazawa before turning to ink painting, and now divides his year between Kyoto and Sintra. He grinds his own ink each morning and works only on handmade kozo paper, accepting whatever the brush gives in a single breath. His work has been shown in Osaka, Lyon and Lisbon.',
  },
  {
    slug: 'solveig-aamodt',
    name: 'Solveig Aamodt',
    born: 1983,
    country: 'Norway',
    bio: 'Solveig Aamodt photographs the edge of the North Atlantic, from the Lofoten islands to the cliffs of Cabo da Roca, in exposures that can last several minutes. The long exposure smooths the water into a plane of colour and leaves the horizon as the only certainty. She prints every edition herself on archival cotton papers.',
  },
  {
    slug: 'rafael-monteverde',
    name: 'Rafael Monteverde',
    born: 1990,
    country: 'Brazil',
    bio: 'Rafael Monteverde moved from Recife to Lisbon in 2016 and runs a small screenprinting studio in Arroios. His prints translate tide tables, sonar charts and wind maps into rhythmic lines pulled by hand, one colour at a time. Each edition is numbered and signed in pencil.',
  },
  {
    slug: 'clara-bettencourt',
    name: 'Clara Bettencourt',
    born: 1975,
    country: 'Portugal',
    bio: 'Clara Bettencourt grew up on São Miguel in the Azores, surrounded by hydrangeas, ferns and tea plantations. Her gouaches and drawings are botanical studies pared down to rhythm and silhouette, somewhere between a herbarium and a modernist print. She teaches drawing at an art school in Lisbon.',
  },
  {
    slug: 'nadia-el-amrani',
    name: 'Nadia El Amrani',
    born: 1988,
    country: 'Morocco',
    bio: 'Nadia El Amrani was born in Fès and works in Lisbon with cut and painted paper. Her collages borrow the geometry of zellige tilework and Lisbon azulejos, assembled piece by piece into warm, architectural compositions. She has made public installations in Lisbon, Marseille and Tangier.',
  },
  {
    slug: 'dorian-vesely',
    name: 'Dorian Veselý',
    born: 1965,
    country: 'Czech Republic',
    bio: 'Dorian Veselý trained as a violinist in Brno before turning to painting in his thirties. His canvases of floating circles and arcs are composed like chamber music, with themes, rests and counterpoint. He has lived in Portugal since 2012 and paints in a former cork warehouse in Seixal.',
  },
  {
    slug: 'greta-wendelin',
    name: 'Greta Wendelin',
    born: 1994,
    country: 'Germany',
    bio: 'Greta Wendelin draws with technical pens and graphite, building contour lines one stroke at a time until a sheet holds a whole landscape of pressure and flow. She studied cartography in Dresden before turning to drawing full time. This is her first gallery representation in Portugal.',
  },
];

// ─── Artworks ───────────────────────────────────────────────────────────────────────────────

export const artworks: readonly Artwork[] = [
  {
    kind: 'original',
    slug: 'quiet-harbour-no-3',
    title: 'Quiet Harbour No. 3',
    artistSlug: 'ines-valadares',
    categorySlug: 'painting',
    year: 2024,
    medium: 'Oil on linen',
    widthCm: 100,
    heightCm: 130,
    dimensions: '100 × 130 cm',
    description: [
      'The third painting in Inês Valadares’s harbour series began as a morning spent watching the Tagus from the quay at Cais do Sodré, when the river and the sky briefly share the same grey-blue.',
      'Fifteen or more translucent layers of oil sit over a dark ground, so the colour seems to glow from behind rather than sit on the surface. Up close you can follow each horizontal drag of the brush; from across a room the edges dissolve and the two fields begin to breathe.',
      'Signed and dated on the reverse. Unframed, on a 4 cm deep stretcher with painted edges, ready to hang.',
    ],
    art: { style: 'colour-field', seed: 1101, palette: 'atlantic' },
    featured: true,
    popularity: 486,
    publishedAt: '2025-09-18T10:00:00Z',
    sku: 'ATL-O-IV-001',
    priceCents: 680000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'ember-and-slate',
    title: 'Ember and Slate',
    artistSlug: 'ines-valadares',
    categorySlug: 'painting',
    year: 2023,
    medium: 'Oil on linen',
    widthCm: 90,
    heightCm: 120,
    dimensions: '90 × 120 cm',
    description: [
      'Painted over the winter of 2023, Ember and Slate sets a warm, slow-burning field against a cooler band below, like the last coals of a fire seen against a stone hearth.',
      'It was the first painting to leave the gallery from Inês Valadares’s exhibition Colour and Silence, and it now hangs in a private collection in Madrid. Enquiries about similar works are always welcome.',
    ],
    art: { style: 'colour-field', seed: 2207, palette: 'terracotta' },
    featured: false,
    popularity: 352,
    publishedAt: '2024-01-16T11:30:00Z',
    sku: 'ATL-O-IV-002',
    priceCents: 590000,
    stock: 0,
  },
  {
    kind: 'original',
    slug: 'late-afternoon-alfama',
    title: 'Late Afternoon, Alfama',
    artistSlug: 'ines-valadares',
    categorySlug: 'painting',
    year: 2025,
    medium: 'Oil on linen',
    widthCm: 80,
    heightCm: 100,
    dimensions: '80 × 100 cm',
    description: [
      'Between five and six in the afternoon the walls of Alfama turn from ochre to rose, and for a few minutes the whole hillside seems lit from inside. This painting holds on to that moment.',
      'Smaller and warmer than the harbour paintings, it would suit a study or a bedroom where it can be seen in changing daylight. Signed and dated on the reverse; unframed on a deep stretcher.',
    ],
    art: { style: 'colour-field', seed: 3302, palette: 'rosewood' },
    featured: false,
    popularity: 214,
    publishedAt: '2025-10-07T09:45:00Z',
    sku: 'ATL-O-IV-003',
    priceCents: 490000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'alentejo-ridges',
    title: 'Alentejo Ridges',
    artistSlug: 'tomas-reigada',
    categorySlug: 'painting',
    year: 2024,
    medium: 'Oil on canvas',
    widthCm: 120,
    heightCm: 80,
    dimensions: '120 × 80 cm',
    description: [
      'Seen from the castle walls of Monsaraz, the hills towards the Spanish border fold into one another in paler and paler bands until they meet the sky. Tomás Reigada made the first sketches at dawn in late September and finished the painting in his Lisbon studio over the following winter.',
      'The layers are painted thinly and left slightly translucent, so that each ridge seems to float on the mist beneath it. It is a calm, spacious picture that rewards a long wall and a little distance.',
      'Signed on the front, lower right. Supplied unframed; we can recommend a simple oak tray frame.',
    ],
    art: { style: 'layered-landscape', seed: 4409, palette: 'olive' },
    featured: true,
    popularity: 441,
    publishedAt: '2025-02-11T10:15:00Z',
    sku: 'ATL-O-TR-001',
    priceCents: 420000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'estrela-before-snow',
    title: 'Estrela, Before Snow',
    artistSlug: 'tomas-reigada',
    categorySlug: 'painting',
    year: 2025,
    medium: 'Acrylic and oil on canvas',
    widthCm: 100,
    heightCm: 70,
    dimensions: '100 × 70 cm',
    description: [
      'In November the Serra da Estrela holds its breath: the air is cold and clear, and the first snow is a day or two away. Reigada painted this view from the road above Manteigas, where the valleys fill with cloud every morning.',
      'Cool blues and slate greys are warmed by a low sun that never quite breaks through. Signed on the reverse.',
    ],
    art: { style: 'layered-landscape', seed: 5521, palette: 'atlantic' },
    featured: false,
    popularity: 188,
    publishedAt: '2025-11-04T10:00:00Z',
    sku: 'ATL-O-TR-002',
    priceCents: 360000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'several-circles-for-janacek',
    title: 'Several Circles (for Janáček)',
    artistSlug: 'dorian-vesely',
    categorySlug: 'painting',
    year: 2023,
    medium: 'Oil on canvas',
    widthCm: 100,
    heightCm: 100,
    dimensions: '100 × 100 cm',
    description: [
      'Dorian Veselý painted this canvas while listening, over and over, to Janáček’s second string quartet, Intimate Letters. One large form carries the main theme; smaller circles answer it, drift away and return.',
      'The dark ground was built up from several glazes of blue-black, which gives the lighter forms their soft halo. The painting was acquired by a collector in Porto shortly after our 2024 autumn exhibition.',
    ],
    art: { style: 'circles-arcs', seed: 6607, palette: 'midnight' },
    featured: false,
    popularity: 398,
    publishedAt: '2024-03-05T12:00:00Z',
    sku: 'ATL-O-DV-001',
    priceCents: 540000,
    stock: 0,
  },
  {
    kind: 'original',
    slug: 'allegro-in-ochre',
    title: 'Allegro in Ochre',
    artistSlug: 'dorian-vesely',
    categorySlug: 'painting',
    year: 2024,
    medium: 'Oil and egg tempera on panel',
    widthCm: 60,
    heightCm: 80,
    dimensions: '60 × 80 cm',
    description: [
      'Quicker and lighter than most of Veselý’s canvases, Allegro in Ochre is painted on a gessoed birch panel whose smooth surface lets the circles sit crisp and bright.',
      'Egg tempera gives the small forms a matt, chalky finish, while the larger shapes are glazed in oil. It is a joyful, rhythmic picture that holds its own in a busy room.',
      'Signed and titled on the reverse. Supplied with a slim black shadow-gap frame.',
    ],
    art: { style: 'circles-arcs', seed: 7725, palette: 'ochre' },
    featured: false,
    popularity: 167,
    publishedAt: '2024-10-22T09:30:00Z',
    sku: 'ATL-O-DV-002',
    priceCents: 390000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'composition-with-blue-threshold',
    title: 'Composition with Blue Threshold',
    artistSlug: 'mireille-castagne',
    categorySlug: 'painting',
    year: 2024,
    medium: 'Acrylic on canvas',
    widthCm: 80,
    heightCm: 80,
    dimensions: '80 × 80 cm',
    description: [
      'Mireille Castagne builds her compositions from the proportions of Lisbon doorways and window frames, measured on walks through Campo de Ourique and then redrawn as small paper maquettes.',
      'Here fields of deep blue act as thresholds between warmer planes. The paint is applied in many thin, even coats, so every edge is razor sharp and every colour perfectly flat.',
      'Signed and dated on the reverse. Unframed; the painted edges are part of the work.',
    ],
    art: { style: 'geometric-grid', seed: 8803, palette: 'bauhaus' },
    featured: true,
    popularity: 402,
    publishedAt: '2025-05-20T10:00:00Z',
    sku: 'ATL-O-MC-001',
    priceCents: 440000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'terrace-rhythm',
    title: 'Terrace Rhythm',
    artistSlug: 'mireille-castagne',
    categorySlug: 'painting',
    year: 2025,
    medium: 'Acrylic on gessoed panel',
    widthCm: 50,
    heightCm: 70,
    dimensions: '50 × 70 cm',
    description: [
      'The stepped terraces and terracotta roofs of the Graça hillside become a rhythm of warm rectangles in this small, exact panel.',
      'A good first original for a collector who loves geometric work: it is compact enough for a hallway or a bookshelf, yet holds a whole city in its proportions. Signed on the reverse.',
    ],
    art: { style: 'geometric-grid', seed: 9916, palette: 'terracotta' },
    featured: false,
    popularity: 129,
    publishedAt: '2025-07-08T11:00:00Z',
    sku: 'ATL-O-MC-002',
    priceCents: 280000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'fig-branch-study',
    title: 'Fig Branch Study',
    artistSlug: 'clara-bettencourt',
    categorySlug: 'works-on-paper',
    year: 2025,
    medium: 'Gouache and pencil on Arches paper',
    widthCm: 40,
    heightCm: 50,
    dimensions: '40 × 50 cm',
    description: [
      'Clara Bettencourt cut this branch from the old fig tree in her mother’s garden in Ponta Delgada and drew it for three days before the leaves began to curl.',
      'The leaves are laid in flat gouache, the stems drawn with a hard pencil, and the pale shape behind them is left almost bare, so the plant seems to stand in front of a window.',
      'Signed in pencil, lower right. Supplied in a natural oak frame with museum glass.',
    ],
    art: { style: 'botanical', seed: 1013, palette: 'sage' },
    featured: false,
    popularity: 276,
    publishedAt: '2025-04-15T10:30:00Z',
    sku: 'ATL-O-CB-001',
    priceCents: 95000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'hydrangea-sao-miguel',
    title: 'Hydrangea, São Miguel',
    artistSlug: 'clara-bettencourt',
    categorySlug: 'works-on-paper',
    year: 2024,
    medium: 'Gouache on paper',
    widthCm: 30,
    heightCm: 40,
    dimensions: '30 × 40 cm',
    description: [
      'Every July the roadsides of São Miguel turn blue and violet with hydrangeas. Bettencourt’s study keeps their colour but lets the flowers dissolve into leaf and stem.',
      'A small, luminous work on paper that would sit beautifully in a bedroom or reading corner. Signed on the front; supplied in a white frame.',
    ],
    art: { style: 'botanical', seed: 1127, palette: 'dusk' },
    featured: false,
    popularity: 143,
    publishedAt: '2024-07-23T09:00:00Z',
    sku: 'ATL-O-CB-002',
    priceCents: 78000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'morning-practice-i',
    title: 'Morning Practice I',
    artistSlug: 'haruto-niwase',
    categorySlug: 'works-on-paper',
    year: 2024,
    medium: 'Sumi ink on handmade kozo paper',
    widthCm: 45,
    heightCm: 60,
    dimensions: '45 × 60 cm',
    description: [
      'Haruto Niwase begins every day by grinding ink on a stone for twenty minutes, then paints a single sheet. Most are kept as practice; a few, like this one, are signed with his red seal.',
      'Nothing can be corrected in sumi ink on kozo paper: the fibres drink the ink at once, and the dry brush leaves streaks of white where it ran out. That single breath is the whole picture.',
      'Sealed by the artist. Float-mounted in a pale oak frame so the deckled edges of the sheet stay visible.',
    ],
    art: { style: 'ink-brush', seed: 1231, palette: 'sumi' },
    featured: true,
    popularity: 371,
    publishedAt: '2024-12-03T10:00:00Z',
    sku: 'ATL-O-HN-001',
    priceCents: 160000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'morning-practice-ii',
    title: 'Morning Practice II',
    artistSlug: 'haruto-niwase',
    categorySlug: 'works-on-paper',
    year: 2024,
    medium: 'Sumi ink on handmade kozo paper',
    widthCm: 45,
    heightCm: 60,
    dimensions: '45 × 60 cm',
    description: [
      'The companion to Morning Practice I: an ensō, the Zen circle drawn in one movement, painted a week later in Sintra, where the mist from the hills kept the paper damp and the ink spread a little further than usual.',
      'The two sheets can be bought separately, but they were painted to hang side by side. Sealed by the artist; float-mounted in a pale oak frame.',
    ],
    art: { style: 'ink-brush', seed: 1321, palette: 'sumi' },
    featured: false,
    popularity: 198,
    publishedAt: '2024-12-03T10:05:00Z',
    sku: 'ATL-O-HN-002',
    priceCents: 160000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'isobars-over-sintra',
    title: 'Isobars over Sintra',
    artistSlug: 'greta-wendelin',
    categorySlug: 'works-on-paper',
    year: 2025,
    medium: 'Technical pen and ink on cotton paper',
    widthCm: 50,
    heightCm: 65,
    dimensions: '50 × 65 cm',
    description: [
      'Greta Wendelin drew this sheet from a week of weather charts of the Sintra hills, where Atlantic air rises and cools into the famous mist. Each line is a single, unbroken stroke of a 0.1 mm pen.',
      'From a distance the drawing reads as a gentle swell; close to, the small tremors of the hand become visible, and the lines start to feel like breathing.',
      'Signed and dated on the reverse. Supplied in a slim white frame.',
    ],
    art: { style: 'contour-waves', seed: 1409, palette: 'nordic' },
    featured: false,
    popularity: 121,
    publishedAt: '2025-08-26T10:00:00Z',
    sku: 'ATL-O-GW-001',
    priceCents: 120000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'field-notes-tagus',
    title: 'Field Notes (Tagus)',
    artistSlug: 'greta-wendelin',
    categorySlug: 'works-on-paper',
    year: 2024,
    medium: 'Graphite and ink on paper',
    widthCm: 40,
    heightCm: 50,
    dimensions: '40 × 50 cm',
    description: [
      'A drawing made over a month of ferry crossings between Cais do Sodré and Cacilhas, recording the pattern of the river’s surface on each trip as one more line in the stack.',
      'A quiet, absorbing work, and one of the first Wendelin made after moving to Lisbon. Signed on the reverse; supplied in a black frame.',
    ],
    art: { style: 'contour-waves', seed: 1522, palette: 'atlantic' },
    featured: false,
    popularity: 97,
    publishedAt: '2024-09-10T11:15:00Z',
    sku: 'ATL-O-GW-002',
    priceCents: 89000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'tiles-remembered',
    title: 'Tiles Remembered',
    artistSlug: 'nadia-el-amrani',
    categorySlug: 'collage-and-mixed-media',
    year: 2024,
    medium: 'Cut and painted paper on board',
    widthCm: 60,
    heightCm: 80,
    dimensions: '60 × 80 cm',
    description: [
      'Nadia El Amrani painted sheets of paper in a dozen shades of cobalt and ochre, cut them into hundreds of small triangles and laid them like tiles, one by one, over six weeks.',
      'The result recalls both the blue azulejos of Lisbon and the zellige fountains of Fès, the two cities between which she has made her life. Under raking light each fragment casts its own small shadow.',
      'Signed on the reverse. Framed in a deep natural oak box frame without glass.',
    ],
    art: { style: 'mosaic', seed: 1601, palette: 'azulejo' },
    featured: true,
    popularity: 455,
    publishedAt: '2024-06-04T10:00:00Z',
    sku: 'ATL-O-NE-001',
    priceCents: 240000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'souk-at-dusk',
    title: 'Souk at Dusk',
    artistSlug: 'nadia-el-amrani',
    categorySlug: 'collage-and-mixed-media',
    year: 2025,
    medium: 'Cut and painted paper on board',
    widthCm: 50,
    heightCm: 70,
    dimensions: '50 × 70 cm',
    description: [
      'The covered lanes of the medina at the hour when the lamps come on: dusty pinks and violets shift across the sheet as the light moves from one end of the market to the other.',
      'Signed on the reverse. Framed in a deep walnut box frame without glass.',
    ],
    art: { style: 'mosaic', seed: 1709, palette: 'dusk' },
    featured: false,
    popularity: 176,
    publishedAt: '2025-03-18T10:30:00Z',
    sku: 'ATL-O-NE-002',
    priceCents: 210000,
    stock: 1,
  },
  {
    kind: 'original',
    slug: 'three-doors-in-fes',
    title: 'Three Doors in Fès',
    artistSlug: 'nadia-el-amrani',
    categorySlug: 'collage-and-mixed-media',
    year: 2024,
    medium: 'Cut paper and gouache on board',
    widthCm: 50,
    heightCm: 70,
    dimensions: '50 × 70 cm',
    description: [
      'Arched doorways nested inside one another, as they are in the old houses of Fès, where each threshold leads to a cooler, quieter courtyard.',
      'The bands of colour are cut from paper El Amrani painted herself, so every edge is slightly soft and every colour slightly uneven, as a wall is. Signed on the reverse.',
    ],
    art: { style: 'arches', seed: 1811, palette: 'terracotta' },
    featured: false,
    popularity: 233,
    publishedAt: '2024-11-12T10:00:00Z',
    sku: 'ATL-O-NE-003',
    priceCents: 190000,
    stock: 1,
  },
  {
    kind: 'print',
    slug: 'tide-table',
    title: 'Tide Table',
    artistSlug: 'rafael-monteverde',
    categorySlug: 'prints-and-editions',
    year: 2024,
    medium: 'Four-colour screenprint on Fedrigoni Old Mill paper',
    widthCm: 50,
    heightCm: 70,
    dimensions: 'Up to 50 × 70 cm',
    description: [
      'Rafael Monteverde took a year of tide tables for the port of Lisbon and drew each day’s rise and fall as one line, stacking them into a slow swell that fills the sheet.',
      'Every colour is pulled by hand through a separate screen in his Arroios studio, so no two prints are quite identical: the ink sits a little heavier here, a little lighter there.',
      'Signed and numbered in pencil. Framed prints are made to order by our framer two streets from the gallery and ship within ten working days.',
    ],
    art: { style: 'contour-waves', seed: 2003, palette: 'atlantic' },
    featured: false,
    popularity: 512,
    publishedAt: '2024-04-09T10:00:00Z',
    edition: 'Edition of 150, signed and numbered',
    ...printOffer({
      skuPrefix: 'ATL-P-RM-TIDE',
      sizes: ['a4', 'a3', 'a2', '50x70'],
      frames: ['unframed', 'black', 'white', 'oak', 'walnut'],
      priceFactor: 1.2,
      unavailable: [
        { size: 'a4', frame: 'walnut' },
        { size: '50x70', frame: 'white' },
      ],
      stock: { 'A2-WALNUT': 0, 'A3-BLACK': 3, 'A4-UNFRAMED': 42 },
    }),
  },
  {
    kind: 'print',
    slug: 'salt-lines',
    title: 'Salt Lines',
    artistSlug: 'rafael-monteverde',
    categorySlug: 'prints-and-editions',
    year: 2025,
    medium: 'Six-colour screenprint on Fedrigoni Old Mill paper',
    widthCm: 42,
    heightCm: 59,
    dimensions: 'Up to A2 (42 × 59.4 cm)',
    description: [
      'Drawn from the shapes of the salt pans at Alcochete, where the Tagus estuary is divided into shallow pools that shift from green to white through the summer.',
      'Six layers of ink, each slightly translucent, build the bands from pale to deep. Signed and numbered in pencil.',
    ],
    art: { style: 'contour-waves', seed: 2111, palette: 'sage' },
    featured: false,
    popularity: 264,
    publishedAt: '2025-06-18T10:00:00Z',
    edition: 'Edition of 80, signed and numbered',
    ...printOffer({
      skuPrefix: 'ATL-P-RM-SALT',
      sizes: ['a3', 'a2'],
      frames: ['unframed', 'black', 'white', 'oak'],
      priceFactor: 1.35,
      unavailable: [{ size: 'a2', frame: 'white' }],
      stock: { 'A2-OAK': 2 },
    }),
  },
  {
    kind: 'print',
    slug: 'arches-of-the-south',
    title: 'Arches of the South',
    artistSlug: 'nadia-el-amrani',
    categorySlug: 'prints-and-editions',
    year: 2024,
    medium: 'Giclée print on Hahnemühle German Etching paper',
    widthCm: 50,
    heightCm: 70,
    dimensions: 'Up to 50 × 70 cm',
    description: [
      'A giclée edition of one of Nadia El Amrani’s cut-paper collages, printed with pigment inks on a textured etching paper that keeps the warmth of the original.',
      'The nested arches come from the courtyards of southern Morocco and the Alentejo alike: thick walls, deep shade, a slice of sun above.',
      'Signed in pencil by the artist. Open edition.',
    ],
    art: { style: 'arches', seed: 2203, palette: 'ochre' },
    featured: false,
    popularity: 389,
    publishedAt: '2024-08-20T10:00:00Z',
    edition: 'Open edition, signed',
    ...printOffer({
      skuPrefix: 'ATL-P-NE-ARCH',
      sizes: ['a4', 'a3', 'a2', '50x70'],
      frames: ['unframed', 'black', 'white', 'oak', 'walnut'],
      priceFactor: 1,
      unavailable: [
        { size: 'a4', frame: 'walnut' },
        { size: 'a4', frame: 'oak' },
      ],
    }),
  },
  {
    kind: 'print',
    slug: 'sun-over-marvila',
    title: 'Sun over Marvila',
    artistSlug: 'nadia-el-amrani',
    categorySlug: 'prints-and-editions',
    year: 2025,
    medium: 'Giclée print on Hahnemühle German Etching paper',
    widthCm: 42,
    heightCm: 59,
    dimensions: 'Up to A2 (42 × 59.4 cm)',
    description: [
      'Painted for the opening of a community library in Marvila, this design pairs two sets of arches under a low winter sun. The original collage remains in the library’s reading room.',
      'Signed in pencil by the artist. Open edition; part of every sale goes to the library’s children’s workshops.',
    ],
    art: { style: 'arches', seed: 2318, palette: 'rosewood' },
    featured: false,
    popularity: 157,
    publishedAt: '2025-01-21T10:00:00Z',
    edition: 'Open edition, signed',
    ...printOffer({
      skuPrefix: 'ATL-P-NE-MARV',
      sizes: ['a4', 'a3', 'a2'],
      frames: ['unframed', 'black', 'white', 'oak'],
      priceFactor: 1,
    }),
  },
  {
    kind: 'print',
    slug: 'quiet-harbour-giclee',
    title: 'Quiet Harbour (Giclée Edition)',
    artistSlug: 'ines-valadares',
    categorySlug: 'prints-and-editions',
    year: 2025,
    medium: 'Giclée print on Hahnemühle Photo Rag',
    widthCm: 50,
    heightCm: 70,
    dimensions: 'Up to 50 × 70 cm',
    description: [
      'A limited giclée edition of Quiet Harbour No. 3, proofed side by side with the painting until the printer could match the depth of its blue-grey.',
      'Printed on a heavy cotton paper with a soft, matt surface that keeps the painting’s veiled, layered light. Each print is signed and numbered by Inês Valadares.',
    ],
    art: { style: 'colour-field', seed: 1101, palette: 'atlantic' },
    featured: true,
    popularity: 468,
    publishedAt: '2025-09-30T10:00:00Z',
    edition: 'Edition of 100, signed and numbered',
    ...printOffer({
      skuPrefix: 'ATL-P-IV-HARB',
      sizes: ['a3', 'a2', '50x70'],
      frames: ['unframed', 'black', 'white', 'oak', 'walnut'],
      priceFactor: 1.6,
      unavailable: [{ size: 'a3', frame: 'walnut' }],
      stock: { '50X70-OAK': 1 },
    }),
  },
  {
    kind: 'print',
    slug: 'fig-leaves',
    title: 'Fig Leaves',
    artistSlug: 'clara-bettencourt',
    categorySlug: 'prints-and-editions',
    year: 2025,
    medium: 'Giclée print on fine-art paper of your choice',
    widthCm: 42,
    heightCm: 59,
    dimensions: 'Up to A2 (42 × 59.4 cm)',
    description: [
      'An edition made from Clara Bettencourt’s gouache studies of the fig trees of São Miguel, printed with archival pigment inks.',
      'Choose the paper: bright, smooth Photo Rag shows the flat gouache colour most faithfully; Baryta adds a gentle sheen; Japanese kozo gives a soft, fibrous surface that recalls the original sheet.',
      'Signed in pencil by the artist.',
    ],
    art: { style: 'botanical', seed: 2407, palette: 'olive' },
    featured: false,
    popularity: 301,
    publishedAt: '2025-05-06T10:00:00Z',
    edition: 'Edition of 200, signed',
    ...printOffer({
      skuPrefix: 'ATL-P-CB-FIG',
      sizes: ['a4', 'a3', 'a2'],
      frames: ['unframed', 'black', 'white', 'oak'],
      papers: ['photo-rag', 'baryta', 'kozo'],
      priceFactor: 1,
      unavailable: [
        { size: 'a2', paper: 'kozo' },
        { frame: 'black', paper: 'kozo' },
      ],
    }),
  },
  {
    kind: 'print',
    slug: 'wild-fennel',
    title: 'Wild Fennel',
    artistSlug: 'clara-bettencourt',
    categorySlug: 'prints-and-editions',
    year: 2024,
    medium: 'Giclée print on fine-art paper of your choice',
    widthCm: 42,
    heightCm: 59,
    dimensions: 'Up to A2 (42 × 59.4 cm)',
    description: [
      'Wild fennel grows on every roadside verge of the Portuguese coast in early summer. This print, from a gouache of stems gathered near Comporta, keeps its warm, dusty yellows and greens.',
      'Available on three papers. Signed in pencil by the artist.',
    ],
    art: { style: 'botanical', seed: 2503, palette: 'ochre' },
    featured: false,
    popularity: 142,
    publishedAt: '2024-06-25T10:00:00Z',
    edition: 'Edition of 200, signed',
    ...printOffer({
      skuPrefix: 'ATL-P-CB-FENN',
      sizes: ['a4', 'a3'],
      frames: ['unframed', 'white', 'oak'],
      papers: ['photo-rag', 'kozo'],
      priceFactor: 1,
    }),
  },
  {
    kind: 'print',
    slug: 'bauhaus-suite-no-2',
    title: 'Bauhaus Suite No. 2',
    artistSlug: 'mireille-castagne',
    categorySlug: 'prints-and-editions',
    year: 2024,
    medium: 'Five-colour screenprint on Munken paper',
    widthCm: 50,
    heightCm: 70,
    dimensions: 'Up to 50 × 70 cm',
    description: [
      'The second of three prints Mireille Castagne made in homage to the Bauhaus weaving workshop, where colour and proportion were worked out on the loom.',
      'Printed in five flat colours with crisp registration. Signed and numbered in pencil.',
    ],
    art: { style: 'geometric-grid', seed: 2609, palette: 'bauhaus' },
    featured: false,
    popularity: 337,
    publishedAt: '2024-02-13T10:00:00Z',
    edition: 'Edition of 120, signed and numbered',
    ...printOffer({
      skuPrefix: 'ATL-P-MC-BAU2',
      sizes: ['a3', 'a2', '50x70'],
      frames: ['unframed', 'black', 'white', 'oak', 'walnut'],
      priceFactor: 1.25,
      unavailable: [
        { size: 'a3', frame: 'walnut' },
        { size: 'a3', frame: 'oak' },
      ],
    }),
  },
  {
    kind: 'print',
    slug: 'circles-in-a-minor-key',
    title: 'Circles in a Minor Key',
    artistSlug: 'dorian-vesely',
    categorySlug: 'prints-and-editions',
    year: 2024,
    medium: 'Giclée print on Hahnemühle Photo Rag',
    widthCm: 50,
    heightCm: 70,
    dimensions: 'Up to 50 × 70 cm',
    description: [
      'An edition from a painting Dorian Veselý made during a winter of Schubert: dusky pinks and violets, with one warm circle holding the composition together.',
      'Printed with twelve pigment inks for smooth, deep tones. Signed and numbered by the artist.',
    ],
    art: { style: 'circles-arcs', seed: 2707, palette: 'dusk' },
    featured: false,
    popularity: 219,
    publishedAt: '2024-10-01T10:00:00Z',
    edition: 'Edition of 150, signed and numbered',
    ...printOffer({
      skuPrefix: 'ATL-P-DV-MINR',
      sizes: ['a4', 'a3', 'a2', '50x70'],
      frames: ['unframed', 'black', 'oak'],
      priceFactor: 1.1,
    }),
  },
  {
    kind: 'print',
    slug: 'ink-mountains-edition',
    title: 'Ink Mountains',
    artistSlug: 'haruto-niwase',
    categorySlug: 'prints-and-editions',
    year: 2025,
    medium: 'Giclée print on fine-art paper of your choice',
    widthCm: 42,
    heightCm: 59,
    dimensions: 'Up to A2 (42 × 59.4 cm)',
    description: [
      'An edition from one of Haruto Niwase’s ink paintings, proofed with the artist in Lisbon. The grey washes were the hardest part to reproduce, and the printer made eleven proofs before he was satisfied.',
      'On kozo paper the print is closest to the original sheet; Photo Rag gives slightly deeper blacks. Each print carries the artist’s red seal, applied by hand.',
    ],
    art: { style: 'ink-brush', seed: 1328, palette: 'sumi' },
    featured: false,
    popularity: 248,
    publishedAt: '2025-03-04T10:00:00Z',
    edition: 'Edition of 90, sealed and numbered',
    ...printOffer({
      skuPrefix: 'ATL-P-HN-MTNS',
      sizes: ['a4', 'a3', 'a2'],
      frames: ['unframed', 'white', 'oak'],
      papers: ['photo-rag', 'kozo'],
      priceFactor: 1.3,
      unavailable: [{ size: 'a2', paper: 'kozo', frame: 'white' }],
      stock: { 'A3-OAK-KOZO': 4 },
    }),
  },
  {
    kind: 'print',
    slug: 'north-atlantic-i',
    title: 'North Atlantic I',
    artistSlug: 'solveig-aamodt',
    categorySlug: 'photography',
    year: 2024,
    medium: 'Archival pigment print',
    widthCm: 70,
    heightCm: 50,
    dimensions: 'Up to 70 × 50 cm',
    description: [
      'A four-minute exposure made off the coast of Andøya at the end of February, when the sun barely clears the horizon and the sea is the colour of pewter.',
      'The long exposure smooths the waves into a single plane, leaving only a scatter of light where the sun touches the water. Solveig Aamodt prints every edition herself, on the paper you choose.',
      'Signed and numbered on the reverse. Framed prints are made with museum glass.',
    ],
    art: { style: 'seascape', seed: 3001, palette: 'nordic' },
    featured: true,
    popularity: 423,
    publishedAt: '2024-12-17T10:00:00Z',
    edition: 'Edition of 25, signed and numbered',
    ...printOffer({
      skuPrefix: 'ATL-P-SA-NAT1',
      sizes: ['a3', 'a2', '50x70'],
      frames: ['unframed', 'black', 'white', 'oak'],
      papers: ['photo-rag', 'baryta'],
      priceFactor: 2,
      unavailable: [{ size: 'a3', paper: 'baryta' }],
      stock: { '50X70-BLACK-BARYTA': 1, '50X70-OAK-PHOTO-RAG': 0 },
    }),
  },
  {
    kind: 'print',
    slug: 'lofoten-blue-hour',
    title: 'Lofoten, Blue Hour',
    artistSlug: 'solveig-aamodt',
    categorySlug: 'photography',
    year: 2023,
    medium: 'Archival pigment print on Hahnemühle Photo Rag Baryta',
    widthCm: 70,
    heightCm: 50,
    dimensions: 'Up to 70 × 50 cm',
    description: [
      'In midwinter the Lofoten islands have no sunrise, only a long blue hour at midday. Aamodt set up her camera on the beach at Haukland and let the shutter stay open for six minutes.',
      'Signed and numbered on the reverse.',
    ],
    art: { style: 'seascape', seed: 3109, palette: 'midnight' },
    featured: false,
    popularity: 276,
    publishedAt: '2023-12-12T10:00:00Z',
    edition: 'Edition of 25, signed and numbered',
    ...printOffer({
      skuPrefix: 'ATL-P-SA-LOFO',
      sizes: ['a3', 'a2', '50x70'],
      frames: ['unframed', 'black', 'white'],
      priceFactor: 2,
    }),
  },
  {
    kind: 'print',
    slug: 'cabo-da-roca-evening',
    title: 'Cabo da Roca, Evening',
    artistSlug: 'solveig-aamodt',
    categorySlug: 'photography',
    year: 2025,
    medium: 'Archival pigment print on Hahnemühle Photo Rag',
    widthCm: 70,
    heightCm: 50,
    dimensions: 'Up to 70 × 50 cm',
    description: [
      'The westernmost point of mainland Europe, photographed on a September evening when the sea below the cliffs turned violet and the sun went down behind a thin band of cloud.',
      'Made during Solveig Aamodt’s residency with the gallery in 2025. Signed and numbered on the reverse.',
    ],
    art: { style: 'seascape', seed: 3203, palette: 'dusk' },
    featured: false,
    popularity: 332,
    publishedAt: '2025-10-21T10:00:00Z',
    edition: 'Edition of 30, signed and numbered',
    ...printOffer({
      skuPrefix: 'ATL-P-SA-ROCA',
      sizes: ['a3', 'a2', '50x70'],
      frames: ['unframed', 'black', 'white', 'oak', 'walnut'],
      priceFactor: 1.8,
      unavailable: [{ size: 'a3', frame: 'walnut' }],
    }),
  },
  {
    kind: 'print',
    slug: 'fog-study-monsaraz',
    title: 'Fog Study, Monsaraz',
    artistSlug: 'solveig-aamodt',
    categorySlug: 'photography',
    year: 2025,
    medium: 'Archival pigment print on Hahnemühle Photo Rag',
    widthCm: 70,
    heightCm: 50,
    dimensions: 'Up to 70 × 50 cm',
    description: [
      'Aamodt’s first photograph made away from the sea: the Alentejo hills at first light, with fog lying in every valley like water.',
      'Photographed a few days after she visited Tomás Reigada’s studio, and hung beside his Alentejo Ridges in our spring exhibition. Signed and numbered on the reverse.',
    ],
    art: { style: 'layered-landscape', seed: 3307, palette: 'sage' },
    featured: false,
    popularity: 205,
    publishedAt: '2025-04-29T10:00:00Z',
    edition: 'Edition of 30, signed and numbered',
    ...printOffer({
      skuPrefix: 'ATL-P-SA-FOG',
      sizes: ['a3', 'a2', '50x70'],
      frames: ['unframed', 'black', 'white', 'oak'],
      priceFactor: 1.8,
    }),
  },
];

// ─── Journal ────────────────────────────────────────────────────────────────────────────────

/**
 * A picture of one of the gallery's works, painted from its own art: hung at true scale in a
 * room (`in-situ`, originals in oak, editions in black over a white mount) or a close-up of its
 * surface (`detail`). Journal covers and album pictures use it so that what the caption or the
 * title speaks of is what the picture shows.
 */
export function pictureOfWork(
  slug: string,
  kind: ArtworkView['kind'],
): { art: ArtSpec; view: ArtworkView } {
  const work = artworks.find((candidate) => candidate.slug === slug);
  if (!work) throw new Error(`pictureOfWork: no demo artwork '${slug}'.`);
  return {
    art: work.art,
    view:
      kind === 'detail'
        ? { kind: 'detail', workWidth: work.widthCm, workHeight: work.heightCm }
        : {
            kind: 'in-situ',
            widthCm: work.widthCm,
            heightCm: work.heightCm,
            frame: work.kind === 'original' ? 'oak' : 'black-with-mount',
          },
  };
}

/** A journal cover that is a picture of a work (see `pictureOfWork`). */
function coverOfWork(slug: string, kind: ArtworkView['kind']) {
  const { art, view } = pictureOfWork(slug, kind);
  return { cover: art, coverView: view };
}

export const blogPosts: readonly BlogPost[] = [
  {
    slug: 'inside-the-studio-ines-valadares',
    title: 'Inside the studio: Inês Valadares and the patience of colour',
    excerpt:
      'A morning in Marvila with a painter who needs three months and fifteen layers of oil to arrive at a single blue.',
    body: [
      {
        type: 'paragraph',
        text: 'Inês Valadares’s studio occupies the top floor of a former biscuit factory in Marvila. The windows face north over the river, and the light, she says, is the reason she signed the lease before she had even seen the stairs.',
      },
      {
        type: 'paragraph',
        text: 'There are never fewer than six canvases on the go. Each one is leaning against the wall at a slightly different stage of drying, and she moves between them in an order that seems to follow the weather as much as any plan.',
      },
      { type: 'heading', text: 'Fifteen layers, one colour' },
      {
        type: 'paragraph',
        text: 'Her paintings look simple from across the room: two or three soft rectangles on a dark ground. Up close they are anything but. A single field of blue-grey may contain fifteen veils of oil, each thinned almost to a stain, each left to dry for days before the next.',
      },
      {
        type: 'quote',
        text: 'I am not trying to paint a colour. I am trying to paint the moment a colour changes its mind.',
      },
      {
        type: 'paragraph',
        text: 'That is why she dislikes photographs of her work. The camera sees the top layer; a visitor standing in front of the painting for a few minutes sees all of them, one after another, as their eyes adjust.',
      },
      { type: 'heading', text: 'What comes next' },
      {
        type: 'paragraph',
        text: 'A new painting, Late Afternoon, Alfama, is on view in the gallery this month, alongside a limited giclée edition of Quiet Harbour No. 3, proofed over several weeks until the printer could match its depth.',
      },
    ],
    author: 'Beatriz Lemos',
    category: 'Studio Visits',
    tags: ['painting', 'studio', 'colour', 'marvila'],
    publishedAt: '2025-10-14T09:00:00Z',
    ...coverOfWork('quiet-harbour-no-3', 'detail'),
  },
  {
    slug: 'how-to-hang-a-salon-wall',
    title: 'How to hang a salon wall without losing your weekend',
    excerpt:
      'Paper templates, one strong horizontal and a little patience: our framer’s method for a crowded, happy wall.',
    body: [
      {
        type: 'paragraph',
        text: 'A salon wall, with many pictures of different sizes hung close together, is the most personal way to live with art. It is also the arrangement that sends most people to the hardware shop three times in one afternoon.',
      },
      { type: 'heading', text: 'Start on the floor' },
      {
        type: 'paragraph',
        text: 'Lay every piece on the floor in front of the wall and move them around until the group feels balanced. Put the largest or darkest work slightly off-centre, and let smaller pieces gather around it.',
      },
      { type: 'heading', text: 'Make paper templates' },
      {
        type: 'paragraph',
        text: 'Trace each frame onto kraft paper, mark where the hook will go, and tape the templates to the wall. Live with them for a day. It is much easier to move a sheet of paper than a nail hole.',
      },
      {
        type: 'quote',
        text: 'Keep the gaps equal, about five to eight centimetres, and the wall will look deliberate even if the frames are all different.',
      },
      {
        type: 'paragraph',
        text: 'Finally, choose one strong line, usually the top or the centre of the main piece, at around 150 cm from the floor, and build the rest of the arrangement out from it.',
      },
    ],
    author: 'João Afonso',
    category: 'Collecting',
    tags: ['hanging', 'framing', 'home', 'guide'],
    publishedAt: '2025-09-02T10:30:00Z',
    ...coverOfWork('composition-with-blue-threshold', 'in-situ'),
  },
  {
    slug: 'giclee-screenprint-lithograph-differences',
    title: 'Giclée, screenprint, lithograph: what is the difference?',
    excerpt:
      'A short, plain-language guide to the print techniques you will find in our Prints & Editions, and what they mean for the price.',
    body: [
      {
        type: 'paragraph',
        text: 'Every week someone asks us whether a print is “real”. The honest answer is that all of our editions are real works of art; they are simply made in different ways, and the way they are made affects how they look and what they cost.',
      },
      { type: 'heading', text: 'Screenprint' },
      {
        type: 'paragraph',
        text: 'Ink is pushed through a fine mesh screen, one colour at a time, by hand. The colours are flat and dense and sit slightly on top of the paper. Because every colour needs its own screen and its own pass, editions are small and each sheet varies a little.',
      },
      { type: 'heading', text: 'Giclée' },
      {
        type: 'paragraph',
        text: 'A high-resolution reproduction printed with archival pigment inks on fine-art paper. A good giclée, proofed with the artist, can reproduce the subtle gradations of a painting or a photograph that no other method can. Ours are signed, and most are numbered.',
      },
      { type: 'heading', text: 'Lithograph' },
      {
        type: 'paragraph',
        text: 'The artist draws on a stone or plate with a greasy crayon; ink sticks only where the drawing is. It is a slow, beautiful technique and rarer today. We show lithographs occasionally, when an artist has worked with a press.',
      },
      {
        type: 'quote',
        text: 'Ask who made the edition, how many there are, and whether the artist signed it. Those three answers tell you most of what matters.',
      },
    ],
    author: 'Marta Quintela',
    category: 'Collecting',
    tags: ['prints', 'editions', 'screenprint', 'giclee', 'guide'],
    publishedAt: '2025-06-18T09:00:00Z',
    ...coverOfWork('tide-table', 'detail'),
  },
  {
    slug: 'opening-night-lines-of-the-tide',
    title: 'Opening night: Lines of the Tide',
    excerpt:
      'Three artists, one river, and about two hundred guests spilling onto Rua da Rosa. Notes and pictures from our summer opening.',
    body: [
      {
        type: 'paragraph',
        text: 'Lines of the Tide brings together Rafael Monteverde’s screenprints, Greta Wendelin’s pen drawings and Solveig Aamodt’s long-exposure photographs: three very different ways of recording water that never stays still.',
      },
      {
        type: 'paragraph',
        text: 'By eight o’clock the gallery was full and the street outside had become a second room. Rafael pulled a last screenprint live in the back room, and the first ten sheets of Salt Lines were still drying on the rack when they were reserved.',
      },
      {
        type: 'quote',
        text: 'The river is a calendar. You just need enough patience to read it.',
      },
      {
        type: 'paragraph',
        text: 'The exhibition runs until the end of August. The full album from the evening is in our gallery pages, and every work is also available online.',
      },
    ],
    author: 'Beatriz Lemos',
    category: 'Exhibitions',
    tags: ['exhibition', 'opening', 'printmaking', 'photography'],
    publishedAt: '2025-06-18T21:30:00Z',
    ...coverOfWork('tide-table', 'in-situ'),
  },
  {
    slug: 'caring-for-works-on-paper',
    title: 'Caring for works on paper in a sunny flat',
    excerpt:
      'Lisbon light is wonderful for living and hard on drawings. Five simple habits that keep a gouache or an ink painting fresh for decades.',
    body: [
      {
        type: 'paragraph',
        text: 'Paper is more robust than people think, but it has two enemies: ultraviolet light and damp. In a bright Lisbon flat with thick stone walls, you may have plenty of both.',
      },
      { type: 'heading', text: 'Glass that filters light' },
      {
        type: 'paragraph',
        text: 'All of our framed works on paper use museum glass, which filters almost all ultraviolet light and has hardly any reflection. If you frame elsewhere, ask for UV-filtering glass: it is the single most useful thing you can do.',
      },
      { type: 'heading', text: 'Keep it off outside walls' },
      {
        type: 'paragraph',
        text: 'Old buildings breathe. Hang drawings on inner walls where possible, or add small felt spacers to the back of the frame so air can move behind it.',
      },
      {
        type: 'quote',
        text: 'If a spot is too bright to read a newspaper comfortably at noon, it is too bright for a drawing.',
      },
      {
        type: 'paragraph',
        text: 'Finally, rotate. Many collectors swap their works on paper with the seasons, which also has the happy side effect of making a familiar wall look new.',
      },
    ],
    author: 'João Afonso',
    category: 'Collecting',
    tags: ['conservation', 'works on paper', 'framing', 'home'],
    publishedAt: '2025-03-05T10:00:00Z',
    ...coverOfWork('fig-leaves', 'in-situ'),
  },
  {
    slug: 'a-week-with-haruto-niwase-in-sintra',
    title: 'A week with Haruto Niwase in Sintra',
    excerpt:
      'Grinding ink at six, painting at seven, walking in the mist until lunch: a week in the rhythm of an ink painter.',
    body: [
      {
        type: 'paragraph',
        text: 'Haruto Niwase spends part of every year in a small house above Sintra, where the Atlantic mist rolls over the hills most mornings. We joined him for a week in October.',
      },
      { type: 'heading', text: 'The morning' },
      {
        type: 'paragraph',
        text: 'The day starts with twenty minutes of grinding an ink stick on a stone with a little water. It is the only preparation he allows himself. Then he lays a sheet of kozo paper on a felt blanket and paints, usually one sheet, occasionally three.',
      },
      {
        type: 'quote',
        text: 'If I think while I paint, the brush hears it. The thinking must be finished before the ink is ready.',
      },
      {
        type: 'paragraph',
        text: 'Most sheets are kept as practice and never leave the house. The two he chose to sign that week, Morning Practice I and II, are now in the gallery.',
      },
    ],
    author: 'Marta Quintela',
    category: 'Studio Visits',
    tags: ['ink', 'studio', 'sintra', 'works on paper'],
    publishedAt: '2024-11-20T09:30:00Z',
    ...coverOfWork('morning-practice-i', 'in-situ'),
  },
  {
    slug: 'why-our-frames-are-made-two-streets-away',
    title: 'Why our frames are made two streets away',
    excerpt:
      'We could order frames from anywhere. We choose a workshop with three people, a bandsaw from 1974 and very high standards.',
    body: [
      {
        type: 'paragraph',
        text: 'Every frame you order with a print from Atelier is made by hand at a small workshop on Rua do Norte, two minutes’ walk from the gallery. We have worked with them since the day we opened.',
      },
      {
        type: 'paragraph',
        text: 'They cut every moulding to the millimetre, join the corners with hidden splines, and fit museum glass and acid-free backing boards. Oak and walnut come from a sawmill in Leiria that dries the timber slowly, so frames do not twist in Lisbon’s humid winters.',
      },
      { type: 'heading', text: 'Why it takes ten days' },
      {
        type: 'paragraph',
        text: 'Oil finishes need time to cure before a frame is wrapped. We would rather you waited a few extra days than received a frame that marks the wall.',
      },
      {
        type: 'quote',
        text: 'A good frame is the one you stop noticing after a week.',
      },
    ],
    author: 'João Afonso',
    category: 'Behind the Scenes',
    tags: ['framing', 'craft', 'bairro alto'],
    publishedAt: '2024-07-09T10:00:00Z',
    ...coverOfWork('terrace-rhythm', 'in-situ'),
  },
  {
    slug: 'notes-from-lisbon-gallery-weekend',
    title: 'Notes from Lisbon Gallery Weekend',
    excerpt:
      'Forty galleries, three days, and far too many pastéis de nata. What we saw, what we loved and what we will be thinking about all year.',
    body: [
      {
        type: 'paragraph',
        text: 'Every May the city’s galleries open their doors late for a long weekend of exhibitions, talks and studio visits. We kept Atelier open until midnight and then went out to see everybody else’s shows.',
      },
      { type: 'heading', text: 'Three things we noticed' },
      {
        type: 'paragraph',
        text: 'Painting is quietly confident again. Works on paper were everywhere, and often the best thing in the room. And more and more artists are making editions themselves, in small studios, rather than handing them to a print house.',
      },
      {
        type: 'paragraph',
        text: 'Our own contribution was a small show of Nadia El Amrani’s collages, hung low and close so visitors could see the edges of every cut.',
      },
    ],
    author: 'Beatriz Lemos',
    category: 'Exhibitions',
    tags: ['lisbon', 'gallery weekend', 'exhibition'],
    publishedAt: '2024-05-13T11:00:00Z',
    ...coverOfWork('tiles-remembered', 'in-situ'),
  },
  {
    slug: 'buying-your-first-original',
    title: 'Buying your first original: a short, honest guide',
    excerpt:
      'Buy what you cannot stop looking at, ask every question you like, and never let anyone rush you. The rest is detail.',
    body: [
      {
        type: 'paragraph',
        text: 'Most of the people who walk into the gallery have never bought an original work of art. Many of them leave with one, a few weeks later, after a second or third visit. That is exactly how it should be.',
      },
      { type: 'heading', text: 'Start with what you love' },
      {
        type: 'paragraph',
        text: 'Forget investment. Buy the work you keep thinking about on the way home. If it still moves you in ten years, it will have been worth every cent, whatever the market does.',
      },
      { type: 'heading', text: 'Ask about the work' },
      {
        type: 'paragraph',
        text: 'Who made it, when, with what, and how should it be cared for? A good gallery is happy to answer, and to put you in touch with the artist. Every original we sell comes with a signed certificate and a condition note.',
      },
      { type: 'heading', text: 'Ask about payment' },
      {
        type: 'paragraph',
        text: 'We offer interest-free payment over ten months on any original, and we will hold a work for you for a week while you decide.',
      },
      {
        type: 'quote',
        text: 'The best collections are built slowly, one conversation at a time.',
      },
    ],
    author: 'Marta Quintela',
    category: 'Collecting',
    tags: ['collecting', 'guide', 'originals'],
    publishedAt: '2024-02-27T10:00:00Z',
    ...coverOfWork('several-circles-for-janacek', 'in-situ'),
  },
];

// ─── Testimonials ───────────────────────────────────────────────────────────────────────────

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'We came in to look at a print and left, three visits later, with our first painting. Nobody ever hurried us, and Marta remembered every question we had asked the time before.',
    name: 'Helena and Rui Cardoso',
    role: 'Collectors, Porto',
    rating: 5,
  },
  {
    quote:
      'The framing is impeccable. My Solveig Aamodt photograph arrived in Copenhagen in a crate that could have survived a shipwreck, with a handwritten note about the paper.',
    name: 'Mette Kjærgaard',
    role: 'Architect, Copenhagen',
    rating: 5,
  },
  {
    quote:
      'A small gallery with a very clear eye. I always find something I did not know I was looking for, and the online shop is just as thoughtful as the room on Rua da Rosa.',
    name: 'Daniel Okonkwo',
    role: 'Designer, London',
    rating: 5,
  },
  {
    quote:
      'I bought the Tide Table screenprint for my father, who was a ship’s pilot on the Tagus for thirty years. He recognised the river before I had told him what it was.',
    name: 'Sofia Mendes',
    role: 'Lisbon',
    rating: 5,
  },
  {
    quote:
      'They helped us choose works for all forty rooms of our hotel, on budget and on time, and every artist came to the opening. Guests ask about the art every single day.',
    name: 'Pedro Antunes',
    role: 'General manager, Casa Ribeira Hotel, Porto',
    rating: 5,
  },
  {
    quote:
      'My print took a little longer than promised because the framer was not happy with the first corner. I was impatient at the time; now I am grateful.',
    name: 'Claire Dubois',
    role: 'Collector, Lyon',
    rating: 4,
  },
  {
    quote:
      'The interest-free payment plan made it possible for us to buy an original on a teacher’s salary. It hangs above our dining table and we look at it every evening.',
    name: 'Ana and Miguel Freitas',
    role: 'Teachers, Coimbra',
    rating: 5,
  },
  {
    quote:
      'Lovely gallery and very knowledgeable staff. The website could show the frames a little larger, but the team sent me photographs within the hour when I asked.',
    name: 'Thomas Berger',
    role: 'Collector, Zürich',
    rating: 4,
  },
  {
    quote:
      'Visiting Haruto Niwase’s studio in Sintra with the gallery was one of the most memorable afternoons of our year in Portugal.',
    name: 'Emily Hargreaves',
    role: 'Writer, Edinburgh',
    rating: 5,
  },
];

// ─── Portfolio ──────────────────────────────────────────────────────────────────────────────

export const portfolio: readonly PortfolioProject[] = [
  {
    slug: 'lines-of-the-tide',
    title: 'Lines of the Tide',
    category: 'Exhibitions',
    year: 2025,
    location: 'Atelier, Lisbon',
    summary:
      'Screenprints, pen drawings and long-exposure photographs by three artists who record water that never stays still.',
    description: [
      'Our summer exhibition brought together Rafael Monteverde, Greta Wendelin and Solveig Aamodt, whose very different practices share a fascination with tides, currents and the patience needed to record them.',
      'The show was hung as a single horizon line running around the gallery, so prints, drawings and photographs met at the same eye level. A screenprinting press in the back room produced a small edition live on the opening night.',
    ],
    cover: { style: 'contour-waves', seed: 6001, palette: 'atlantic' },
    images: [
      { style: 'contour-waves', seed: 6003, palette: 'azulejo' },
      { style: 'seascape', seed: 6005, palette: 'nordic' },
      { style: 'contour-waves', seed: 6007, palette: 'sage' },
      { style: 'seascape', seed: 6009, palette: 'dusk' },
    ],
  },
  {
    slug: 'colour-and-silence',
    title: 'Colour and Silence',
    category: 'Exhibitions',
    year: 2024,
    location: 'Atelier, Lisbon',
    summary:
      'Inês Valadares’s first solo exhibition with the gallery: eight large paintings in a darkened room.',
    description: [
      'We painted the gallery walls a deep warm grey and lit each canvas with a single narrow spot, so that the paintings seemed to give off their own light.',
      'Seven of the eight paintings found homes during the run of the exhibition, in Lisbon, Madrid, Antwerp and Porto.',
    ],
    cover: { style: 'colour-field', seed: 6011, palette: 'terracotta' },
    images: [
      { style: 'colour-field', seed: 6013, palette: 'rosewood' },
      { style: 'colour-field', seed: 6015, palette: 'atlantic' },
      { style: 'colour-field', seed: 6017, palette: 'ochre' },
    ],
  },
  {
    slug: 'paper-gardens',
    title: 'Paper Gardens',
    category: 'Exhibitions',
    year: 2024,
    location: 'Ponta Delgada, Azores',
    client: 'Azores Botanical Society',
    summary:
      'Clara Bettencourt’s botanical gouaches shown in the greenhouse of a nineteenth-century garden on São Miguel.',
    description: [
      'A touring exhibition organised with the Azores Botanical Society, which paired thirty of Clara Bettencourt’s studies with the living plants that inspired them.',
      'The works were hung on freestanding oak easels among the palms and tree ferns, and the show travelled to Lisbon in the autumn.',
    ],
    cover: { style: 'botanical', seed: 6019, palette: 'sage' },
    images: [
      { style: 'botanical', seed: 6021, palette: 'olive' },
      { style: 'botanical', seed: 6023, palette: 'dusk' },
      { style: 'botanical', seed: 6025, palette: 'ochre' },
      { style: 'layered-landscape', seed: 6027, palette: 'sage' },
    ],
  },
  {
    slug: 'casa-ribeira-hotel',
    title: 'Casa Ribeira Hotel',
    category: 'Commissions',
    year: 2025,
    location: 'Porto',
    client: 'Casa Ribeira Hotel',
    summary:
      'A collection of forty works for a boutique hotel on the Douro, from the lobby to every guest room.',
    description: [
      'Over eight months we worked with the hotel’s architects to place an original or a signed edition in every room, choosing artists whose work answers the river light of the Ribeira.',
      'The lobby centres on a large colour-field painting by Inês Valadares, commissioned for the space, with a wall of Solveig Aamodt’s photographs along the staircase.',
    ],
    cover: { style: 'colour-field', seed: 6029, palette: 'ochre' },
    images: [
      { style: 'seascape', seed: 6031, palette: 'atlantic' },
      { style: 'geometric-grid', seed: 6033, palette: 'terracotta' },
      { style: 'colour-field', seed: 6035, palette: 'rosewood' },
      { style: 'layered-landscape', seed: 6037, palette: 'olive' },
      { style: 'mosaic', seed: 6039, palette: 'ochre' },
    ],
  },
  {
    slug: 'mare-restaurant-triptych',
    title: 'Maré Restaurant Triptych',
    category: 'Commissions',
    year: 2024,
    location: 'Cascais',
    client: 'Maré Restaurant',
    summary: 'Three long horizontal paintings by Tomás Reigada for a seafront dining room.',
    description: [
      'The owners wanted the sea inside the room without a single literal wave. Tomás Reigada painted three panels of dunes, mist and horizon that run the length of the dining room.',
      'The panels were painted in the studio at full size and installed over a single night before the restaurant reopened for the summer.',
    ],
    cover: { style: 'layered-landscape', seed: 6041, palette: 'dusk' },
    images: [
      { style: 'layered-landscape', seed: 6043, palette: 'atlantic' },
      { style: 'layered-landscape', seed: 6045, palette: 'terracotta' },
      { style: 'seascape', seed: 6047, palette: 'rosewood' },
    ],
  },
  {
    slug: 'serrano-vidal-collection',
    title: 'A Collection for Serrano & Vidal',
    category: 'Commissions',
    year: 2023,
    location: 'Lisbon',
    client: 'Serrano & Vidal Advogados',
    summary:
      'A corporate collection of works on paper for a law firm’s new offices in a restored Pombaline building.',
    description: [
      'We selected twenty-four works on paper for meeting rooms and corridors, favouring quiet, concentrated pieces that reward a second look during a long meeting.',
      'All works were framed with museum glass and hung on a rail system, so the collection can be rotated every year.',
    ],
    cover: { style: 'ink-brush', seed: 6049, palette: 'sumi' },
    images: [
      { style: 'contour-waves', seed: 6051, palette: 'nordic' },
      { style: 'botanical', seed: 6053, palette: 'nordic' },
      { style: 'ink-brush', seed: 6055, palette: 'nordic' },
    ],
  },
  {
    slug: 'suspended-azulejos',
    title: 'Suspended Azulejos',
    category: 'Installations',
    year: 2025,
    location: 'Marvila, Lisbon',
    client: 'Marvila Cultural Association',
    summary:
      'Nadia El Amrani’s hanging installation of eight hundred painted paper tiles in a library atrium.',
    description: [
      'Eight hundred paper tiles, each painted and folded by hand during public workshops, hang on fine threads through the three-storey atrium of a new neighbourhood library.',
      'As the air moves the tiles turn slowly, and the blue and ochre patterns drift across the reading room floor in the afternoon sun.',
    ],
    cover: { style: 'mosaic', seed: 6057, palette: 'azulejo' },
    images: [
      { style: 'mosaic', seed: 6059, palette: 'azulejo' },
      { style: 'arches', seed: 6061, palette: 'rosewood' },
      { style: 'mosaic', seed: 6063, palette: 'ochre' },
      { style: 'geometric-grid', seed: 6065, palette: 'azulejo' },
    ],
  },
  {
    slug: 'ink-pavilion',
    title: 'Ink Pavilion',
    category: 'Installations',
    year: 2024,
    location: 'Sintra',
    client: 'Sintra Garden Festival',
    summary: 'Haruto Niwase’s long scrolls of ink hung in an open timber pavilion in the hills.',
    description: [
      'Twelve scrolls, each four metres long, were hung from the beams of a temporary timber pavilion and left open to the mist, the wind and the visitors walking between them.',
      'Niwase painted the final scroll in the pavilion itself on the festival’s last morning, watched by a silent crowd of two hundred people.',
    ],
    cover: { style: 'ink-brush', seed: 6067, palette: 'sumi' },
    images: [
      { style: 'ink-brush', seed: 6069, palette: 'sumi' },
      { style: 'ink-brush', seed: 6071, palette: 'midnight' },
      { style: 'layered-landscape', seed: 6073, palette: 'nordic' },
    ],
  },
  {
    slug: 'light-well',
    title: 'Light Well',
    category: 'Installations',
    year: 2023,
    location: 'Baixa, Lisbon',
    client: 'Rua dos Fanqueiros Housing Cooperative',
    summary:
      'Mireille Castagne’s painted stairwell, six floors of colour rising towards a skylight.',
    description: [
      'The residents of a restored Pombaline building asked for a stairwell that would feel sunny even in winter. Mireille Castagne answered with a sequence of geometric panels that grow lighter with every floor.',
      'The colours were mixed on site and tested in the building’s own light for a month before a single wall was painted.',
    ],
    cover: { style: 'geometric-grid', seed: 6075, palette: 'bauhaus' },
    images: [
      { style: 'geometric-grid', seed: 6077, palette: 'ochre' },
      { style: 'geometric-grid', seed: 6079, palette: 'sage' },
      { style: 'arches', seed: 6081, palette: 'bauhaus' },
      { style: 'geometric-grid', seed: 6083, palette: 'nordic' },
    ],
  },
  {
    slug: 'atlantic-archive',
    title: 'Atlantic Archive',
    category: 'Exhibitions',
    year: 2023,
    location: 'Bergen, Norway',
    summary:
      'Solveig Aamodt’s long exposures of the coast, shown in a former fish warehouse on the Bergen waterfront.',
    description: [
      'Twenty-two photographs made over ten winters, from Lofoten to the Portuguese coast, hung in a single long line at the height of the horizon.',
      'The exhibition was our first collaboration outside Portugal and introduced Aamodt’s work to the gallery’s collectors.',
    ],
    cover: { style: 'seascape', seed: 6085, palette: 'midnight' },
    images: [
      { style: 'seascape', seed: 6087, palette: 'nordic' },
      { style: 'seascape', seed: 6089, palette: 'atlantic' },
      { style: 'seascape', seed: 6091, palette: 'dusk' },
      { style: 'seascape', seed: 6093, palette: 'midnight' },
      { style: 'seascape', seed: 6095, palette: 'rosewood' },
    ],
  },
];

// ─── Albums ─────────────────────────────────────────────────────────────────────────────────

export const albums: readonly Album[] = [
  {
    slug: 'opening-night-lines-of-the-tide',
    title: 'Opening night: Lines of the Tide',
    description:
      'Two hundred guests, a screenprinting press in the back room and a street full of conversation. Pictures from our summer opening.',
    date: '2025-06-18T21:00:00Z',
    images: [
      {
        ...pictureOfWork('tide-table', 'in-situ'),
        caption:
          'Rafael Monteverde’s Tide Table on the long wall, hung at eye level above the bench.',
        location: 'Atelier, Lisbon',
      },
      {
        ...pictureOfWork('north-atlantic-i', 'in-situ'),
        caption: 'Solveig Aamodt’s North Atlantic I in the front room.',
        location: 'Atelier, Lisbon',
      },
      {
        ...pictureOfWork('salt-lines', 'detail'),
        caption: 'Salt Lines up close: the first pull, every contour printed by hand.',
        location: 'Print room, Atelier',
      },
      {
        ...pictureOfWork('isobars-over-sintra', 'in-situ'),
        caption:
          'Greta Wendelin’s Isobars over Sintra in its oak frame, hung where it can be read close up.',
      },
      {
        art: { style: 'seascape', seed: 7009, palette: 'dusk' },
        caption: 'The sun going down over the water, seen from the top of Rua da Rosa.',
        location: 'Rua da Rosa',
      },
      {
        ...pictureOfWork('lofoten-blue-hour', 'in-situ'),
        caption: 'Lofoten, Blue Hour by Solveig Aamodt in the quiet back room.',
      },
      {
        ...pictureOfWork('tide-table', 'detail'),
        caption: 'Detail of Tide Table: each line of the screenprint pulled by hand.',
      },
      {
        art: { style: 'layered-landscape', seed: 7015, palette: 'dusk' },
        caption: 'The hills across the river at nightfall, as the last guests left.',
        location: 'Miradouro de São Pedro de Alcântara',
      },
    ],
  },
  {
    slug: 'summer-in-the-alentejo',
    title: 'Summer in the Alentejo',
    description:
      'Four days on the road with Tomás Reigada, from Évora to Monsaraz, sketching at dawn and hiding from the heat at noon. The pictures are pages of his sketchbook.',
    date: '2024-08-12T10:00:00Z',
    images: [
      {
        art: { style: 'layered-landscape', seed: 7101, palette: 'olive' },
        caption: 'Tomás’s sketch of first light over the plain below Monsaraz.',
        location: 'Monsaraz',
      },
      {
        art: { style: 'layered-landscape', seed: 7103, palette: 'terracotta' },
        caption: 'Red earth and hills on the road to Reguengos, sketched from the car.',
        location: 'Reguengos de Monsaraz',
      },
      {
        art: { style: 'layered-landscape', seed: 7105, palette: 'ochre' },
        caption: 'Wheat fields after the harvest, in ochre bands.',
        location: 'Near Évora',
      },
      {
        art: { style: 'arches', seed: 7107, palette: 'ochre' },
        caption: 'A colour study of the arches in the old town.',
        location: 'Évora',
      },
      {
        art: { style: 'layered-landscape', seed: 7109, palette: 'sage' },
        caption: 'Mist over the hills around the Alqueva reservoir at six in the morning.',
        location: 'Alqueva',
      },
      {
        art: { style: 'seascape', seed: 7111, palette: 'rosewood' },
        caption: 'Sunset on the lake, the last sketch of the trip.',
        location: 'Alqueva',
      },
      {
        art: { style: 'layered-landscape', seed: 7113, palette: 'dusk' },
        caption: 'The hills towards Spain at dusk, ridge behind ridge.',
        location: 'Monsaraz',
      },
    ],
  },
  {
    slug: 'in-the-framing-workshop',
    title: 'In the framing workshop',
    description:
      'A morning with the three people who make every frame we sell, two streets from the gallery on Rua do Norte.',
    date: '2025-02-04T10:00:00Z',
    images: [
      {
        ...pictureOfWork('composition-with-blue-threshold', 'in-situ'),
        caption: 'Composition with Blue Threshold back from the workshop in its thin oak frame.',
        location: 'Rua do Norte, Lisbon',
      },
      {
        ...pictureOfWork('fig-leaves', 'in-situ'),
        caption:
          'Fig Leaves in a black frame over a wide white mount, the workshop’s standard for editions.',
      },
      {
        ...pictureOfWork('terrace-rhythm', 'detail'),
        caption:
          'Terrace Rhythm under the loupe: every edge of the paint is checked before glazing.',
      },
      {
        ...pictureOfWork('tiles-remembered', 'in-situ'),
        caption:
          'Tiles Remembered by Nadia El Amrani, framed deep enough for its layers of cut paper.',
      },
      {
        ...pictureOfWork('quiet-harbour-giclee', 'in-situ'),
        caption:
          'Quiet Harbour (Giclée Edition), framed and hung for a last look before it is wrapped.',
      },
      {
        ...pictureOfWork('fig-leaves', 'detail'),
        caption: 'Fig Leaves up close: the grain of the paper before the glass goes on.',
        location: 'Rua do Norte, Lisbon',
      },
    ],
  },
  {
    slug: 'studio-visits-2025',
    title: 'Studio visits, 2025',
    description:
      'Where the work is made: a year of visits to our artists’ studios, from a biscuit factory in Marvila to a cork warehouse in Seixal.',
    date: '2025-11-10T10:00:00Z',
    images: [
      {
        art: { style: 'colour-field', seed: 7301, palette: 'atlantic' },
        caption: 'A canvas in progress in Inês Valadares’s studio: blue over blue, layer by layer.',
        location: 'Marvila, Lisbon',
      },
      {
        art: { style: 'circles-arcs', seed: 7303, palette: 'midnight' },
        caption:
          'A new painting of circles and arcs on the wall of Dorian Veselý’s warehouse studio.',
        location: 'Seixal',
      },
      {
        art: { style: 'ink-brush', seed: 7305, palette: 'sumi' },
        caption: 'A practice sheet from Haruto Niwase’s morning session, sumi ink on kozo paper.',
        location: 'Sintra',
      },
      {
        art: { style: 'contour-waves', seed: 7307, palette: 'ochre' },
        caption: 'A proof of Rafael Monteverde’s next edition pinned up in his print room.',
        location: 'Arroios, Lisbon',
      },
      {
        art: { style: 'mosaic', seed: 7309, palette: 'rosewood' },
        caption: 'A collage in progress in Nadia El Amrani’s studio, cut from painted paper.',
        location: 'Graça, Lisbon',
      },
      {
        art: { style: 'botanical', seed: 7311, palette: 'sage' },
        caption:
          'A leaf study on Clara Bettencourt’s drawing table, drawn from the pressed leaves pinned above it.',
        location: 'Campo de Ourique, Lisbon',
      },
      {
        art: { style: 'geometric-grid', seed: 7313, palette: 'bauhaus' },
        caption: 'A paper maquette for a new painting on Mireille Castagne’s wall.',
        location: 'Campo de Ourique, Lisbon',
      },
      {
        art: { style: 'contour-waves', seed: 7315, palette: 'nordic' },
        caption:
          'A pen drawing in progress on Greta Wendelin’s desk: contour lines, one nib at a time.',
        location: 'Penha de França, Lisbon',
      },
      {
        art: { style: 'layered-landscape', seed: 7317, palette: 'olive' },
        caption: 'A page from Tomás Reigada’s Alentejo sketchbook, pinned above his easel.',
        location: 'Alcântara, Lisbon',
      },
    ],
  },
  {
    slug: 'north-with-solveig',
    title: 'North with Solveig',
    description:
      'Ten winter days on the Lofoten islands with Solveig Aamodt, waiting for the light and, mostly, for the wind to drop.',
    date: '2024-02-20T10:00:00Z',
    images: [
      {
        art: { style: 'seascape', seed: 7401, palette: 'midnight' },
        caption: 'The blue hour at midday on Haukland beach.',
        location: 'Haukland, Lofoten',
      },
      {
        art: { style: 'seascape', seed: 7403, palette: 'nordic' },
        caption: 'A four-minute exposure from the harbour wall.',
        location: 'Reine, Lofoten',
      },
      {
        art: { style: 'layered-landscape', seed: 7405, palette: 'nordic' },
        caption: 'Mountains across the fjord in falling snow.',
        location: 'Hamnøy, Lofoten',
      },
      {
        art: { style: 'seascape', seed: 7407, palette: 'atlantic' },
        caption: 'The ferry crossing from Bodø.',
        location: 'Vestfjorden',
      },
      {
        art: { style: 'layered-landscape', seed: 7409, palette: 'midnight' },
        caption: 'Moonrise over the ridges.',
        location: 'Flakstad, Lofoten',
      },
      {
        art: { style: 'seascape', seed: 7411, palette: 'dusk' },
        caption: 'The last evening, and the only sunset of the trip.',
        location: 'Uttakleiv, Lofoten',
      },
    ],
  },
];

// ─── Media ──────────────────────────────────────────────────────────────────────────────────

export const mediaItems: readonly MediaItem[] = [
  {
    kind: 'image',
    slug: 'gallery-front-room',
    title: 'The front room',
    caption: 'Paintings by Inês Valadares in the front room of the gallery.',
    location: 'Atelier, Rua da Rosa',
    art: { style: 'colour-field', seed: 8001, palette: 'rosewood' },
  },
  {
    kind: 'video',
    slug: 'film-pulling-a-screenprint',
    title: 'Pulling a screenprint',
    caption:
      'Rafael Monteverde prints the fourth colour of Tide Table in his Arroios studio (3 minutes).',
    location: 'Arroios, Lisbon',
    provider: 'vimeo',
    url: 'https://vimeo.com/824451903',
    poster: { style: 'contour-waves', seed: 8003, palette: 'atlantic' },
  },
  {
    kind: 'image',
    slug: 'tagus-from-the-terrace',
    title: 'The Tagus from the terrace',
    caption: 'The river at dusk from the gallery’s roof terrace, where we hold summer talks.',
    location: 'Bairro Alto, Lisbon',
    art: { style: 'seascape', seed: 8005, palette: 'dusk' },
  },
  {
    kind: 'image',
    slug: 'azulejo-study',
    title: 'Azulejo study',
    caption: 'A detail of Nadia El Amrani’s collage Tiles Remembered.',
    location: 'Graça, Lisbon',
    art: { style: 'mosaic', seed: 8007, palette: 'azulejo' },
  },
  {
    kind: 'image',
    slug: 'ink-on-kozo',
    title: 'Ink on kozo',
    caption: 'A practice sheet drying on felt in Haruto Niwase’s house.',
    location: 'Sintra',
    art: { style: 'ink-brush', seed: 8009, palette: 'sumi' },
  },
  {
    kind: 'video',
    slug: 'film-a-morning-with-haruto-niwase',
    title: 'A morning with Haruto Niwase',
    caption: 'From grinding the ink to the red seal: one painting, one breath (6 minutes).',
    location: 'Sintra',
    provider: 'youtube',
    url: 'https://www.youtube.com/watch?v=Qm7xL2pW4sA',
    poster: { style: 'ink-brush', seed: 8011, palette: 'sumi' },
  },
  {
    kind: 'image',
    slug: 'monsaraz-by-moonlight',
    title: 'Monsaraz by moonlight',
    caption:
      'The plain below Monsaraz, where Tomás Reigada made the first sketches for Alentejo Ridges.',
    location: 'Monsaraz, Alentejo',
    art: { style: 'layered-landscape', seed: 8013, palette: 'olive' },
  },
  {
    kind: 'image',
    slug: 'maquette-wall',
    title: 'The maquette wall',
    caption: 'Paper studies for new paintings, pinned above Mireille Castagne’s desk.',
    location: 'Campo de Ourique, Lisbon',
    art: { style: 'geometric-grid', seed: 8015, palette: 'bauhaus' },
  },
  {
    kind: 'image',
    slug: 'fern-house',
    title: 'The fern house',
    caption: 'The greenhouse where Paper Gardens was installed.',
    location: 'Ponta Delgada, Azores',
    art: { style: 'botanical', seed: 8017, palette: 'sage' },
  },
  {
    kind: 'image',
    slug: 'rehearsal-in-circles',
    title: 'Rehearsal in circles',
    caption: 'Dorian Veselý’s studio wall, with a quartet score pinned beside a new canvas.',
    location: 'Seixal',
    art: { style: 'circles-arcs', seed: 8019, palette: 'dusk' },
  },
  {
    kind: 'image',
    slug: 'courtyard-arches',
    title: 'Courtyard arches',
    caption: 'The old town walls that inspired Three Doors in Fès.',
    location: 'Fès, Morocco',
    art: { style: 'arches', seed: 8021, palette: 'terracotta' },
  },
  {
    kind: 'image',
    slug: 'andoya-in-february',
    title: 'Andøya in February',
    caption: 'The coast where Solveig Aamodt made North Atlantic I.',
    location: 'Andøya, Norway',
    art: { style: 'seascape', seed: 8023, palette: 'nordic' },
  },
  {
    kind: 'video',
    slug: 'film-lines-of-the-tide-walkthrough',
    title: 'Lines of the Tide: a walk through the exhibition',
    caption: 'Curator Beatriz Lemos introduces the summer exhibition, room by room (8 minutes).',
    location: 'Atelier, Lisbon',
    provider: 'youtube',
    url: 'https://www.youtube.com/watch?v=Hc3vT9nKe2Y',
    poster: { style: 'seascape', seed: 8025, palette: 'atlantic' },
  },
  {
    kind: 'image',
    slug: 'drawing-with-a-tenth-of-a-millimetre',
    title: 'A tenth of a millimetre',
    caption: 'A detail of Greta Wendelin’s Isobars over Sintra, drawn with a 0.1 mm pen.',
    location: 'Penha de França, Lisbon',
    art: { style: 'contour-waves', seed: 8027, palette: 'nordic' },
  },
  {
    kind: 'image',
    slug: 'salt-pans-alcochete',
    title: 'Salt pans, Alcochete',
    caption: 'The estuary pools that gave Rafael Monteverde the bands of Salt Lines.',
    location: 'Alcochete',
    art: { style: 'contour-waves', seed: 8029, palette: 'sage' },
  },
  {
    kind: 'image',
    slug: 'wrapped-for-travel',
    title: 'Wrapped for travel',
    caption: 'Every framed work leaves the gallery in a made-to-measure crate.',
    location: 'Atelier, Lisbon',
    art: { style: 'geometric-grid', seed: 8031, palette: 'ochre' },
  },
];

// ─── Home page ──────────────────────────────────────────────────────────────────────────────

export const homePage: HomePage = {
  heroSlides: [
    {
      title: 'Quiet Harbour',
      subtitle: 'New paintings and a limited giclée edition by Inês Valadares',
      art: { style: 'colour-field', seed: 1101, palette: 'atlantic' },
      link: '/product/quiet-harbour-no-3/',
    },
    {
      title: 'Lines of the Tide',
      subtitle: 'Screenprints, drawings and photographs of water that never stays still',
      art: { style: 'contour-waves', seed: 2003, palette: 'atlantic' },
      link: '/portfolio/',
    },
    {
      title: 'The Alentejo, slowly',
      subtitle: 'Landscapes by Tomás Reigada and photographs by Solveig Aamodt',
      art: { style: 'layered-landscape', seed: 4409, palette: 'olive' },
      link: '/product/alentejo-ridges/',
    },
    {
      title: 'Editions, framed to order',
      subtitle: 'Signed prints in four sizes, framed by hand two streets from the gallery',
      art: { style: 'arches', seed: 2203, palette: 'ochre' },
      link: '/shop/?category=prints-and-editions',
    },
  ],
  intro: {
    heading: 'A small gallery with a long view',
    paragraphs: [
      'Atelier opened in 2019 in a former bookbindery in the Bairro Alto. We represent ten artists, most of whom live and work in Lisbon, and show paintings, works on paper, photography and small-run editions.',
      'Everything you see online hangs in the gallery on Rua da Rosa, and we are always happy to send more photographs, talk about a work or arrange a studio visit.',
    ],
  },
  sections: {
    featured: 'Featured works',
    newArrivals: 'New in the gallery',
    journal: 'From the journal',
    testimonials: 'What our collectors say',
  },
};
