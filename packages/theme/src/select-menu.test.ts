import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SELECT_MENU_MAX_DASHES,
  selectMenuOptions,
  selectMenuPrefix,
  type SelectMenuNode,
} from './select-menu';

describe('select menu prefixes', () => {
  it('NAV-017 DEC-19 one dash per level, none at the top', () => {
    expect(selectMenuPrefix(0)).toBe('');
    expect(selectMenuPrefix(1)).toBe('- ');
    expect(selectMenuPrefix(2)).toBe('-- ');
    expect(selectMenuPrefix(5)).toBe('----- ');
  });

  it('NAV-017 DEC-19 property: never more than 5 dashes, and one per level up to that', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 1_000 }), (depth) => {
        const dashes = selectMenuPrefix(depth).trim().length;
        expect(dashes).toBeLessThanOrEqual(SELECT_MENU_MAX_DASHES);
        expect(dashes).toBe(Math.min(Math.max(depth, 0), 5));
      }),
    );
  });

  it('NAV-017 garbage depths count as the top level', () => {
    expect(selectMenuPrefix(Number.NaN)).toBe('');
    expect(selectMenuPrefix(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('NAV-017 property: options follow the tree in order, each prefixed for its depth', () => {
    // Trees up to eight levels deep (past the five-dash cap), two children a node: a recursive
    // generator without a depth bound grows trees that take seconds per run.
    const nodeOfDepth = (depth: number): fc.Arbitrary<SelectMenuNode> =>
      fc.record(
        {
          label: fc.string({ minLength: 1, maxLength: 5 }),
          to: fc.webPath(),
          children:
            depth <= 1 ? fc.constant([]) : fc.array(nodeOfDepth(depth - 1), { maxLength: 2 }),
        },
        { requiredKeys: ['label', 'to'] },
      );
    const node = nodeOfDepth(8);
    fc.assert(
      fc.property(fc.array(node, { maxLength: 4 }), (tree) => {
        const flat: { label: string; to: string; depth: number }[] = [];
        const walk = (nodes: readonly SelectMenuNode[], depth: number) => {
          for (const each of nodes) {
            flat.push({ label: each.label, to: each.to, depth });
            walk(each.children ?? [], depth + 1);
          }
        };
        walk(tree, 0);
        const options = selectMenuOptions(tree);
        expect(options.map((option) => option.value)).toEqual(flat.map((each) => each.to));
        options.forEach((option, index) => {
          expect(option.label).toBe(
            `${selectMenuPrefix(flat[index]?.depth ?? 0)}${flat[index]?.label}`,
          );
          expect(option.label.match(/^-*/)?.[0].length ?? 0).toBeLessThanOrEqual(5);
        });
      }),
      { numRuns: 200 },
    );
  });
});
