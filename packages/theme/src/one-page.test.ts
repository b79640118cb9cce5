import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentOnePageSection,
  isOnePageHash,
  ONE_PAGE_UP,
  onePageAnchorId,
  onePageHash,
  onePageScrollDuration,
  onePageTarget,
  samePagePath,
} from './one-page';

describe('one-page addresses', () => {
  it('NAV-004 DEC-13 #!/<id> names the section whose id follows the prefix', () => {
    expect(onePageTarget('#!/visit')).toBe('visit');
    expect(onePageTarget('#!/our-story')).toBe('our-story');
    expect(onePageTarget('#!/studio_2')).toBe('studio_2');
    expect(onePageHash('visit')).toBe('#!/visit');
    // What the browser looks for at #!/visit when no script takes the click.
    expect(onePageAnchorId('visit')).toBe('!/visit');
  });

  it('NAV-005 DEC-13 #!/up names the top of the page', () => {
    expect(onePageTarget('#!/up')).toBe(ONE_PAGE_UP);
  });

  it('NAV-004 accepts unicode ids, percent-encoded or not, and builds them back', () => {
    expect(onePageTarget('#!/café')).toBe('café');
    expect(onePageTarget('#!/caf%C3%A9')).toBe('café');
    // A decomposed é is the same id as the composed one.
    expect(onePageTarget('#!/cafe\u0301')).toBe('café');
    expect(onePageTarget('#!/visitas-ao-estúdio')).toBe('visitas-ao-estúdio');
    expect(onePageTarget(onePageHash('café'))).toBe('café');
  });

  it('NAV-004 hostile or malformed hashes name nothing', () => {
    for (const hash of [
      '',
      '#',
      '#!',
      '#!/',
      '#!//',
      '#!//story',
      '#!/../x',
      '#!/..',
      '#!/./story',
      '#!/story/',
      '#!/story/../x',
      '#!/story?x=1',
      '#!/story#x',
      '#!/sto ry',
      '#!/%20',
      '#!/%',
      '#!/%E0%A4%A',
      '#!/<script>',
      '#!/"onmouseover',
      '#!/-story',
      '#!/story-',
      '#!/a--b',
      '#story',
      '!/story',
      '#/story',
      `#!/${'a'.repeat(65)}`,
      `#!/${'%C3%A9'.repeat(100)}`,
      `#!/${'a'.repeat(100_000)}`,
    ]) {
      expect(onePageTarget(hash), hash.slice(0, 40)).toBeUndefined();
      expect(isOnePageHash(hash)).toBe(false);
    }
    expect(onePageTarget(`#!/${'a'.repeat(64)}`)).toBe('a'.repeat(64));
    expect(onePageTarget(undefined)).toBeUndefined();
    expect(onePageTarget(null)).toBeUndefined();
  });

  it('NAV-004 never throws and only ever returns a plain word', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (tail) => {
        const target = onePageTarget(`#!/${tail}`);
        if (target !== undefined) {
          expect(target).toMatch(/^[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*$/u);
          expect(target.length).toBeLessThanOrEqual(64);
        }
      }),
    );
  });

  it('a page is the same with or without its closing slash', () => {
    expect(samePagePath('/about/', '/about')).toBe(true);
    expect(samePagePath('/about/', '/about/')).toBe(true);
    expect(samePagePath('/', '/')).toBe(true);
    expect(samePagePath('/about/', '/faq/')).toBe(false);
    expect(samePagePath('/about/', '/')).toBe(false);
  });
});

describe('one-page scroll spy', () => {
  const sections = [
    { id: 'story', top: 600 },
    { id: 'artists', top: 1400 },
    { id: 'studio', top: 2300 },
    { id: 'visit', top: 3000 },
  ];

  it('NAV-007 above the first section the up item is current', () => {
    expect(currentOnePageSection(sections, 0, 4000)).toBe('up');
    expect(currentOnePageSection(sections, 499, 4000)).toBe('up');
    expect(currentOnePageSection([], 800)).toBe('up');
  });

  it('NAV-007 the current section is the last whose top is above the viewport top + 100 px', () => {
    expect(currentOnePageSection(sections, 500, 4000)).toBe('story');
    expect(currentOnePageSection(sections, 1299, 4000)).toBe('story');
    expect(currentOnePageSection(sections, 1300, 4000)).toBe('artists');
    expect(currentOnePageSection(sections, 2250, 4000)).toBe('studio');
    expect(currentOnePageSection(sections, 2900, 4000)).toBe('visit');
  });

  it('NAV-007 at the end of the page the last section is current, however short it is', () => {
    expect(currentOnePageSection(sections, 2600, 2600)).toBe('visit');
    expect(currentOnePageSection(sections, 2500, 2600)).toBe('studio');
  });

  it('NAV-007 the choice only moves forward as the page scrolls down (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 25_000 }),
        fc.integer({ min: 0, max: 25_000 }),
        fc.integer({ min: 0, max: 25_000 }),
        (tops, first, second, maxScroll) => {
          const sorted = [...tops]
            .sort((a, b) => a - b)
            .map((top, index) => ({
              id: `s${index}`,
              top,
            }));
          const rank = (id: string) => (id === 'up' ? -1 : Number(id.slice(1)));
          const low = Math.min(first, second, maxScroll);
          const high = Math.min(Math.max(first, second), maxScroll);
          const atLow = currentOnePageSection(sorted, low, maxScroll);
          const atHigh = currentOnePageSection(sorted, high, maxScroll);
          expect(rank(atHigh)).toBeGreaterThanOrEqual(rank(atLow));
          const firstTop = sorted[0]?.top ?? 0;
          if (low + 100 < firstTop && low < maxScroll - 1) expect(atLow).toBe('up');
        },
      ),
    );
  });

  it('a position that is not a number is the top', () => {
    expect(currentOnePageSection(sections, Number.NaN, 4000)).toBe('up');
  });
});

describe('one-page scroll duration', () => {
  it('NAV-008 moves at 600 ms per 1000 px and never takes longer than 600 ms', () => {
    expect(onePageScrollDuration(0)).toBe(0);
    expect(onePageScrollDuration(250)).toBe(150);
    expect(onePageScrollDuration(-500)).toBe(300);
    expect(onePageScrollDuration(1000)).toBe(600);
    expect(onePageScrollDuration(8000)).toBe(600);
    expect(onePageScrollDuration(Number.NaN)).toBe(600);
  });

  it('NAV-008 is a growing function of the distance, between 0 and 600 ms (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          expect(onePageScrollDuration(near)).toBeLessThanOrEqual(onePageScrollDuration(far));
          expect(onePageScrollDuration(far)).toBeLessThanOrEqual(600);
          expect(onePageScrollDuration(near)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
