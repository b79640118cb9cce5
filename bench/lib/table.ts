export type Figures = Record<string, number | string>;

interface Grid {
  columns: string[];
  rows: { label: string; cells: string[] }[];
  /** Figures whose name has no `row.column` shape, shown as a plain list. */
  loose: [string, string][];
}

const KIB = 1024;

/** Numbers read at a glance: bytes as KB, counts grouped by thousands, few decimals. */
export function formatFigure(name: string, value: number | string): string {
  if (typeof value === 'string') return value;
  if (/bytes$/i.test(name)) return `${(value / KIB).toFixed(1)} KB`;
  // Small fractions (0.0014 of the reference) keep three significant digits instead of rounding to 0.
  if (!Number.isInteger(value) && Math.abs(value) < 1) return String(Number(value.toPrecision(3)));
  const decimals = Number.isInteger(value) ? 0 : Math.abs(value) < 10 ? 3 : 1;
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/**
 * Suites name their figures `row.column` (e.g. `home.jsGzipBytes`), so one flat record can be
 * shown as a table: one row per page or target, one column per measure.
 */
function toGrid(figures: Figures): Grid {
  const columns: string[] = [];
  const rowsByLabel = new Map<string, Map<string, string>>();
  const loose: [string, string][] = [];
  for (const [name, value] of Object.entries(figures)) {
    const dot = name.indexOf('.');
    if (dot <= 0) {
      loose.push([name, formatFigure(name, value)]);
      continue;
    }
    const label = name.slice(0, dot);
    const column = name.slice(dot + 1);
    if (!columns.includes(column)) columns.push(column);
    const row = rowsByLabel.get(label) ?? new Map<string, string>();
    row.set(column, formatFigure(column, value));
    rowsByLabel.set(label, row);
  }
  const rows = [...rowsByLabel].map(([label, cells]) => ({
    label,
    cells: columns.map((column) => cells.get(column) ?? ''),
  }));
  return { columns, rows, loose };
}

export function renderTextTable(figures: Figures): string {
  const grid = toGrid(figures);
  const lines: string[] = [];
  if (grid.rows.length > 0) {
    const header = ['', ...grid.columns];
    const body = grid.rows.map((row) => [row.label, ...row.cells]);
    const widths = header.map((title, index) =>
      Math.max(title.length, ...body.map((cells) => (cells[index] ?? '').length)),
    );
    const line = (cells: string[]) =>
      cells
        .map((cell, index) =>
          index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
        )
        .join('  ');
    lines.push(line(header), widths.map((width) => '-'.repeat(width)).join('  '));
    lines.push(...body.map(line));
  }
  if (grid.loose.length > 0) {
    if (lines.length > 0) lines.push('');
    const width = Math.max(...grid.loose.map(([name]) => name.length));
    lines.push(...grid.loose.map(([name, value]) => `${name.padEnd(width)}  ${value}`));
  }
  return lines.join('\n');
}

export function renderMarkdownTable(figures: Figures): string {
  const grid = toGrid(figures);
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  const lines: string[] = [];
  if (grid.rows.length > 0) {
    lines.push(`| | ${grid.columns.map(escape).join(' | ')} |`);
    lines.push(`|---|${grid.columns.map(() => '---:').join('|')}|`);
    for (const row of grid.rows) {
      lines.push(`| ${escape(row.label)} | ${row.cells.map(escape).join(' | ')} |`);
    }
  }
  if (grid.loose.length > 0) {
    if (lines.length > 0) lines.push('');
    lines.push('| figure | value |', '|---|---:|');
    lines.push(...grid.loose.map(([name, value]) => `| ${escape(name)} | ${escape(value)} |`));
  }
  return lines.join('\n');
}
