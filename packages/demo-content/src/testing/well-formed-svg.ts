import { expect } from 'vitest';

/** Test helper: a strict reader of the SVG the renderers emit, and the checks every picture passes. */
export interface ParsedSvg {
  /** Element names in document order (opening tags only). */
  readonly elements: string[];
  readonly root: Readonly<Record<string, string>>;
  readonly ids: string[];
  readonly references: string[];
}

const TOKEN = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

/**
 * A strict reader for the markup the renderer emits: nothing but tags with double-quoted
 * attributes, no text nodes, every tag closed in order. Throws on the first problem.
 */
export function parseSvg(markup: string): ParsedSvg {
  const stack: string[] = [];
  const elements: string[] = [];
  const ids: string[] = [];
  let root: Record<string, string> | undefined;
  let position = 0;
  while (position < markup.length) {
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(markup);
    if (!match) {
      throw new Error(`Unexpected markup at ${position}: ${markup.slice(position, position + 60)}`);
    }
    const [, closing, name = '', attributeText = '', selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      const attributes = Object.fromEntries(
        [...attributeText.matchAll(ATTRIBUTE)].map(([, key = '', value = '']) => [key, value]),
      );
      if (root === undefined) root = attributes;
      else if (stack.length === 0) throw new Error('More than one root element');
      elements.push(name);
      if (attributes.id !== undefined) ids.push(attributes.id);
      if (!selfClosing) stack.push(name);
    }
    position = TOKEN.lastIndex;
  }
  if (stack.length > 0) throw new Error(`Unclosed elements: ${stack.join(', ')}`);
  if (root === undefined) throw new Error('Empty document');
  const references = [...markup.matchAll(/url\(#([^)]+)\)/g)].map(([, id = '']) => id);
  return { elements, root, ids, references };
}

export function expectWellFormed(svg: string, width: number, height: number): ParsedSvg {
  const parsed = parseSvg(svg);
  expect(parsed.elements[0]).toBe('svg');
  expect(parsed.root).toMatchObject({
    xmlns: 'http://www.w3.org/2000/svg',
    width: String(width),
    height: String(height),
    viewBox: `0 0 ${width} ${height}`,
  });
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  // Self-contained: no pictures, links, fonts or text to fetch or lay out.
  expect(svg).not.toMatch(/<image|href=|<text|font|<script|@import/i);
  expect(new Set(parsed.ids).size).toBe(parsed.ids.length);
  for (const reference of parsed.references) {
    expect(parsed.ids).toContain(reference);
  }
  return parsed;
}
