import type { DatabaseHandle } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { auditLog } from '@atelier/db/schema';
import { LOGIN_FORM_ID } from '@atelier/demo-content/forms';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ACCESS_MESSAGES } from '~/features/studio/studio-paths';
import { totpCode } from '../accounts/two-factor-codes';
import { parseOwnerArguments, runOwnerAccountsCommand } from '../cli/owner';
import { hashPassword } from '../platform/security/passwords';
import { createSiteServices } from '../site-services';
import { createNonceService } from '../platform/security/nonces';
import { sessionCookieOf, testConfig } from '../testing/test-app';
import { pagesFromVite, seededSite } from '../testing/vite-pages';

/**
 * Issue 21: every studio address, page and download, refuses whoever is not an owner who passed
 * the second step. The addresses are read from the app itself (React Router's routes under
 * `studio`, Fastify's routes under `/studio/`), so a screen added later is checked too.
 */

const SAME_SITE = { 'sec-fetch-site': 'same-origin' };
const PASSWORD = 'Harbour-Lights-2026!';
const OWNER_SECRET = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BAKJ2W24DT';

/** Every studio page address of the route tree, with `1` for each dynamic segment. */
function studioPagePaths(build: ServerBuild): string[] {
  const fullPath = (id: string): string => {
    const route = build.routes[id];
    if (!route) return '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    const own = route.index ? '' : (route.path ?? '');
    return [parent, own].filter(Boolean).join('/');
  };
  const paths = Object.keys(build.routes)
    .map((id) => fullPath(id))
    .filter((path) => path === 'studio' || path.startsWith('studio/'))
    .map((path) => `/${path.replace(/:[A-Za-z]+\??/g, '1')}/`);
  return [...new Set(paths)].sort();
}

