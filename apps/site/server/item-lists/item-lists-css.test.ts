import { readFileSync } from 'node:fs';
import { MASONRY, masonryTemplate } from '@atelier/theme/masonry';
import { describe, expect, it } from 'vitest';

/** The item-list room's stylesheet (the browser's side of the room, `app/features/item-lists`). */
const css = readFileSync(
  new URL('../../app/features/item-lists/item-lists.css', import.meta.url),
  'utf8',
);

/** The declarations of the first rule for `selector` in the stylesheet. */
function rule(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`item-lists.css has no rule for ${selector}`);
  return css.slice(start, css.indexOf('}', start));
}

describe('the item grid stylesheet', () => {
  it('LIST-016 lays the grid out by the masonry rule: 200 px columns at least, 6 at most, 20 px apart', () => {
    const grid = rule('.item-list__grid');
    expect(grid).toContain(`grid-template-columns: ${masonryTemplate()};`);
    expect(grid).toContain(`gap: ${MASONRY.gapPx}px;`);
    // The sixth-of-the-row floor is what caps the columns at 6: (6 - 1) gaps of 20 px.
    expect(masonryTemplate()).toContain(
      `calc((100% - ${(MASONRY.maxColumns - 1) * MASONRY.gapPx}px) / ${MASONRY.maxColumns})`,
    );
  });
});
