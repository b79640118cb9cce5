import { afterEach, describe, expect, it } from 'vitest';
import {
  clearAddressDrawn,
  itemListShouldRevalidate,
  markAddressDrawn,
} from './item-list-navigation';

const check = (address: string) =>
  itemListShouldRevalidate({
    nextUrl: new URL(address, 'http://127.0.0.1'),
    defaultShouldRevalidate: true,
  });

describe('the list routes skip the loader for a state an answer drew', () => {
  afterEach(() => clearAddressDrawn('/blog/?category=collecting'));

  it('LIST-007 every check of the drawn navigation skips the loader (React Router asks twice), until it settles', () => {
    markAddressDrawn('/blog/?category=collecting');
    expect(check('/blog/?category=collecting')).toBe(false);
    expect(check('/blog/?category=collecting')).toBe(false);
    clearAddressDrawn('/blog/?category=collecting');
    // Back, Forward or a link to the same address later: the loader runs.
    expect(check('/blog/?category=collecting')).toBe(true);
  });

  it('LIST-001 any other address runs the loader and ends the mark', () => {
    markAddressDrawn('/blog/?category=collecting');
    expect(check('/blog/')).toBe(true);
    expect(check('/blog/?category=collecting')).toBe(true);
    // A stale clear does not end a newer mark.
    markAddressDrawn('/blog/?orderby=name&order=asc');
    clearAddressDrawn('/blog/?category=collecting');
    expect(check('/blog/?orderby=name&order=asc')).toBe(false);
    clearAddressDrawn('/blog/?orderby=name&order=asc');
  });
});
