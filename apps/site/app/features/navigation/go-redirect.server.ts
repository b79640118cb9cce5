import { data, redirect } from 'react-router';
import { MENU_ADDRESSES } from './main-navigation';

/** Longer than any address of the menu by far; anything longer is not one of them. */
const MAX_TARGET_LENGTH = 200;

/**
 * The select menu's "Go" without scripts (NAV-016): `/go/?to=/albums/` answers 303 to that page.
 * It goes only to an address the menu itself offers, compared exactly, so it can never be used
 * to send a visitor elsewhere (no open redirect): no `to` (or several) is 400, anything else 404,
 * each with a sentence saying why.
 */
export function goRedirect(request: Request) {
  const targets = new URL(request.url).searchParams.getAll('to');
  const [target] = targets;
  if (targets.length !== 1 || target === undefined || target === '')
    throw data('Choose one page to go to.', { status: 400 });
  if (target.length > MAX_TARGET_LENGTH || !MENU_ADDRESSES.has(target))
    throw data('That page is not in the menu.', { status: 404 });
  return redirect(target, { status: 303 });
}