/** Fastify's own routes under /studio/ (the downloads), dynamic parts as `1`. */
function studioDownloadPaths(app: FastifyInstance): string[] {
  const printed = app.printRoutes({ commonPrefix: false });
  const paths = [...printed.matchAll(/(\/studio\/\S*) \((?:[A-Z]+, )*GET/g)].map((match) =>
    (match[1] ?? '').replace(/:[A-Za-z]+/g, '1'),
  );
  return [...new Set(paths)].sort();
}

describe('issue 21: studio access', () => {
  let site: Awaited<ReturnType<typeof seededSite>>;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let build: ServerBuild;
  let closeBuild: () => Promise<void>;
  const cookies = { customer: '', ownerWithoutSecondStep: '', owner: '' };
  let addressCounter = 0;

  const post = (url: string, fields: Record<string, string>, cookie = '') =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.21.0.${++addressCounter}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...SAME_SITE,
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const get = (url: string, cookie = '') =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  const passwordLogin = (email: string) =>
    post('/my-account/login/', {
      form_id: String(LOGIN_FORM_ID),
      'email-1': email,
      'password-1': PASSWORD,
    });

  beforeAll(async () => {
    site = await seededSite();
    ({ app, database } = site);
    ({ build, close: closeBuild } = await pagesFromVite());
    const accounts = accountRepository(database.db);
    const make = async (email: string) => {
      const created = await accounts.create(email, await hashPassword(PASSWORD));
      if (!created) throw new Error('not created');
      return created.id;
    };

    await make('customer@studio.example');
    cookies.customer = sessionCookieOf(await passwordLogin('customer@studio.example'));

    // An owner without two-factor login signs in with the password alone: no second step.
    await accounts.setRole(await make('no-second-step@studio.example'), 'owner');
    cookies.ownerWithoutSecondStep = sessionCookieOf(
      await passwordLogin('no-second-step@studio.example'),
    );

    // The owner as the owner command makes one: two-factor on, then the second step passed.
    const services = createSiteServices(database, createNonceService(testConfig().sessionSecret), {
      secret: testConfig().sessionSecret,
    });
    await services.owners.create({ email: 'owner@studio.example', totpSecret: OWNER_SECRET });
    await accounts.setPassword(
      (await accounts.findByEmail('owner@studio.example'))?.id ?? 0,
      await hashPassword(PASSWORD),
    );
    const first = await passwordLogin('owner@studio.example');
    const token = /name="auth_token" value="([A-Za-z0-9_-]{43})"/.exec(first.body)?.[1] ?? '';
    const second = await post('/my-account/login/', {
      auth_token: token,
      auth_method: 'totp',
      intent: 'code',
      'auth-code': totpCode(OWNER_SECRET),
    });
    expect(second.statusCode).toBe(303);
    cookies.owner = sessionCookieOf(second);
  }, 120_000);
  afterAll(async () => {
    await closeBuild?.();
    await site?.close();
  });

  it('issue 21: the studio has pages and downloads to check', () => {
    expect(studioPagePaths(build)).toEqual(expect.arrayContaining(['/studio/', '/studio/audit/']));
    expect(studioDownloadPaths(app)).toContain('/studio/audit/export.csv');
  });

  it('issue 21: signed out, every studio page and download leads to the login, coming back after', async () => {
    for (const path of [...studioPagePaths(build), ...studioDownloadPaths(app)]) {
      const response = await get(path);
      expect([302, 303], path).toContain(response.statusCode);
      expect(response.headers.location, path).toBe(
        `/my-account/login/?redirect_to=${encodeURIComponent(path)}`,
      );
      expect(response.headers['cache-control'], path).toContain('no-store');
    }
  });

  it('issue 21: a customer gets 403 and the reason on every studio page and download, never its content', async () => {
    for (const path of [...studioPagePaths(build), ...studioDownloadPaths(app)]) {
      const response = await get(path, cookies.customer);
      expect(response.statusCode, path).toBe(403);
      expect(response.body, path).toContain(
        OWNER_ACCESS_MESSAGES['not-owner'].replace('’', '&#x27;').slice(0, 20),
      );
      expect(response.headers['cache-control'], path).toContain('no-store');
    }
  });

  it('issue 21: an owner whose sign-in skipped the second step gets 403 with what to do', async () => {
    for (const path of [...studioPagePaths(build), ...studioDownloadPaths(app)]) {
      const response = await get(path, cookies.ownerWithoutSecondStep);
      expect(response.statusCode, path).toBe(403);
      expect(response.body, path).toContain('The studio needs two-factor login.');
    }
  });

  it('issue 21: posts to studio pages are refused for anyone but the owner, and change nothing', async () => {
    const before = await database.db.select().from(auditLog);
    for (const path of studioPagePaths(build)) {
      const anonymous = await post(path, { intent: 'anything' });
      expect([302, 303, 403, 405], path).toContain(anonymous.statusCode);
      for (const cookie of [cookies.customer, cookies.ownerWithoutSecondStep]) {
        const response = await post(path, { intent: 'anything' }, cookie);
        expect([403, 405], path).toContain(response.statusCode);
      }
    }
    expect(await database.db.select().from(auditLog)).toEqual(before);
  });

  it('issue 21: the owner who passed the second step opens every studio page and download', async () => {
    for (const path of [...studioPagePaths(build), ...studioDownloadPaths(app)]) {
      const response = await get(path, cookies.owner);
      // A made-up id may be missing (404); being refused is what must not happen.
      expect([200, 404], `${path}: ${response.statusCode}`).toContain(response.statusCode);
      expect(response.headers['cache-control'], path).toContain('no-store');
    }
    const overview = await get('/studio/', cookies.owner);
    expect(overview.body).toContain('Signed in as owner@studio.example');
  });

  it('issue 21: a studio post without the studio nonce is refused even for the owner', async () => {
    const response = await post('/studio/audit/', { intent: 'anything' }, cookies.owner);
    expect([403, 405]).toContain(response.statusCode);
  });

  it('issue 21: the owner command records what it did in the audit log; the audit screen and its CSV show it', async () => {
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actorEmail: 'command line',
      action: 'owner.create',
      before: { role: 'customer' },
      after: { role: 'owner', twoFactorTurnedOn: true },
    });
    const screen = await get('/studio/audit/?action=owner.create', cookies.owner);
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('owner.create');
    const csv = await get('/studio/audit/export.csv', cookies.owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment; filename="audit-log.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('When (UTC),Who,Action,Subject,Before,After');
    expect(lines.some((line) => line.includes(',command line,owner.create,account:'))).toBe(true);
  });
});

