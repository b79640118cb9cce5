import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRepository } from '@atelier/db/repositories/rate-limits';
import { ApiError } from './api-errors';

export interface RateLimitRule {
  /** Requests allowed per window and visitor address. */
  max: number;
  windowMs: number;
  /** Separates the counters of unrelated endpoints. */
  bucket: string;
}

/**
 * Fixed-window limit kept in the database, so the limit holds across every server process.
 * (@fastify/rate-limit's stores are in-memory or Redis; a database store would be this code
 * behind its callback interface, so the hook is written directly.)
 */
export function rateLimit(repository: RateLimitRepository, rule: RateLimitRule) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { hits, windowStartedAt } = await repository.hit(
      `${rule.bucket}:${request.ip}`,
      rule.windowMs,
    );
    const resetSeconds = Math.max(
      0,
      Math.ceil((windowStartedAt.getTime() + rule.windowMs - Date.now()) / 1000),
    );
    reply.header('x-ratelimit-limit', rule.max);
    reply.header('x-ratelimit-remaining', Math.max(0, rule.max - hits));
    reply.header('x-ratelimit-reset', resetSeconds);
    if (hits > rule.max) {
      reply.header('retry-after', resetSeconds);
      throw new ApiError(
        429,
        `Too many requests. Please wait ${resetSeconds} seconds and try again.`,
        'rate_limited',
      );
    }
  };
}
