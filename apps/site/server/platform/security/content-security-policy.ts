import { EMBED_FRAME_ORIGINS } from '@atelier/gallery/lightbox-embeds';
import { PIN_SCRIPT_ORIGIN } from '@atelier/theme/share-links';
import type { CaptchaOrigins } from '../captcha/captcha-origins';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of every answer. Scripts run only from our origin; a page's own
 * inline scripts (React Router's hydration data, the early head script) are allowed by their
 * hashes, which the page adds (`pageScriptPolicy`): pages are shared by every visitor (ADR 0011),
 * so they carry no per-request nonce. Styles allow inline attributes because server-rendered
 * React writes `style` attributes (CSS runs no code; see ADR 0003).
 */
export function contentSecurityPolicy(
  mode: 'production' | 'development' | 'test',
  /** Issue 15: a configured remote captcha provider's hosts (none for the self-hosted one). */
  captcha: CaptchaOrigins = { script: [], frame: [], connect: [] },
) {
  const directives: Directives = {
    defaultSrc: ["'self'"],
    // Vite's dev server injects inline scripts for hot reload, so development relaxes this.
    scriptSrc: [
      ...(mode === 'development' ? ["'self'", "'unsafe-inline'"] : ["'self'"]),
      ...captcha.script,
      // Issue 20 (MISC-014): Pinterest's pinning script, injected only when a visitor pins.
      PIN_SCRIPT_ORIGIN,
    ],
    styleSrc: ["'self'", "'unsafe-inline'", ...captcha.frame],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      ...(mode === 'development' ? ["'self'", 'ws:', 'wss:'] : ["'self'"]),
      ...captcha.connect,
    ],
    mediaSrc: ["'self'", 'blob:'],
    // Issue 18 (LBX-014): the lightbox's embeds, and only them: YouTube's no-cookie player,
    // Vimeo's player and the maps embed (`@atelier/gallery/lightbox-embeds` builds every embed
    // address from these origins).
    frameSrc: ["'self'", ...EMBED_FRAME_ORIGINS, ...captcha.frame],
    // The self-hosted captcha's proof of work runs in workers loaded from this site's files.
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
  return { useDefaults: false, directives };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The policy of an HTML page whose inline scripts have these CSP hashes ('sha256-…'). */
export function pageScriptPolicy(
  mode: 'production' | 'development' | 'test',
  captcha?: CaptchaOrigins,
) {
  const { directives } = contentSecurityPolicy(mode, captcha);
  return (scriptHashes: readonly string[]): string =>
    Object.entries({ ...directives, scriptSrc: [...(directives.scriptSrc ?? []), ...scriptHashes] })
      .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
      .join('; ');
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
