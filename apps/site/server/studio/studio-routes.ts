import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../platform/http/api-errors';
import { OWNER_ACCESS_MESSAGES } from '~/features/studio/studio-paths';
import { ownerAccessOf, type SignedInAccount, type StudioOwner } from './owner-access';

/** Where a signed-out visitor is sent, coming back to the studio address they asked for. */
export const studioLoginAddress = (path: string) =>
  `/my-account/login/?redirect_to=${encodeURIComponent(path)}`;

/**
 * Issue 21: a studio address the server answers itself rather than a page: a CSV export, an
 * uploaded file. Registered under `/studio/`, each behind the owner check.
 */
export interface StudioDownload {
  /** A Fastify route under `/studio/`, e.g. `/studio/orders/export.csv`. */
  path: string;
  handle(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: StudioOwner,
  ): FastifyReply | Promise<FastifyReply>;
}

/**
 * The owner check for the server's own studio routes (the pages run theirs in their loaders):
 * signed out, a redirect to the login; a customer, or an owner whose sign-in skipped the second
 * step, a 403 that says why. Nothing of the answer is cached.
 */
export async function ownerOfRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  accountOf: (request: FastifyRequest) => SignedInAccount,
): Promise<StudioOwner | 'redirected'> {
  const access = await ownerAccessOf(accountOf(request));
  reply.header('cache-control', 'private, no-store');
  if (access.kind === 'owner') return access.owner;
  if (access.kind === 'signed-out') {
    await reply.redirect(studioLoginAddress(request.url), 303);
    return 'redirected';
  }
  throw new ApiError(403, OWNER_ACCESS_MESSAGES[access.kind], 'studio_forbidden');
}

export function registerStudioRoutes(
  site: FastifyInstance,
  options: {
    /** The request's sign-in (the composition root builds it from the accounts room). */
    accountOf: (request: FastifyRequest) => SignedInAccount;
    downloads: readonly StudioDownload[];
  },
) {
  for (const download of options.downloads) {
    if (!download.path.startsWith('/studio/'))
      throw new Error(`A studio route lives under /studio/, not at ${download.path}.`);
    site.get(download.path, async (request, reply) => {
      const owner = await ownerOfRequest(request, reply, options.accountOf);
      if (owner === 'redirected') return reply;
      return download.handle(request, reply, owner);
    });
  }
}
