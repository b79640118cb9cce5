// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const deepRelative = {
  group: ['../../../*', '../../../**'],
  message: 'Import through a package name or a shorter path: no ../../../ chains.',
};

const pureBan = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'react-router',
    'react-router/*',
    'fastify',
    '@fastify/*',
    'node:*',
    'fs',
    'path',
    'pg',
    'drizzle-orm',
    'drizzle-orm/*',
    'sharp',
  ],
  message:
    'Pure packages have no React, DOM or IO: they run unchanged in the browser and the server.',
};

const upward = (allowed) => ({
  group: [
    '@atelier/*',
    ...allowed.map((name) => `!@atelier/${name}`),
    ...allowed.map((name) => `!@atelier/${name}/*`),
  ],
  message: 'Dependencies point one way: app → UI packages → pure packages.',
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // CommonJS tool configuration (dependency-cruiser reads only CommonJS).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` keeps the module as a side-effect import: a browser chunk that only
      // wanted a type would load the module (and zod with it). Types alone are `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-imports': ['error', { patterns: [deepRelative] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: [
      'packages/form-engine/src/**',
      'packages/shop/src/**',
      'packages/popups/src/**',
      'packages/gallery/src/**',
      'packages/theme/src/**',
      'packages/demo-content/src/**',
    ],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepRelative, pureBan, upward([])] }],
    },
  },
  {
    files: ['packages/contracts/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [deepRelative, pureBan, upward(['form-engine', 'shop', 'popups'])] },
      ],
    },
  },
  {
    files: ['packages/db/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router'],
              message: 'The data layer knows no UI.',
            },
            upward(['contracts', 'form-engine', 'shop', 'popups', 'demo-content']),
          ],
        },
      ],
    },
  },
  {
    // UI packages: React, but no IO and no knowledge of the app, the server or the database.
    files: ['packages/form-ui/src/**', 'packages/payment-ui/src/**', 'packages/lightbox/src/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            {
              group: [
                'node:*',
                'fs',
                'path',
                'pg',
                'fastify',
                '@fastify/*',
                'sharp',
                'drizzle-orm',
                'react-router',
                'react-router/*',
              ],
              message: 'UI packages render; they do no IO and know no router.',
            },
            upward(['form-engine', 'shop', 'contracts', 'payment-ui', 'gallery']),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/site/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Route modules and components reach the browser bundle: server-only code must come
    // through *.server.ts files, which React Router strips from the client build.
    files: ['apps/site/app/**/*.{ts,tsx}'],
    ignores: ['apps/site/app/**/*.server.{ts,tsx}', 'apps/site/app/entry.server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            {
              group: [
                '@atelier/db',
                '@atelier/db/*',
                '~/server/*',
                'node:*',
                'fastify',
                'sharp',
                'pg',
              ],
              message: 'Server-only modules are imported from *.server.ts files only.',
            },
          ],
        },
      ],
    },
  },
);
