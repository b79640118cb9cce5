import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterAfterClick,
  itemsToDelete,
  listQuery,
  listTermCounts,
  listTermSlug,
  readItemListAnswer,
  selectListPage,
  termFromWire,
  type ListEntry,
} from './item-list';

const entry = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  name: fc.string({ maxLength: 8 }),
  date: fc.integer({ min: 0, max: 2_000_000_000_000 }),
  terms: fc.array(fc.constantFrom<string>('a', 'b', 'c'), { maxLength: 2 }),
});
const entries = fc.uniqueArray(entry, { selector: (item) => item.id, maxLength: 40 });

describe('item list rules', () => {
  it('LIST-014 a category name becomes its filter term; the filters count each category once', () => {
    expect(listTermSlug('Installations')).toBe('installations');
    expect(listTermSlug('  Studio & Visits! ')).toBe('studio-visits');
    expect(listTermCounts(['Exhibitions', 'Installations', 'Exhibitions'])).toEqual([
      { slug: 'exhibitions', name: 'Exhibitions', count: 2 },
      { slug: 'installations', name: 'Installations', count: 1 },
    ]);
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 30 }), (names) => {
        const counts = listTermCounts(names);
        expect(counts.reduce((sum, term) => sum + term.count, 0)).toBe(names.length);
        expect(new Set(counts.map((term) => term.slug)).size).toBe(counts.length);
        for (const term of counts) expect(term.slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it("LIST-003 the term: '0' becomes 'none', empty means all, else the slug", () => {
    expect(termFromWire('0')).toEqual({ kind: 'none' });
    expect(termFromWire('')).toEqual({ kind: 'all' });
    expect(termFromWire(undefined)).toEqual({ kind: 'all' });
    expect(termFromWire(['x'])).toEqual({ kind: 'all' });
    expect(termFromWire('prints')).toEqual({ kind: 'slug', slug: 'prints' });
  });

  it('LIST-015 clicking the active filter again shows all; another makes it active', () => {
    expect(filterAfterClick('prints', 'prints')).toBeUndefined();
    expect(filterAfterClick('prints', 'paintings')).toBe('paintings');
    expect(filterAfterClick(undefined, 'prints')).toBe('prints');
    expect(filterAfterClick('prints', undefined)).toBeUndefined();
  });

  it("LIST-001 LIST-003 a term 'none' shows nothing, 'all' everything, a slug only its items", () => {
    fc.assert(
      fc.property(entries, fc.constantFrom('a', 'b', 'z'), (list, slug) => {
        const base = { orderby: 'date', order: 'desc', page: 1, perPage: 1000 } as const;
        expect(selectListPage(list, { ...base, term: { kind: 'none' } }).total).toBe(0);
        expect(selectListPage(list, { ...base, term: { kind: 'all' } }).total).toBe(list.length);
        const some = selectListPage(list, { ...base, term: { kind: 'slug', slug } });
        expect(some.items.every((item) => item.terms.includes(slug))).toBe(true);
        expect(some.total).toBe(list.filter((item) => item.terms.includes(slug)).length);
      }),
    );
  });

  it('LIST-001 LIST-014 the pages of a sorted list hold every item once, in order', () => {
    fc.assert(
      fc.property(
        entries,
        fc.constantFrom('date', 'name'),
        fc.constantFrom('asc', 'desc'),
        fc.integer({ min: 1, max: 7 }),
        (list, orderby, order, perPage) => {
          const query = { term: { kind: 'all' } as const, orderby, order, perPage };
          const { pages } = selectListPage(list, { ...query, page: 1 });
          const walked: ListEntry[] = [];
          for (let page = 1; page <= pages; page += 1) {
            walked.push(...selectListPage(list, { ...query, page }).items);
          }
          expect(walked.map((item) => item.id).sort((a, b) => a - b)).toEqual(
            list.map((item) => item.id).sort((a, b) => a - b),
          );
          for (let index = 1; index < walked.length; index += 1) {
            const [a, b] = [walked[index - 1], walked[index]];
            if (!a || !b) continue;
            const key =
              orderby === 'date'
                ? a.date - b.date
                : a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
            if (key !== 0) expect(Math.sign(key)).toBe(order === 'asc' ? -1 : 1);
          }
          expect(selectListPage(list, { ...query, page: pages + 1 }).items).toEqual([]);
        },
      ),
    );
  });

  it('LIST-004 itemsToDelete: the held items the new page does not show; none after "more"', () => {
    expect(itemsToDelete([1, 2, 3], [3, 4], 'filter')).toEqual([1, 2]);
    expect(itemsToDelete([1, 2, 3], [4], 'paginator')).toEqual([1, 2, 3]);
    expect(itemsToDelete([1, 2, 3], [4], 'more')).toEqual([]);
  });

  it('LIST-004 LIST-005 only a success answer with every field is read', () => {
    const good = {
      success: true,
      html: '<p>x</p>',
      orderby: 'date',
      order: 'desc',
      newNonce: 'n',
      itemsToDelete: [1],
      paginationHtml: '',
      currentPage: 2,
      pages: 3,
      total: 20,
    };
    expect(readItemListAnswer(good)).toEqual(good);
    expect(readItemListAnswer({ ...good, success: false })).toBeUndefined();
    expect(readItemListAnswer({ ...good, itemsToDelete: ['1'] })).toBeUndefined();
    expect(readItemListAnswer({ ...good, newNonce: undefined })).toBeUndefined();
    expect(readItemListAnswer('<html>')).toBeUndefined();
    expect(readItemListAnswer(null)).toBeUndefined();
  });

  it('every list state has an address, defaults left out', () => {
    const defaults = { defaultOrderby: 'date', defaultOrder: 'desc' } as const;
    expect(listQuery({ ...defaults, page: 1 })).toEqual([]);
    expect(
      listQuery({ ...defaults, category: 'prints', orderby: 'name', order: 'asc', page: 3 }),
    ).toEqual([
      ['category', 'prints'],
      ['orderby', 'name'],
      ['order', 'asc'],
      ['page', '3'],
    ]);
  });
});
