/// <reference types="vite/client" />
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The package's sources as text, keyed by their path from this folder ('./catalogue.ts'). */
const SOURCES: Readonly<Record<string, string>> = import.meta.glob(
  ['./**/*.ts', '!./**/*.test.ts', '!./testing/**'],
  { query: '?raw', import: 'default', eager: true },
);

function resolveRelative(specifier: string, from: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return `${parts.join('/')}.ts`;
}

/** Every module of the package a file imports, type-only imports and re-exports included. */
function localImportsOf(file: string): string[] {
  const text = SOURCES[file] ?? '';
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolveRelative(specifier, file));
}

/** Each import circle once, as the path that closes it ('a → b → a'). */
function importCircles(): string[] {
  const circles: string[] = [];
  const done = new Set<string>();
  const visit = (file: string, path: readonly string[]): void => {
    const start = path.indexOf(file);
    if (start >= 0) {
      circles.push([...path.slice(start), file].join(' → '));
      return;
    }
    if (done.has(file)) return;
    for (const next of localImportsOf(file)) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of Object.keys(SOURCES).sort()) visit(file, []);
  return circles;
}

describe('module imports of the demo content', () => {
  it('every relative import names a module of the package', () => {
    for (const file of Object.keys(SOURCES)) {
      for (const imported of localImportsOf(file)) expect(Object.keys(SOURCES)).toContain(imported);
    }
  });

  it('point one way: no module imports itself through others, type imports included', () => {
    expect(importCircles()).toEqual([]);
  });

  it('the print-offer builder and its types know nothing of the catalogue', () => {
    expect(localImportsOf('./print-offers.ts')).not.toContain('./catalogue.ts');
    expect(localImportsOf('./print-variations.ts')).not.toContain('./catalogue.ts');
    expect(localImportsOf('./catalogue.ts')).toContain('./print-offers.ts');
  });
});
