import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { logPageError } from '../server/platform/logging';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The whole document at once, for everyone: pages are kept and shared whole (ADR 0011), and
    // their CSP names the hashes of every inline script they hold, so none may come later.
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Issue 20: the document goes out whole, so no finished Suspense boundary may be moved
        // out of place by size (React outlines big ones and moves them in with an inline
        // script): a lazily hydrated part (the menus) must be in place for a page without scripts.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above; later ones are only worth a log line.
          if (shellRendered) logPageError(error, loadContext.log);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * React Router's report of an error a loader, action or render threw. Its default prints the
 * whole error to the console, and a database error carries the values of its query: the report
 * goes through the request's logger instead, which keeps personal data out (platform/logging.ts).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who left mid-request aborted it; nothing went wrong on our side.
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    const cause: unknown = (error as { error?: unknown }).error ?? error;
    logPageError(cause, context.log, error.status);
  } else {
    logPageError(error, context.log);
  }
};
