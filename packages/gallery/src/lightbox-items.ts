/**
 * What a lightbox shows (LBX-001, LBX-003): images, video and map embeds, ajax content fetched
 * from a same-origin page (LBX-013) and inline content taken from an element of the page. Every
 * item may carry a title, a description and a location; `href` is the original's address, the
 * target of the error texts' links (DEC-17) and of the trigger that opens the item without
 * JavaScript.
 */
export interface LightboxCaption {
  title?: string;
  description?: string;
  location?: string;
}

export interface LightboxImageSource {
  src: string;
  width: number;
  height: number;
}

export type LightboxItem =
  | (LightboxCaption & {
      type: 'image';
      src: string;
      srcSet?: readonly LightboxImageSource[];
      width?: number;
      height?: number;
      alt: string;
      href: string;
    })
  | (LightboxCaption & { type: 'video'; src: string; href: string; poster?: string })
  | (LightboxCaption & { type: 'map'; src: string; href: string })
  | (LightboxCaption & { type: 'ajax'; src: string; href: string })
  | (LightboxCaption & { type: 'inline'; targetId: string; href?: string });

export type LightboxItemType = LightboxItem['type'];

/** The caption lines shown under an item, in order, leaving out the empty ones. */
export function captionLines(
  item: LightboxCaption,
): { kind: keyof LightboxCaption; text: string }[] {
  const lines: { kind: keyof LightboxCaption; text: string }[] = [];
  for (const kind of ['title', 'description', 'location'] as const) {
    const text = item[kind]?.trim();
    if (text) lines.push({ kind, text });
  }
  return lines;
}

/** The address an item's "open the original" link points to, if it has one (DEC-17). */
export function originalAddress(item: LightboxItem): string | undefined {
  return item.href;
}
