import { data, redirect, type AppLoadContext } from 'react-router';
import { formFields } from '~/shared/form-data';
import { postedFromThisSite } from '~/shared/page-post-origin.server';
import { OWNER_ACCESS_MESSAGES, STUDIO_NONCE_ACTION, STUDIO_NONCE_FIELD } from './studio-paths';

interface StudioArgs {
  request: Request;
  context: AppLoadContext;
}

export type StudioRefusal = { message: string; kind: 'not-owner' | 'needs-second-factor' };

/**
 * Issue 21: every studio loader and action starts here (loaders run side by side, so the
 * layout's check would not hold for its children). Signed out: to the login, back here after.
 * A customer, or an owner whose sign-in skipped the second step: 403 with the reason. The owner
 * gets the nonce their page's forms carry.
 */
export async function requireOwner({ request, context }: StudioArgs) {
  const access = await context.services.studio.accessOf(context.account);
  if (access.kind === 'signed-out') {
    const url = new URL(request.url);
    throw redirect(
      `/my-account/login/?redirect_to=${encodeURIComponent(url.pathname + url.search)}`,
    );
  }
  if (access.kind !== 'owner') {
    throw data<StudioRefusal>(
      { kind: access.kind, message: OWNER_ACCESS_MESSAGES[access.kind] },
      { status: 403, headers: { 'cache-control': 'private, no-store' } },
    );
  }
  return {
    owner: access.owner,
    nonce: context.services.nonces.issue(STUDIO_NONCE_ACTION, context.sessionId),
  };
}

/**
 * A studio post: an owner's, from a page of this site, with the studio nonce of their session.
 * Answers the owner and the posted fields; a stale or foreign post gets a 403 that says so.
 */
export async function requireOwnerPost(args: StudioArgs) {
  const { owner } = await requireOwner(args);
  const { request, context } = args;
  const form = await request.formData().catch(() => undefined);
  const fields = form ? formFields(form) : undefined;
  if (
    !fields ||
    !postedFromThisSite(request) ||
    !context.services.nonces.verify(
      STUDIO_NONCE_ACTION,
      context.sessionId,
      fields[STUDIO_NONCE_FIELD],
    )
  ) {
    throw data<StudioRefusal>(
      {
        kind: 'not-owner',
        message:
          'This page was open too long or came from elsewhere. Please reload it and try again.',
      },
      { status: 403 },
    );
  }
  return { owner, fields };
}
