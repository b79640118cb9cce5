import { redirect } from 'react-router';
import { signOutAction } from '~/features/accounts/account-pages.server';
import type { Route } from './+types/my-account-logout';

/** Signing out is a POST with the account nonce; a GET only goes to the account page. */
export const loader = () => redirect('/my-account/');
export const action = (args: Route.ActionArgs) => signOutAction(args);
