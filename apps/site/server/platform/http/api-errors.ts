import type { FieldError } from '@atelier/contracts/ajax';
import type { z } from 'zod';

/**
 * A failure the visitor can act on. API routes turn it into a JSON body; nothing else about
 * the failure (stack, SQL, internals) ever leaves the server.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

export const invalidNonce = () =>
  new ApiError(
    403,
    'Your session has expired or the page is out of date. Please reload the page and try again.',
    'invalid_nonce',
  );

/** Turns zod issues into one readable message plus per-field entries. */
export function invalidInput(error: z.ZodError): ApiError {
  const fieldErrors = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'request',
    message: issue.message,
  }));
  const first = fieldErrors[0];
  const message = first
    ? `Invalid value for ${first.field}: ${first.message}`
    : 'The request is not valid.';
  return new ApiError(400, message, 'invalid_input', fieldErrors);
}