describe('issue 21: the owner command', () => {
  it('issue 21: parses create, list and revoke, and explains a wrong command line', () => {
    expect(parseOwnerArguments(['create', 'you@example.com'])).toEqual({
      command: 'create',
      email: 'you@example.com',
      passwordFromStdin: false,
    });
    expect(parseOwnerArguments(['list'])).toEqual({ command: 'list' });
    expect(parseOwnerArguments(['revoke', 'you@example.com'])).toEqual({
      command: 'revoke',
      email: 'you@example.com',
    });
    expect(parseOwnerArguments(['--help'])).toBe('help');
    expect(() => parseOwnerArguments([])).toThrow('Say what to do: create, list or revoke.');
    expect(() => parseOwnerArguments(['create'])).toThrow('Say whose account');
    expect(() => parseOwnerArguments(['create', 'a@b.c', 'd@e.f'])).toThrow(
      'One account at a time',
    );
    expect(() => parseOwnerArguments(['make', 'a@b.c'])).toThrow('Unknown command "make".');
    expect(() => parseOwnerArguments(['create', 'a@b.c', '--shout'])).toThrow();
  });

  it('issue 21: create makes a new owner with two-factor login on and shows the secrets once; revoke ends it', async () => {
    const site = await seededSite();
    try {
      const services = createSiteServices(
        site.database,
        createNonceService(testConfig().sessionSecret),
        { secret: testConfig().sessionSecret },
      );
      const lines: string[] = [];
      const out = {
        log: (line: string) => lines.push(line),
        error: (line: string) => lines.push(`! ${line}`),
      };
      expect(
        await runOwnerAccountsCommand(
          services.owners,
          { command: 'create', email: 'New.Owner@Example.com', passwordFromStdin: true },
          out,
          async () => 'not-strong',
        ),
      ).toBe(1);
      expect(lines.at(-1)).toMatch(/^! /);
      lines.length = 0;
      expect(
        await runOwnerAccountsCommand(
          services.owners,
          { command: 'create', email: 'New.Owner@Example.com', passwordFromStdin: false },
          out,
        ),
      ).toBe(0);
      const text = lines.join('\n');
      expect(text).toContain('new.owner@example.com is an owner');
      expect(text).toMatch(/Password \(shown once[^:]*\): \S{20,}/);
      expect(text).toMatch(/secret: [A-Z2-7]{32}/);
      expect(text).toContain('otpauth://totp/');
      const account = await accountRepository(site.database.db).findByEmail(
        'new.owner@example.com',
      );
      expect(account?.role).toBe('owner');
      expect(account?.totpSecret).not.toBeNull();

      lines.length = 0;
      await runOwnerAccountsCommand(services.owners, { command: 'list' }, out);
      expect(lines.join('\n')).toContain('new.owner@example.com  two-factor on');

      expect(
        await runOwnerAccountsCommand(
          services.owners,
          { command: 'revoke', email: 'new.owner@example.com' },
          out,
        ),
      ).toBe(0);
      const revoked = await accountRepository(site.database.db).findByEmail(
        'new.owner@example.com',
      );
      expect(revoked?.role).toBe('customer');
      expect(revoked?.sessionGeneration).toBeGreaterThan(account?.sessionGeneration ?? 0);
      expect(
        await runOwnerAccountsCommand(
          services.owners,
          { command: 'revoke', email: 'new.owner@example.com' },
          out,
        ),
      ).toBe(1);
    } finally {
      await site.close();
    }
  }, 120_000);
});
