/// <reference types="vite/client" />
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The sources as text, keyed by their path from this folder ('./phone/phone-field.tsx',
 * '../../form-engine/src/validation/phone.ts'). Read through the bundler, like the app's build
 * sees them, rather than from the file system (this package does no IO, tests included).
 */
const SOURCES: Readonly<Record<string, string>> = {
  ...import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob(['../../form-engine/src/**/*.ts', '!../../form-engine/src/**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob('../../contracts/src/captcha-widgets.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

/** The one contracts module the form runtime may load: the captcha names, written without zod. */
const CAPTCHA_WIDGET_NAMES = '../../contracts/src/captcha-widgets.ts';

const ENGINE_SOURCE = '../../form-engine/src';

/** `a/b/../c` → `a/c`, keeping leading `..` and the `./` of this folder. */
function normalise(file: string): string {
  const parts: string[] = [];
  for (const part of file.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else parts.push(part);
  }
  const joined = parts.join('/');
  return joined.startsWith('..') ? joined : `./${joined}`;
}

function directoryOf(file: string): string {
  return file.slice(0, file.lastIndexOf('/'));
}

function exists(file: string): boolean {
  return file in SOURCES;
}

function sourceOf(file: string): string {
  const text = SOURCES[file];
  if (text === undefined) throw new Error(`no source ${file}`);
  return text;
}

interface ModuleImports {
  /** Imports that load with the module (type-only imports are erased and not counted). */
  readonly static: string[];
  /** `import()` calls: separate chunks, loaded on demand. */
  readonly dynamic: string[];
}

function importsOf(file: string): ModuleImports {
  const source = ts.createSourceFile(file, sourceOf(file), ts.ScriptTarget.Latest, true);
  const result: ModuleImports = { static: [], dynamic: [] };
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

/** A workspace file for a specifier, or the package name for anything in node_modules. */
function resolve(specifier: string, from: string): { file?: string; packageName?: string } {
  const candidates = (base: string) => [`${base}.tsx`, `${base}.ts`];
  if (specifier.startsWith('.')) {
    const file = candidates(normalise(`${directoryOf(from)}/${specifier}`)).find(exists);
    if (file === undefined) throw new Error(`cannot resolve ${specifier} from ${from}`);
    return { file };
  }
  if (specifier.startsWith('@atelier/form-engine/')) {
    const base = `${ENGINE_SOURCE}/${specifier.slice('@atelier/form-engine/'.length)}`;
    const file = candidates(base).find(exists);
    if (file === undefined) throw new Error(`cannot resolve ${specifier}`);
    return { file };
  }
  return { packageName: specifier };
}

/** Every module and package reached from `entry` through static imports only. */
function staticClosure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of importsOf(file).static) {
      const target = resolve(specifier, file);
      if (target.file !== undefined) pending.push(target.file);
      if (target.packageName !== undefined) packages.add(target.packageName);
    }
  }
  return { files, packages };
}

const HEAVY = /^(libphonenumber-js|react-day-picker|date-fns|zod)(\/|$)/;

describe('bundle seams', () => {
  const widgets = staticClosure('./field-renderer.tsx');

  it('FORM-018 FORM-019 the widgets load no phone metadata, date picker, date library or zod up front', () => {
    expect([...widgets.packages].filter((name) => HEAVY.test(name))).toEqual([]);
    expect([...widgets.files]).not.toContain('../../form-engine/src/validation/phone.ts');
    expect([...widgets.files]).not.toContain('../../form-engine/src/schema/fields.ts');
    expect([...widgets.files]).toContain('../../form-engine/src/validation/number.ts');
    expect([...widgets.packages]).toContain('react');
  });

  it('FORM-018 the phone field imports its library on demand, and that chunk has the full metadata', () => {
    const phoneField = './phone/phone-field.tsx';
    expect(widgets.files.has(phoneField)).toBe(true);
    expect(importsOf(phoneField).dynamic).toEqual(['./phone-library']);
    const chunk = staticClosure('./phone/phone-library.tsx');
    expect(chunk.packages).toContain('libphonenumber-js/max');
  });

  it('FORM-019 the date field imports the calendar on demand, and that chunk has react-day-picker', () => {
    const dateField = './date/date-field.tsx';
    expect(importsOf(dateField).dynamic).toEqual(['./calendar']);
    const chunk = staticClosure('./date/calendar.tsx');
    expect(chunk.packages).toContain('react-day-picker');
    expect(chunk.packages).toContain('date-fns');
  });

  it('TFA-002 the form runtime imports the two-factor dialog on demand: other forms carry none of it', () => {
    const runtime = staticClosure('./runtime/form-runtime.tsx');
    expect(importsOf('./runtime/form-runtime.tsx').dynamic).toEqual([
      '../two-factor/two-factor-dialog',
    ]);
    expect([...runtime.files]).not.toContain('./two-factor/two-factor-dialog.tsx');
    // What the runtime needs to read an answer is small and loads with it; zod never does.
    expect([...runtime.files]).toContain('./two-factor/two-factor-wire.tsx');
    expect([...runtime.packages].filter((name) => /^zod(\/|$)/.test(name))).toEqual([]);
    // Of the contracts, only the captcha names (issue 15), which import nothing, zod included.
    expect([...runtime.packages].filter((name) => /^@atelier\/contracts(\/|$)/.test(name))).toEqual(
      ['@atelier/contracts/captcha-widgets'],
    );
    expect(importsOf(CAPTCHA_WIDGET_NAMES).static).toEqual([]);
  });
});
