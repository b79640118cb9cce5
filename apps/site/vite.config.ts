import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Alias } from 'vite';

/**
 * React Router's package exports point at its development build only (react-router issues
 * #12532, #14102), whose dev warnings cost every page about 0.6 KB gzip. The production build
 * ships beside it; the browser bundle takes it when it is there. The server keeps the exported
 * one, so it shares one copy with @react-router/node.
 */
function reactRouterProductionBuild(): Alias[] {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const production = path.join(path.dirname(packageJson), 'dist/production');
  const index = path.join(production, 'index.mjs');
  const dom = path.join(production, 'dom-export.mjs');
  if (!existsSync(index) || !existsSync(dom)) return [];
  return [
    { find: /^react-router$/, replacement: index },
    { find: /^react-router\/dom$/, replacement: dom },
  ];
}

/**
 * The browser's chunks (bench/suites/page-weight checks the budgets). Each file is gzipped on its
 * own, so many small files cost more than their size (the product page went from 16 files to 7).
 * A group takes its modules' dependencies along unless a group of higher priority has them.
 */
const browserChunks = [
  // Every page: React, React DOM and React Router in one file. (The bundler's own helpers stay a
  // file apart, rolldown-runtime: groups do not take them.)
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 4,
  },
  // Every page: the small modules the entry and the root layout share, every route's meta (seo),
  // Vite's loader of lazy chunks (the root layout's popups, search and attribution use it),
  // and the artwork card, picture and price modules that nearly every page shows (the product
  // page among them). The lightbox's history guard too: the client entry runs it on every page,
  // and left to itself it went with `lightbox-history.ts` into the lightbox-trigger chunk, which
  // every page then loaded (2.6 KB gzip) for a 0.2 KB listener. And what the root layout shares
  // with its lazy chunks (the popup runtime's click rules, the line icons the search overlay
  // shares with the header, the demo popup ids the footer links name, the page views waiting for
  // the attribution counter): left alone they made more tiny files on every page. And the
  // hydration hook (issue 19): the home page's slideshow shares it with the product page, whose
  // group took it along, so the home page loaded the product page's 18 KB chunk for 0.1 KB.
  // Likewise `preloadable-lazy.ts`, which the shop and product routes share: left alone it went
  // into the product page's chunk, and the shop loaded that (9.6 KB) for 0.2 KB. And `island.ts`,
  // which the root layout and every island's chunk use: alone it was a file of its own. And the
  // logo and the footer's link list, which the root layout shares with the floating menu's and
  // the footer menus' chunks: two files of their own on every page, each with its own overhead.
  {
    name: 'shell',
    test: /vite[\\/]preload-helper|apps[\\/]site[\\/]app[\\/](shared[\\/](cookies|theme-settings|page|seo|site-search|use-hydrated)\.ts|shared[\\/]ui[\\/](not-found-content\.tsx|picture\.tsx|line-icon\.tsx|preloadable-lazy\.ts|island\.ts)|features[\\/]shop[\\/](cart-client\.ts|artwork-card\.tsx|shop\.css|page-view-queue\.ts)|features[\\/]popups[\\/]popup-clicks\.ts|features[\\/]navigation[\\/](site-logo|footer-links)\.tsx)|packages[\\/]shop[\\/]src[\\/]money\.ts|packages[\\/]lightbox[\\/]src[\\/]history-guard\.tsx$|packages[\\/]demo-content[\\/]src[\\/]popups\.ts$/,
    priority: 3,
  },
  // What the form pages' runtime and the product page's enquiry form (issue 16) both use: the
  // bot-check and captcha settings, the visitor's nonces. Without this group the product page
  // took them along, and every form page loaded the product page's chunk to get them.
  {
    name: 'form-common',
    test: /packages[\\/]form-ui[\\/]src[\\/]captcha[\\/](use-bot-check|captcha-settings)\.tsx$|apps[\\/]site[\\/]app[\\/]shared[\\/]visitor-nonces\.ts$/,
    priority: 2,
  },
  // Issue 18: what a page with lightbox triggers loads up front (the hook, the trigger props, the
  // history claims, the few pure rules they need; the lightbox itself is a lazy chunk). The
  // product, media, portfolio and albums pages share it; without this group the product page
  // took it along, and every other page with a lightbox loaded the product page's chunk.
  {
    name: 'lightbox-trigger',
    test: /packages[\\/]lightbox[\\/]src[\\/](use-lightbox\.tsx|lightbox-trigger\.tsx|lightbox-history\.ts|ghost-clicks\.ts)$|packages[\\/]gallery[\\/]src[\\/]lightbox-(address|texts|fast-click|items)\.ts$|apps[\\/]site[\\/]app[\\/]shared[\\/]ui[\\/]picture-lightbox\.ts$/,
    priority: 2,
  },
  // Issue 20: the social icons, drawn lazily by the footer (every page, after hydration) and by
  // the Share list of product, journal and project pages: their own small file, or the footer
  // would load the product page's chunk to get them.
  {
    name: 'social-icons',
    test: /apps[\\/]site[\\/]app[\\/]shared[\\/]ui[\\/]social-icons\.tsx$/,
    priority: 2,
  },
  // Issue 20: the share addresses and windows, which the tile gallery (albums), the quiz result
  // and the Share control of product, journal and project pages share: without this group the
  // product page took them along, and the albums page loaded the product page's chunk.
  {
    name: 'share-links',
    test: /packages[\\/]gallery[\\/]src[\\/]tile-share\.ts$|packages[\\/]theme[\\/]src[\\/]share-links\.ts$|apps[\\/]site[\\/]app[\\/](shared[\\/]share-window\.ts|features[\\/]sharing[\\/](share-targets\.ts|share-link-list\.tsx))$/,
    priority: 2,
  },
  // The product page (route and screen) with its forms: otherwise split in two, because the lazily
  // loaded SW-011 initialiser shares the variation form with it.
  {
    name: 'product-page',
    test: /apps[\\/]site[\\/]app[\\/](routes[\\/]product|features[\\/]shop[\\/]product-page)\.tsx$/,
    priority: 1,
  },
];

export default defineConfig(({ command, isSsrBuild }) => {
  const browserBuild = command === 'build' && !isSsrBuild;
  return {
    plugins: [reactRouter()],
    resolve: {
      alias: [
        { find: '~', replacement: path.resolve(import.meta.dirname, 'app') },
        ...(browserBuild ? reactRouterProductionBuild() : []),
      ],
    },
    build: {
      // Source maps help our own debugging, but are not shipped to visitors.
      sourcemap: false,
      rolldownOptions: browserBuild
        ? { output: { codeSplitting: { groups: browserChunks } } }
        : undefined,
    },
  };
});
