import { cartTotals, type CartLine, type CartTotals, type ShippingPolicy } from './cart';
import type { Cents } from './money';

/**
 * How an order reaches the buyer. `collect` (paid and picked up at the gallery) ships nothing,
 * so it never costs shipping; `ship` costs what the destination's zone charges.
 */
export type DeliveryMethod = 'ship' | 'collect';

export const SHIPPING_ZONE_IDS = ['domestic', 'eu', 'world'] as const;
export type ShippingZoneId = (typeof SHIPPING_ZONE_IDS)[number];

export interface ShippingZone extends Omit<ShippingPolicy, 'freeFromCents'> {
  /** How the zone reads to a buyer: "Portugal", "the European Union", … */
  label: string;
  /** Subtotal from which (inclusive) shipping to this zone is free; null: never free. */
  freeFromCents: Cents | null;
}

/** The shop's shipping settings: one home country, the EU's members, a rate table per zone. */
export interface ShippingSettings {
  /** ISO code of the gallery's own country (the `domestic` zone). */
  homeCountry: string;
  /** ISO codes of the countries in the `eu` zone (the home country may be listed; it stays domestic). */
  euCountries: readonly string[];
  zones: Readonly<Record<ShippingZoneId, ShippingZone>>;
}

/** Where the order goes, as the checkout knows it. */
export interface Destination {
  method: DeliveryMethod;
  /** ISO code of the country the parcel travels to (ignored for collection). */
  country: string;
}

/** The zone a country ships in: home, then the EU, then the rest of the world. */
export function shippingZoneFor(
  country: string,
  settings: Pick<ShippingSettings, 'homeCountry' | 'euCountries'>,
): ShippingZoneId {
  const code = country.trim().toUpperCase();
  if (code === settings.homeCountry) return 'domestic';
  if (settings.euCountries.includes(code)) return 'eu';
  return 'world';
}

/** The cart's totals when shipped to `zone`: the zone's rates; a zone without a threshold is never free. */
export function zoneTotals(
  lines: readonly CartLine[],
  zone: ShippingZoneId,
  settings: ShippingSettings,
): CartTotals {
  const rates = settings.zones[zone];
  return cartTotals(lines, {
    flatPrintCents: rates.flatPrintCents,
    originalCents: rates.originalCents,
    // Never free: a threshold no safe-integer subtotal reaches.
    freeFromCents: rates.freeFromCents ?? Number.MAX_SAFE_INTEGER,
  });
}

/**
 * Subtotal, shipping and total for an order going to `destination`. Collection costs no
 * shipping; shipping costs what the destination's zone charges. An empty cart costs nothing.
 */
export function deliveredTotals(
  lines: readonly CartLine[],
  destination: Destination,
  settings: ShippingSettings,
): CartTotals & { zone: ShippingZoneId | null } {
  if (destination.method === 'collect') {
    const totals = cartTotals(lines, { flatPrintCents: 0, originalCents: 0, freeFromCents: 0 });
    return { ...totals, zone: null };
  }
  const zone = shippingZoneFor(destination.country, settings);
  return { ...zoneTotals(lines, zone, settings), zone };
}

/**
 * Shipping for the cart to every zone: what a checkout page needs to update its totals in the
 * browser the moment the buyer changes country or delivery (collection is always 0), without
 * sending the rate table or the lines' kinds. The server prices the order again when it is placed.
 */
export function shippingQuotes(
  lines: readonly CartLine[],
  settings: ShippingSettings,
): Record<ShippingZoneId, Cents> {
  return {
    domestic: zoneTotals(lines, 'domestic', settings).shippingCents,
    eu: zoneTotals(lines, 'eu', settings).shippingCents,
    world: zoneTotals(lines, 'world', settings).shippingCents,
  };
}
