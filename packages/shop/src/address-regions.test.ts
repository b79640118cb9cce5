import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_REGIONS, addressRegionsOf, regionFor, regionProblem } from './address-regions';

describe('address regions', () => {
  it('issue 12: the US, Canada, Australia and Brazil need a state or province; Portugal does not', () => {
    expect(addressRegionsOf('US')?.regions.some((region) => region.code === 'NY')).toBe(true);
    expect(addressRegionsOf('CA')?.label).toBe('Province / Territory');
    expect(addressRegionsOf('AU')?.regions).toHaveLength(8);
    expect(addressRegionsOf('BR')?.regions).toHaveLength(27);
    expect(addressRegionsOf('PT')).toBeUndefined();
    expect(addressRegionsOf('toString')).toBeUndefined();
  });

  it('issue 12: a region is required and must come from the list where the country has regions', () => {
    expect(regionProblem('US', '')).toBe('State is a required field.');
    expect(regionProblem('US', 'XX')).toBe('Please choose a state from the list.');
    expect(regionProblem('US', 'NY')).toBeUndefined();
    expect(regionProblem('PT', '')).toBeUndefined();
    expect(regionProblem('PT', 'anything')).toBeUndefined();
    expect(regionFor('PT', 'NY')).toBe('');
    expect(regionFor('US', ' NY ')).toBe('NY');
  });

  it('issue 12: every listed code is accepted, and codes are unique per country', () => {
    for (const [country, { regions }] of Object.entries(ADDRESS_REGIONS)) {
      expect(new Set(regions.map((region) => region.code)).size).toBe(regions.length);
      for (const region of regions) {
        expect(region.name).not.toBe('');
        expect(regionProblem(country, region.code)).toBeUndefined();
      }
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const listed = ADDRESS_REGIONS.CA?.regions.some((region) => region.code === text);
        expect(regionProblem('CA', text) === undefined).toBe(listed === true);
      }),
    );
  });
});
