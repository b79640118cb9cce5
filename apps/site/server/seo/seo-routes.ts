import type { SitemapRepository } from '@atelier/db/repositories/sitemap';
import type { FastifyInstance } from 'fastify';
import { renderRobots, renderSitemap, sitemapEntries } from './sitemap';

/** Crawlers come back often; an hour keeps them fresh enough and spares the database. */
const CACHE_CONTROL = 'public, max-age=3600';

/** GET /sitemap.xml and /robots.txt, built on PUBLIC_URL so every address is absolute. */
export function registerSeoRoutes(
  app: FastifyInstance,
  options: { sitemap: SitemapRepository; publicUrl: URL },
) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = sitemapEntries(await options.sitemap.sources());
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(renderSitemap(entries, options.publicUrl));
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(renderRobots(options.publicUrl)),
  );
}
