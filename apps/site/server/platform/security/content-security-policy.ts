import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

type ResponseWithNonce = ServerResponse & { cspNonce?: string };

/** Gives each response a fresh script nonce; must be installed before helmet. */
export function installCspNonce(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as ResponseWithNonce).cspNonce = randomBytes(16).toString('base64');
  });
}

export function cspNonceOf(raw: ServerResponse): string {
  return (raw as ResponseWithNonce).cspNonce ?? '';
}

/**
 * The Content-Security-Policy every page is served with. Scripts run only from our origin or
 * with the per-request nonce. Styles allow inline attributes because server-rendered React
 * writes `style` attributes; a nonce in style-src would make browsers ignore 'unsafe-inline',
 * so styles deliberately carry none (CSS runs no code; see ADR 0003).
 */
export function contentSecurityPolicy(mode: 'production' | 'development' | 'test') {
  const nonceSource = (_request: unknown, response: ServerResponse) =>
    `'nonce-${cspNonceOf(response)}'`;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Vite's dev server injects inline scripts for hot reload, so development relaxes this.
      scriptSrc: mode === 'development' ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: mode === 'development' ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}

/**
 * Browser features no page of the site uses, switched off for it and for every frame it embeds,
 * so an injected script or a compromised embed cannot ask the visitor for them. Left at the
 * browser's defaults on purpose: fullscreen (the slideshow and photo scroller, SLD-010, SLD-013,
 * and the video embeds), autoplay, encrypted-media and picture-in-picture (the YouTube and Vimeo
 * players), clipboard-write (copying a draft link, DRAFT-008). No payment is taken in the
 * browser (payment methods are settled after the order), so the Payment Request API is off too.
 * Only features Chromium knows are named: it logs a warning for any other (ambient-light-sensor).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

export function installPermissionsPolicy(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
