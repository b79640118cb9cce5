import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashAddress, userAgentOf } from '../platform/security/visitor-address';

/**
 * The voter cookie (ADR 0013): a random id that says "this browser voted", signed so it cannot
 * be forged into someone else's, httpOnly (no script needs it), and long-lived so a vote stays
 * one vote. It is set only when a vote is stored: reading a poll or its results sets nothing.
 */
export const POLL_VOTER_COOKIE = 'atelier_poll_voter';
/** A year: as long as a browser keeps a cookie it is told to keep (some cap at 400 days). */
export const POLL_VOTER_COOKIE_SECONDS = 365 * 24 * 60 * 60;
const VOTER_ID = /^[A-Za-z0-9_-]{22}$/;

/** Who is voting, as the poll service needs it: never the raw address. */
export interface PollVoter {
  /** The voter cookie's id; a new one when the browser brought none (not yet kept). */
  voterId: string;
  /** Whether `voterId` is new: the cookie is set only if the vote is stored. */
  isNew: boolean;
  ipHash: string;
  userAgent: string;
}

export const newVoterId = () => randomBytes(16).toString('base64url');

function existingVoterId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[POLL_VOTER_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && VOTER_ID.test(unsigned.value)
    ? unsigned.value
    : undefined;
}

export function pollVoterOf(request: FastifyRequest, addressSecret: string): PollVoter {
  const existing = existingVoterId(request);
  return {
    voterId: existing ?? newVoterId(),
    isNew: existing === undefined,
    ipHash: hashAddress(request.ip, addressSecret),
    userAgent: userAgentOf(request.headers),
  };
}

/** Keeps a new voter's id in the browser, once their vote is stored. */
export function rememberVoter(request: FastifyRequest, reply: FastifyReply, voter: PollVoter) {
  if (!voter.isNew) return;
  reply.setCookie(POLL_VOTER_COOKIE, voter.voterId, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: POLL_VOTER_COOKIE_SECONDS,
  });
}
