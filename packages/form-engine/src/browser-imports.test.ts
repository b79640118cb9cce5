/// <reference types="vite/client" />
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The package's sources as text, keyed by their path from this folder ('./state/form-state.ts'),
 * read through the bundler as the site's build reads them.
 */
const SOURCES: Readonly<Record<string, string>> = import.meta.glob(
  ['./**/*.ts', '!./**/*.test.ts', '!./testing/**'],
  { query: '?raw', import: 'default', eager: true },
);

/** What the browser's form runtime (form-ui's runtime) imports from this package. */
const BROWSER_ENTRIES = [
  './conditions/clock.ts',
  './pagination/labels.ts',
  './pagination/pagination.ts',
  './pagination/progress.ts',
  './pagination/step-hash.ts',
  './schema/field-id.ts',
  './state/form-graph.ts',
  './state/form-state.ts',
  './state/pages.ts',
  './state/recalculation-timing.ts',
  './validation/validate-form.ts',
];

/** Imports that load with the module: type-only imports are erased and not counted. */
function staticImportsOf(file: string): string[] {
  const text = SOURCES[file];
  if (text === undefined) throw new Error(`no source ${file}`);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const imports: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      imports.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier !== undefined &&
      !statement.isTypeOnly
    ) {
      imports.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return imports;
}

function resolveRelative(specifier: string, from: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return `${parts.join('/')}.ts`;
}

/** Every module and package reached from the entries through static imports. */
function staticClosure(entries: readonly string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of staticImportsOf(file)) {
      if (specifier.startsWith('.')) pending.push(resolveRelative(specifier, file));
      else packages.add(specifier);
    }
  }
  return { files, packages };
}

describe('what the browser loads of the engine', () => {
  const browser = staticClosure(BROWSER_ENTRIES);

  it('FORM-018 VAL-023 the live form loads no phone metadata and no zod: values arrive parsed', () => {
    expect(
      [...browser.packages].filter((name) => /^(zod|libphonenumber-js)(\/|$)/.test(name)),
    ).toEqual([]);
    expect(browser.files).not.toContain('./validation/phone.ts');
    expect(browser.files).not.toContain('./schema/fields.ts');
    expect(browser.files).not.toContain('./schema/parse-definition.ts');
    expect(browser.files).toContain('./schema/field-value.ts');
  });

  it('CF-028 the contact form’s browser client validates without zod: the schema arrives parsed', () => {
    const contactForm = staticClosure([
      './contact-form/acceptance.ts',
      './contact-form/character-count.ts',
      './contact-form/posted-data-hash.ts',
      './contact-form/status.ts',
      './contact-form/swv-validate.ts',
    ]);
    expect([...contactForm.packages]).toEqual([]);
    expect(contactForm.files).not.toContain('./contact-form/swv-schema.ts');
    expect(contactForm.files).toContain('./contact-form/swv-rules.ts');
  });

  it('VAL-023 the server check keeps the phone rule and the schemas', () => {
    const server = staticClosure([
      './validation/validate-submission.ts',
      './schema/parse-definition.ts',
    ]);
    expect(server.files).toContain('./validation/phone.ts');
    expect(server.packages).toContain('libphonenumber-js/max');
    expect(server.packages).toContain('zod');
  });
});
