/// <reference types="vite/client" />
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What a page that uses the lightbox loads up front, read from the sources: `useLightbox` and the
 * trigger helper must reach yet-another-react-lightbox and the stylesheets only through
 * `import()`, so no page carries the lightbox's code before a visitor wants it.
 */
const SOURCES: Readonly<Record<string, string>> = import.meta.glob(
  ['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'],
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

function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of importsOf(file).static) {
      if (!specifier.startsWith('./')) {
        seen.add(specifier);
        continue;
      }
      const base = `./${specifier.slice(2)}`;
      const next = [`${base}.tsx`, `${base}.ts`].find((candidate) => candidate in SOURCES);
      if (next) walk(next);
      else seen.add(specifier);
    }
  };
  walk(entry);
  return seen;
}

describe('lightbox bundle seams', () => {
  it.each(['./use-lightbox.tsx', './lightbox-trigger.tsx'])(
    '%s loads neither the lightbox library nor a stylesheet up front',
    (entry) => {
      const loaded = [...staticClosure(entry)];
      expect(loaded.filter((name) => name.includes('yet-another-react-lightbox'))).toEqual([]);
      expect(loaded.filter((name) => name.endsWith('.css'))).toEqual([]);
      expect(loaded).not.toContain('./lightbox-view.tsx');
    },
  );

  it('the history guard every page loads imports nothing (so it shares no chunk with a page)', () => {
    expect(importsOf('./history-guard.tsx')).toEqual({ static: [], dynamic: [] });
  });

  it('the view is imported lazily by useLightbox, and brings the library and its styles', () => {
    expect(importsOf('./use-lightbox.tsx').dynamic).toEqual(['./lightbox-view']);
    const view = importsOf('./lightbox-view.tsx').static;
    expect(view).toEqual(
      expect.arrayContaining([
        'yet-another-react-lightbox',
        'yet-another-react-lightbox/styles.css',
        './lightbox.css',
      ]),
    );
  });
});
