import type { AttributeOption, PrintVariation, VariationAttribute } from './print-variations';
import { createRandom, hashString } from './random';

/** Most copies of one variation a single order may take; real stock lowers it further. */
export const ORDER_LIMIT = 10;

export type SizeId = 'a4' | 'a3' | 'a2' | '50x70';
export type FrameId = 'unframed' | 'black' | 'white' | 'oak' | 'walnut';
export type PaperId = 'photo-rag' | 'baryta' | 'kozo';

interface PricedOption<Id extends string> extends AttributeOption {
  readonly id: Id;
}

const sizes: readonly PricedOption<SizeId>[] = [
  { id: 'a4', name: 'A4', swatch: { type: 'label' } },
  { id: 'a3', name: 'A3', swatch: { type: 'label' } },
  { id: 'a2', name: 'A2', swatch: { type: 'label' } },
  { id: '50x70', name: '50 × 70 cm', swatch: { type: 'label' } },
];

const frames: readonly PricedOption<FrameId>[] = [
  // Unframed shows the bare sheet's colour, so the row of frame swatches stays all colours.
  { id: 'unframed', name: 'Unframed', swatch: { type: 'color', value: '#ebe6dc' } },
  { id: 'black', name: 'Black', swatch: { type: 'color', value: '#1d1d1f' } },
  { id: 'white', name: 'White', swatch: { type: 'color', value: '#f5f3ef' } },
  { id: 'oak', name: 'Natural oak', swatch: { type: 'color', value: '#c8a27a' } },
  { id: 'walnut', name: 'Walnut', swatch: { type: 'color', value: '#5b3a29' } },
];

const papers: readonly PricedOption<PaperId>[] = [
  {
    id: 'photo-rag',
    name: 'Hahnemühle Photo Rag 308 g',
    swatch: { type: 'image', art: { style: 'paper-sample', seed: 308, palette: 'nordic' } },
  },
  {
    id: 'baryta',
    name: 'Canson Baryta Photographique',
    swatch: { type: 'image', art: { style: 'paper-sample', seed: 310, palette: 'sumi' } },
  },
  {
    id: 'kozo',
    name: 'Japanese kozo 110 g',
    swatch: { type: 'image', art: { style: 'paper-sample', seed: 110, palette: 'ochre' } },
  },
];

/** House prices in cents for an open edition, before the artwork's own price factor. */
const sheetPrice: Readonly<Record<SizeId, number>> = {
  a4: 4500,
  a3: 6500,
  a2: 9500,
  '50x70': 12500,
};
const framePrice: Readonly<Record<SizeId, number>> = {
  a4: 4000,
  a3: 5500,
  a2: 8500,
  '50x70': 11000,
};
const frameFactor: Readonly<Record<FrameId, number>> = {
  unframed: 0,
  black: 1,
  white: 1,
  oak: 1.15,
  walnut: 1.3,
};
const paperSurcharge: Readonly<Record<PaperId, Readonly<Record<SizeId, number>>>> = {
  'photo-rag': { a4: 0, a3: 0, a2: 0, '50x70': 0 },
  baryta: { a4: 1000, a3: 1500, a2: 2000, '50x70': 2500 },
  kozo: { a4: 2000, a3: 2500, a2: 3500, '50x70': 4500 },
};

export interface PrintOfferPlan {
  /** Start of every SKU of this print, e.g. 'RMV-TIDE'. */
  readonly skuPrefix: string;
  readonly sizes: readonly SizeId[];
  readonly frames: readonly FrameId[];
  /** Only fine-art papers that change the price get a 'Paper' attribute. */
  readonly papers?: readonly PaperId[];
  /** 1 is the house open-edition price; signed, limited editions cost more. */
  readonly priceFactor: number;
  /** Combinations the framer does not make; every listed key must match. */
  readonly unavailable?: readonly Readonly<{ size?: SizeId; frame?: FrameId; paper?: PaperId }>[];
  /** Fixed stock for given SKU suffixes (e.g. 'A2-WALNUT'), where a demo case must exist. */
  readonly stock?: Readonly<Record<string, number>>;
}

export interface PrintOffer {
  readonly attributes: readonly VariationAttribute[];
  readonly variations: readonly PrintVariation[];
}

function pickOptions<Id extends string>(
  all: readonly PricedOption<Id>[],
  wanted: readonly Id[],
): PricedOption<Id>[] {
  return all.filter((option) => wanted.includes(option.id));
}

/** Rounded to whole five-euro steps, as a shop would print them. */
const roundPrice = (cents: number): number => Math.round(cents / 500) * 500;

/**
 * A plausible spread of stock: a few sold out, a few nearly gone, most comfortably available.
 * Seeded by the SKU prefix, so the figures never change between runs.
 */
function stockFor(random: ReturnType<typeof createRandom>): number {
  const roll = random.next();
  if (roll < 0.12) return 0;
  if (roll < 0.3) return random.int(1, 4);
  return random.int(10, 50);
}

/** Builds the attributes and every offered variation of a print from a compact plan. */
export function printOffer(plan: PrintOfferPlan): PrintOffer {
  const sizeOptions = pickOptions(sizes, plan.sizes);
  const frameOptions = pickOptions(frames, plan.frames);
  const paperOptions = plan.papers ? pickOptions(papers, plan.papers) : [];
  const attributes: VariationAttribute[] = [
    { id: 'size', name: 'Size', options: sizeOptions },
    { id: 'frame', name: 'Frame', options: frameOptions },
  ];
  if (paperOptions.length > 0) {
    attributes.push({ id: 'paper', name: 'Paper', options: paperOptions });
  }

  const random = createRandom(hashString(plan.skuPrefix));
  const variations: PrintVariation[] = [];
  const paperChoices: (PricedOption<PaperId> | undefined)[] =
    paperOptions.length > 0 ? paperOptions : [undefined];
  for (const size of sizeOptions) {
    for (const frame of frameOptions) {
      for (const paper of paperChoices) {
        const excluded = (plan.unavailable ?? []).some(
          (rule) =>
            (rule.size === undefined || rule.size === size.id) &&
            (rule.frame === undefined || rule.frame === frame.id) &&
            (rule.paper === undefined || rule.paper === paper?.id),
        );
        // Draw the stock even for excluded combinations, so editing the exclusions never reshuffles the rest.
        const drawnStock = stockFor(random);
        if (excluded) continue;
        const suffix = [size.id, frame.id, paper?.id]
          .filter((part) => part !== undefined)
          .join('-')
          .toUpperCase();
        const stock = plan.stock?.[suffix] ?? drawnStock;
        const cents =
          (sheetPrice[size.id] + framePrice[size.id] * frameFactor[frame.id]) * plan.priceFactor +
          (paper ? paperSurcharge[paper.id][size.id] : 0);
        variations.push({
          attributes: paper
            ? { size: size.id, frame: frame.id, paper: paper.id }
            : { size: size.id, frame: frame.id },
          priceCents: roundPrice(cents),
          stock,
          maxQuantity: Math.min(stock, ORDER_LIMIT),
          sku: `${plan.skuPrefix}-${suffix}`,
        });
      }
    }
  }
  return { attributes, variations };
}
