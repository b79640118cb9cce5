/** String builders for SVG markup that refuse to emit NaN, Infinity or undefined. */

export type AttributeValue = string | number;
export type Attributes = Readonly<Record<string, AttributeValue | undefined>>;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One decimal is plenty at 1600 px and keeps the markup small. */
export function fmt(value: number): string {
  if (!Number.isFinite(value)) {
    throw new Error(`Refusing to write a non-finite number (${value}) into SVG markup.`);
  }
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Undefined attributes are left out, so callers can pass optional values directly. */
export function element(name: string, attributes: Attributes, children?: string): string {
  let open = `<${name}`;
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    open += ` ${key}="${typeof value === 'number' ? fmt(value) : escapeAttribute(value)}"`;
  }
  return children === undefined ? `${open}/>` : `${open}>${children}</${name}>`;
}

export function group(attributes: Attributes, children: readonly string[]): string {
  return element('g', attributes, children.join(''));
}

export function polygonPath(points: readonly Point[]): string {
  return `${points.map((point, index) => `${index === 0 ? 'M' : 'L'}${fmt(point.x)} ${fmt(point.y)}`).join('')}Z`;
}

/**
 * A smooth curve through the points (Catmull-Rom turned into cubic Béziers), so organic shapes need
 * only a handful of control points.
 */
export function smoothPath(points: readonly Point[], closed: boolean): string {
  const count = points.length;
  const first = points[0];
  if (first === undefined || count < 2) {
    throw new Error('smoothPath needs at least two points.');
  }
  const at = (index: number): Point => {
    if (closed) return points[((index % count) + count) % count] as Point;
    return points[Math.min(count - 1, Math.max(0, index))] as Point;
  };
  let path = `M${fmt(first.x)} ${fmt(first.y)}`;
  const segments = closed ? count : count - 1;
  for (let index = 0; index < segments; index++) {
    const before = at(index - 1);
    const start = at(index);
    const end = at(index + 1);
    const after = at(index + 2);
    const control1 = { x: start.x + (end.x - before.x) / 6, y: start.y + (end.y - before.y) / 6 };
    const control2 = { x: end.x - (after.x - start.x) / 6, y: end.y - (after.y - start.y) / 6 };
    path += `C${fmt(control1.x)} ${fmt(control1.y)} ${fmt(control2.x)} ${fmt(control2.y)} ${fmt(end.x)} ${fmt(end.y)}`;
  }
  return closed ? `${path}Z` : path;
}

/** An open circular arc from angle `start` to `end` (radians, clockwise on screen). */
export function arcPath(centre: Point, radius: number, start: number, end: number): string {
  const from = { x: centre.x + Math.cos(start) * radius, y: centre.y + Math.sin(start) * radius };
  const to = { x: centre.x + Math.cos(end) * radius, y: centre.y + Math.sin(end) * radius };
  const large = Math.abs(end - start) > Math.PI ? 1 : 0;
  return `M${fmt(from.x)} ${fmt(from.y)}A${fmt(radius)} ${fmt(radius)} 0 ${large} 1 ${fmt(to.x)} ${fmt(to.y)}`;
}

/** Template tag for path data: every interpolated number goes through `fmt`, so none slips out raw. */
export function pathData(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((text, part, index) => {
    const value = values[index - 1];
    return text + (value === undefined ? '' : fmt(value)) + part;
  });
}
