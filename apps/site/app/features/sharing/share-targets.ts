import { shareAddress as pictureShareAddress } from '@atelier/gallery/tile-share';
import {
  PAGE_SHARE_NETWORKS,
  PAGE_SHARE_NETWORK_NAMES,
  linkedInShareAddress,
  whatsAppShareAddress,
  type PageShareNetwork,
} from '@atelier/theme/share-links';

/** What a page shares: its absolute location, its title, and a picture for Pinterest. */
export interface SharedPageDetails {
  url: string;
  title: string;
  /** The absolute address of the page's picture; Pinterest pins it. */
  image?: string;
}

export interface ShareTarget {
  network: PageShareNetwork;
  name: string;
  href: string;
}

/**
 * NAV-012, MISC-013, DEC-16: the share overlay's five links. Facebook, X and Pinterest use the
 * tile gallery's addresses (`@atelier/gallery/tile-share`), LinkedIn and WhatsApp the theme's, so
 * each network's address is written once. Pinterest pins a picture: a page without one offers
 * it the page's location and Pinterest lets the visitor choose from the page.
 */
export function shareTargets(page: SharedPageDetails): ShareTarget[] {
  const picture = { pageUrl: page.url, imageUrl: page.image ?? '', title: page.title };
  return PAGE_SHARE_NETWORKS.map((network) => ({
    network,
    name: PAGE_SHARE_NETWORK_NAMES[network],
    href:
      network === 'linkedin'
        ? linkedInShareAddress(page)
        : network === 'whatsapp'
          ? whatsAppShareAddress(page)
          : pictureShareAddress(network, picture),
  }));
}

/** A site path or absolute address made absolute on the site's public address. */
export function absoluteOn(base: string, address: string): string {
  try {
    return new URL(address, base).href;
  } catch {
    return address;
  }
}
