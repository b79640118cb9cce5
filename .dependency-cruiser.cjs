// @ts-check
// The site's room plan (docs/architecture.md, ADR 0009), checked by `npm run lint`:
//   routes → features → shared (app/shared, server/platform) → packages
// Every rule names the room it protects; a message says what to do instead.

const site = '^apps/site';
const tests = '\\.test\\.tsx?$|/testing/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import circles make load order matter and hide which module owns what. Move what both sides need into a lower module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-stay-in-their-room',
      severity: 'error',
      comment:
        'A browser feature does not import another feature. What two features share moves down to app/shared; the root layout or a route composes features.',
      from: { path: `${site}/app/features/([^/]+)/`, pathNot: tests },
      to: { path: `${site}/app/features/`, pathNot: `${site}/app/features/$1/` },
    },
    {
      name: 'server-rooms-stay-in-their-room',
      severity: 'error',
      comment:
        'A server room (shop, forms, payments…) does not import another. Shared pieces live in server/platform; services meet in the composition root (server/site-services.ts, server/app.ts), which hands one to another.',
      from: {
        path: `${site}/server/([^/]+)/`,
        pathNot: [`${site}/server/(platform|testing|cli|seed)/`, tests],
      },
      to: {
        path: `${site}/server/[^/]+/`,
        pathNot: `${site}/server/($1|platform)/`,
      },
    },
    {
      name: 'server-rooms-use-their-own-screens',
      severity: 'error',
      comment:
        "A server room may render its own feature's markup (cart fragments, a form) and app/shared, never another feature's.",
      from: {
        path: `${site}/server/([^/]+)/`,
        pathNot: [`${site}/server/(platform|testing|cli|seed)/`, tests],
      },
      to: { path: `${site}/app/features/`, pathNot: `${site}/app/features/$1/` },
    },
    {
      name: 'shared-knows-no-feature',
      severity: 'error',
      comment:
        'app/shared is below the features: it may not import a feature, a route or the root layout.',
      from: { path: `${site}/app/shared/` },
      to: { path: [`${site}/app/features/`, `${site}/app/routes/`, `${site}/app/root\\.tsx$`] },
    },
    {
      name: 'features-know-no-route',
      severity: 'error',
      comment:
        'Routes compose features, not the other way round: a feature may not import a route or the root layout.',
      from: { path: `${site}/app/features/` },
      to: { path: [`${site}/app/routes/`, `${site}/app/root\\.tsx$`] },
    },
    {
      name: 'platform-knows-no-room',
      severity: 'error',
      comment:
        'server/platform (HTTP, sessions, nonces, rate limits, errors, config, mail) is below every room and the composition root.',
      from: { path: `${site}/server/platform/`, pathNot: tests },
      to: {
        path: `${site}/(server/(?!platform/)|app/(features|routes)/|app/root\\.tsx$)`,
      },
    },
    {
      name: 'nothing-imports-the-composition-root',
      severity: 'error',
      comment:
        'server/app.ts, server/site-services.ts and server/main.ts build and wire everything; no room imports them (top-level files and the CLI may).',
      from: { path: `${site}/server/[^/]+/`, pathNot: [tests, `${site}/server/cli/`] },
      to: { path: `${site}/server/(app|main|site-services)\\.ts$` },
    },
    {
      name: 'everything-resolves',
      severity: 'error',
      comment:
        'Every import names a file or an installed package. An unresolved one would slip past every rule above.',
      from: {},
      to: { couldNotResolve: true, pathNot: '/\\+types/' },
    },
    {
      name: 'packages-know-no-app',
      severity: 'error',
      comment: 'Packages are below the deployable: they never import from apps/.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/build/', '\\.react-router/', '^apps/site/app/\\+types'] },
    // Type-only imports count: a circle through types is still a circle in the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/site/tsconfig.json') },
    webpackConfig: {
      fileName: require('node:path').join(__dirname, '.dependency-cruiser.resolve.cjs'),
    },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
