/**
 * One-page navigation (NAV-004…008, DEC-13) as pure rules: which section a `#!/…` address names,
 * which section is current while the visitor scrolls, and how long the scroll to a section takes.
 * The browser side is `apps/site/app/features/navigation/one-page-navigation.tsx`.
 *
 * Public API: `ONE_PAGE_PREFIX`, `ONE_PAGE_UP`, `ONE_PAGE_SPY_OFFSET_PX`, `ONE_PAGE_SCROLL_MS`,
 * `ONE_PAGE_MS_PER_1000_PX`, `onePageTarget(hash)`, `onePageHash(target)`,
 * `isOnePageHash(hash)`, `onePageAnchorId(target)`, `samePagePath(a, b)`, `currentOnePageSection(sections, scrollTop,
 * maxScrollTop)`, `onePageScrollDuration(distancePx)`.
 */

/** DEC-13: `#!/about` scrolls to the element whose id is `about`. */
export const ONE_PAGE_PREFIX = '#!/';

/** DEC-13, NAV-005: the target that means the top of the page (and the item above the first section). */
export const ONE_PAGE_UP = 'up';

/** NAV-007: a section becomes current once its top is within 100 px of the viewport's top. */
export const ONE_PAGE_SPY_OFFSET_PX = 100;

/** NAV-008: a one-page scroll takes 600 ms… */
export const ONE_PAGE_SCROLL_MS = 600;

/** …at the anchor scroll's base speed of 600 ms per 1000 px of distance (§9). */
export const ONE_PAGE_MS_PER_1000_PX = 600;

/**
 * The longest target accepted. Ids on this site are short words; anything longer is not one of
 * ours, and a bound keeps a hostile address from costing more than a glance.
 */
const MAX_TARGET_LENGTH = 64;

/**
 * A section id as this site writes them: letters (any script) and digits, joined by single
 * hyphens or underscores. No dots, slashes, spaces or punctuation, so `#!/../x`, `#!//x` or
 * `#!/x?y` name nothing rather than something surprising.
 */
const TARGET_PATTERN = /^[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*$/u;

/**
 * The section a hash names (`#!/visit` → `visit`, `#!/up` → `up`), or `undefined` when it is not
 * a one-page address or names nothing we would scroll to. The hash may arrive percent-encoded
 * (as `URL.hash` gives it): `#!/caf%C3%A9` → `café`. Total: never throws.
 */
export function onePageTarget(hash: string | null | undefined): string | undefined {
  if (typeof hash !== 'string' || !hash.startsWith(ONE_PAGE_PREFIX)) return undefined;
  const raw = hash.slice(ONE_PAGE_PREFIX.length);
  // Percent-encoded, a target may be several times its decoded length (9 bytes per letter at
  // most); anything beyond that cannot decode to an accepted target.
  if (raw.length === 0 || raw.length > MAX_TARGET_LENGTH * 9) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw).normalize('NFC');
  } catch {
    return undefined;
  }
  if (decoded.length > MAX_TARGET_LENGTH || !TARGET_PATTERN.test(decoded)) return undefined;
  return decoded;
}

export function isOnePageHash(hash: string | null | undefined): boolean {
  return onePageTarget(hash) !== undefined;
}

/** The address hash for a target: `visit` → `#!/visit`. */
export function onePageHash(target: string): string {
  return `${ONE_PAGE_PREFIX}${encodeURIComponent(target)}`;
}

/**
 * The id that makes `#!/<target>` work without JavaScript: the browser scrolls to the element
 * whose id is what follows `#`, so a section's heading also carries `!/<target>` (an id may hold
 * any character but a space). With JavaScript, the one-page navigation takes the click instead.
 */
export function onePageAnchorId(target: string): string {
  return `!/${target}`;
}

/**
 * Whether two paths are the same page: this site's pages end in a slash, but the router and
 * hand-written links may drop it (`/about` and `/about/` are one page).
 */
export function samePagePath(a: string, b: string): boolean {
  const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';
  return trimmed(a) === trimmed(b);
}

export interface SectionPosition {
  readonly id: string;
  /** The section's top in document coordinates (px from the page's start). */
  readonly top: number;
}

/**
 * NAV-007: the section in view while the visitor scrolls: the last one (in page order) whose top
 * is above the viewport's top plus 100 px; `up` above the first section. One addition: at the
 * very end of the page the last section is current even if it is too short to reach that line,
 * or its menu item could never be marked. `sections` are in page order; `maxScrollTop` is how
 * far the page can scroll (omit it to leave the end out).
 */
export function currentOnePageSection(
  sections: readonly SectionPosition[],
  scrollTop: number,
  maxScrollTop = Number.POSITIVE_INFINITY,
): string {
  if (sections.length === 0 || !Number.isFinite(scrollTop)) return ONE_PAGE_UP;
  const last = sections[sections.length - 1];
  if (last && maxScrollTop > 0 && scrollTop >= maxScrollTop - 1) return last.id;
  const line = scrollTop + ONE_PAGE_SPY_OFFSET_PX;
  let current = ONE_PAGE_UP;
  for (const section of sections) {
    if (section.top <= line) current = section.id;
    else break;
  }
  return current;
}

/**
 * NAV-008: how long the scroll to a section takes. The spec gives two figures: one-page scrolling
 * takes 600 ms, and the anchor scroll's base speed is 600 ms per 1000 px. Read together (ADR
 * 0026): a scroll moves at the base speed, and never takes longer than 600 ms, so 1000 px or
 * more takes 600 ms and a short hop is over as fast as it would move at that speed (a 250 px
 * hop: 150 ms) instead of crawling. A far scroll never drags on for seconds.
 */
export function onePageScrollDuration(distancePx: number): number {
  if (!Number.isFinite(distancePx)) return ONE_PAGE_SCROLL_MS;
  const distance = Math.abs(distancePx);
  return Math.min(ONE_PAGE_SCROLL_MS, Math.round((distance * ONE_PAGE_MS_PER_1000_PX) / 1000));
}
