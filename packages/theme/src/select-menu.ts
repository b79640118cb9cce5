/**
 * The small select menu's option labels (NAV-017, DEC-19).
 *
 * API: `SELECT_MENU_MAX_DASHES`, `selectMenuPrefix(depth)`, `selectMenuOptions(tree)`.
 */

/** Deeper levels than five all show five dashes (DEC-19). */
export const SELECT_MENU_MAX_DASHES = 5;

/**
 * The prefix of an option at `depth` (0 for a top-level item): one dash per level, at most five,
 * followed by a space when there is any. A negative, fractional or non-finite depth counts as
 * the nearest sensible level (0 for garbage).
 */
export function selectMenuPrefix(depth: number): string {
  const level = Number.isFinite(depth) ? Math.max(0, Math.floor(depth)) : 0;
  const dashes = Math.min(level, SELECT_MENU_MAX_DASHES);
  return dashes === 0 ? '' : `${'-'.repeat(dashes)} `;
}

export interface SelectMenuNode {
  readonly label: string;
  readonly to: string;
  readonly children?: readonly SelectMenuNode[];
}

export interface SelectMenuOption {
  readonly label: string;
  readonly value: string;
  readonly depth: number;
}

/** The tree in document order (a parent before its children), each label with its prefix. */
export function selectMenuOptions(tree: readonly SelectMenuNode[]): SelectMenuOption[] {
  const options: SelectMenuOption[] = [];
  const walk = (nodes: readonly SelectMenuNode[], depth: number) => {
    for (const node of nodes) {
      options.push({ label: `${selectMenuPrefix(depth)}${node.label}`, value: node.to, depth });
      if (node.children) walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return options;
}
