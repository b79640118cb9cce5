import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * The address an item list has just moved to on its own (an answer already drew that state):
 * the route's loader must not fetch the same state again. Back and Forward, and any other
 * navigation, run the loader as usual, and the list takes the loader's state.
 */
let drawnAddress: string | undefined;

export function markAddressDrawn(address: string) {
  drawnAddress = address;
}

/** The list routes' `shouldRevalidate`: skip the loader once for the address a list drew. */
export function itemListShouldRevalidate({
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const next = `${nextUrl.pathname}${nextUrl.search}`;
  if (drawnAddress !== undefined && next === drawnAddress) {
    drawnAddress = undefined;
    return false;
  }
  drawnAddress = undefined;
  return defaultShouldRevalidate;
}
