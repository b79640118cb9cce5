/// <reference types="vite/client" />
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What each widget module loads up front, read from the sources through the bundler (as the
 * app's build sees them). The SDKs must stay behind `import()`: a page with the test gateway,
 * or with no payment field mounted yet, loads nothing of Stripe or PayPal, and no page loads zod
 * through these widgets (form-ui's own bundle-seams test keeps the form runtime zod-free).
 */
const SOURCES: Readonly<Record<string, string>> = import.meta.glob(
  ['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./testing/**'],
  { query: '?raw', import: 'default', eager: true },
);

function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const text = SOURCES[file];
  if (text === undefined) throw new Error(`no source ${file}`);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const result = { static: [] as string[], dynamic: [] as string[] };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      result.static.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      result.static.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      result.dynamic.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

function resolveRelative(specifier: string, from: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  const base = parts.join('/');
  const file = [`${base}.tsx`, `${base}.ts`].find((candidate) => candidate in SOURCES);
  if (file === undefined) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return file;
}

/** Modules and packages reached from `entry` through static imports only. */
function staticClosure(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of importsOf(file).static) {
      if (specifier.startsWith('.')) pending.push(resolveRelative(specifier, file));
      else packages.add(specifier);
    }
  }
  return { files, packages };
}

/**
 * The test cards and the gateway's address come from a contracts module that imports nothing
 * (`contracts/src/test-cards.test.ts` keeps it so); every other contracts module brings zod.
 */
const ZOD_FREE_CONTRACT = '@atelier/contracts/test-cards';
const SDK_OR_ZOD = /^(@stripe\/|@paypal\/|zod(\/|$)|@atelier\/contracts\/(?!test-cards$))/;

describe('payment-ui bundle seams', () => {
  it.each(['./card-field.tsx', './paypal-button.tsx', './test-mode-notice.tsx'])(
    '%s loads no Stripe, PayPal, zod or contracts module up front',
    (entry) => {
      const closure = staticClosure(entry);
      expect([...closure.packages].filter((name) => SDK_OR_ZOD.test(name))).toEqual([]);
      // React (and the zod-free test cards) alone: nothing else comes with the widgets up front.
      expect(
        [...closure.packages].filter((name) => name !== 'react' && name !== ZOD_FREE_CONTRACT),
      ).toEqual([]);
    },
  );

  it('PAY-001 the Stripe field is its own chunk, and Stripe.js is imported only when it loads', () => {
    expect(importsOf('./card-field.tsx').dynamic).toEqual(['./stripe/stripe-card-field']);
    const chunk = staticClosure('./stripe/stripe-card-field.tsx');
    expect(chunk.packages).toContain('@stripe/react-stripe-js');
    expect(importsOf('./stripe/stripe-loader.ts').dynamic).toEqual(['@stripe/stripe-js/pure']);
    expect(chunk.packages.has('@stripe/stripe-js')).toBe(false);
  });

  it('PP-001 the real PayPal button is its own chunk with react-paypal-js', () => {
    expect(importsOf('./paypal-button.tsx').dynamic).toEqual(['./paypal/real-paypal-button']);
    expect(staticClosure('./paypal/real-paypal-button.tsx').packages).toContain(
      '@paypal/react-paypal-js',
    );
  });
});
