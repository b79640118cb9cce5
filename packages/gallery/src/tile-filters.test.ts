import { describe, expect, it } from 'vitest';
import {
  FILTER_HASH_PREFIX,
  FILTER_QUERY,
  addressWithFilter,
  filterFromAddress,
  isFilterName,
  tileInFilter,
} from './tile-filters';
import { queryValue, splitAddress, withQueryValue } from './tile-query';

describe('filter from the address (GAL-002)', () => {
  it('GAL-002 the filter comes from the query parameter ftg-set', () => {
    expect(FILTER_QUERY).toBe('ftg-set');
    expect(filterFromAddress({ search: '?ftg-set=prints', hash: '' })).toBe('prints');
    expect(filterFromAddress({ search: '?page=2&ftg-set=studio&x=1', hash: '' })).toBe('studio');
    expect(filterFromAddress({ search: 'ftg-set=photography', hash: '' })).toBe('photography');
  });

  it('GAL-002 the filter comes from the hash prefix #ftg-set', () => {
    expect(FILTER_HASH_PREFIX).toBe('#ftg-set-');
    expect(filterFromAddress({ search: '', hash: '#ftg-set-paintings' })).toBe('paintings');
    expect(filterFromAddress({ search: '?x=1', hash: 'ftg-set-prints' })).toBe('prints');
    expect(filterFromAddress({ search: '', hash: '#lightbox-albums-3' })).toBeUndefined();
  });

  it('GAL-002 the query wins over the hash', () => {
    expect(filterFromAddress({ search: '?ftg-set=prints', hash: '#ftg-set-studio' })).toBe(
      'prints',
    );
  });

  it('GAL-002 no filter shows all tiles', () => {
    expect(filterFromAddress({ search: '', hash: '' })).toBeUndefined();
    expect(filterFromAddress({ search: '?ftg-set=', hash: '' })).toBeUndefined();
    expect(filterFromAddress({ search: '?ftg-set', hash: '' })).toBeUndefined();
  });

  it('GAL-002 a name that is not a set name is ignored, and then the hash applies', () => {
    const bad = [
      'Prints',
      'prints!',
      '<script>',
      'a'.repeat(41),
      'prints%20',
      '%E0%A4%A',
      'x/y',
      'ftg set',
    ];
    for (const name of bad) {
      expect(filterFromAddress({ search: `?ftg-set=${name}`, hash: '' })).toBeUndefined();
      expect(filterFromAddress({ search: '', hash: `#ftg-set-${name}` })).toBeUndefined();
      expect(filterFromAddress({ search: `?ftg-set=${name}`, hash: '#ftg-set-studio' })).toBe(
        'studio',
      );
    }
    expect(isFilterName('a'.repeat(40))).toBe(true);
    expect(isFilterName('late-works-2024')).toBe(true);
    expect(isFilterName('')).toBe(false);
    expect(isFilterName(undefined)).toBe(false);
  });

  it('GAL-002 the first ftg-set parameter counts, and percent-encoding is decoded', () => {
    expect(filterFromAddress({ search: '?ftg-set=prints&ftg-set=studio', hash: '' })).toBe(
      'prints',
    );
    expect(filterFromAddress({ search: '?ftg%2Dset=pr%69nts', hash: '' })).toBe('prints');
  });
});

describe('tiles in a filter (GAL-002)', () => {
  it('GAL-002 a tile shows when it is in the selected set, every tile when none is selected', () => {
    expect(tileInFilter(['prints', 'studio'], 'prints')).toBe(true);
    expect(tileInFilter(['prints', 'studio'], 'paintings')).toBe(false);
    expect(tileInFilter([], 'paintings')).toBe(false);
    expect(tileInFilter([], undefined)).toBe(true);
    expect(tileInFilter(['prints'], undefined)).toBe(true);
  });
});

describe('address with a filter (GAL-002)', () => {
  it('GAL-002 a filter change sets ftg-set and keeps the other parameters in their order', () => {
    expect(addressWithFilter('/albums/', 'prints')).toBe('/albums/?ftg-set=prints');
    expect(addressWithFilter('/albums/?a=1&b=x%20y', 'prints')).toBe(
      '/albums/?a=1&b=x%20y&ftg-set=prints',
    );
    expect(addressWithFilter('/albums/?a=1&ftg-set=studio&b=2', 'prints')).toBe(
      '/albums/?a=1&ftg-set=prints&b=2',
    );
  });

  it('GAL-002 choosing all removes ftg-set, and so does a name that is not valid', () => {
    expect(addressWithFilter('/albums/?ftg-set=prints', undefined)).toBe('/albums/');
    expect(addressWithFilter('/albums/?a=1&ftg-set=prints&b=2', undefined)).toBe(
      '/albums/?a=1&b=2',
    );
    expect(addressWithFilter('/albums/?ftg-set=prints', 'Not Valid')).toBe('/albums/');
  });

  it('GAL-005 a filter change drops the chunk page, and a #ftg-set hash, keeping another hash', () => {
    expect(addressWithFilter('/albums/?ftg-page=3&ftg-set=prints', 'studio')).toBe(
      '/albums/?ftg-set=studio',
    );
    expect(addressWithFilter('/albums/#ftg-set-prints', undefined)).toBe('/albums/');
    expect(addressWithFilter('/albums/?a=1#ftg-set-prints', 'studio')).toBe(
      '/albums/?a=1&ftg-set=studio',
    );
    expect(addressWithFilter('/albums/#top', 'studio')).toBe('/albums/?ftg-set=studio#top');
  });

  it('GAL-002 an address built for a filter reads back as that filter', () => {
    for (const filter of ['prints', 'studio', undefined]) {
      const address = splitAddress(addressWithFilter('/albums/?x=1#ftg-set-paintings', filter));
      expect(filterFromAddress(address)).toBe(filter);
    }
  });
});

describe('query helpers', () => {
  it('GAL-002 reads and rewrites one parameter, leaving bad encoding of others alone', () => {
    expect(queryValue('?a=1&b=two+words', 'b')).toBe('two words');
    expect(queryValue('?a=%ZZ', 'a')).toBeUndefined();
    expect(withQueryValue('?a=%ZZ&b=1', 'b', '2')).toBe('?a=%ZZ&b=2');
    expect(withQueryValue('?b=1&b=2', 'b', '3')).toBe('?b=3');
    expect(withQueryValue('', 'b', 'x y')).toBe('?b=x%20y');
    expect(withQueryValue('?a=1&&b=2', 'a', undefined)).toBe('?b=2');
    expect(splitAddress('/p?q=1#h?x')).toEqual({ path: '/p', search: '?q=1', hash: '#h?x' });
  });
});
