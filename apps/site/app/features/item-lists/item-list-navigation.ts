import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * The address an item list has just moved to on its own (an answer already drew that state):
 * the route's loader must not fetch the same state again. Back and Forward, and any other
 * navigation, run the loader as usual, and the list takes the loader's state.
 *
 * React Router asks a route's `shouldRevalidate` more than once for one navigation (when it
 * plans the navigation and again in its single-fetch data strategy), so the mark holds for the
 * whole navigation: the list clears it once its `navigate` has settled (`clearAddressDrawn`).
 */
let drawnAddress: string | undefined;

export function markAddressDrawn(address: string) {
  drawnAddress = address;
}

/** Ends the mark for `address` (a later mark for another address stays). */
export function clearAddressDrawn(address: string) {
  if (drawnAddress === address) drawnAddress = undefined;
}

/** The list routes' `shouldRevalidate`: skip the loader for the address a list drew. */
export function itemListShouldRevalidate({
  nextUrl,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, 'nextUrl' | 'defaultShouldRevalidate'>): boolean {
  const next = `${nextUrl.pathname}${nextUrl.search}`;
  if (drawnAddress !== undefined && next === drawnAddress) return false;
  drawnAddress = undefined;
  return defaultShouldRevalidate;
}
