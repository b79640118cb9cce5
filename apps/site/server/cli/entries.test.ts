import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { COMMISSION_FORM_ID, CONTACT_FORM_ID } from '@atelier/demo-content/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  csvCell,
  ENTRIES_USAGE,
  exportEntries,
  parseEntriesArguments,
  UnknownForm,
  UsageError,
} from './entries';

const visitor = { sessionId: 's'.repeat(32), ipHash: 'f'.repeat(64), userAgent: 'Test/1.0' };

/** RFC 4180 rows read back, so the test checks what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  return rows;
}

describe('npm run entries: exporting a form’s entries', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    await seedDemoForms(database.db);
    const forms = formRepository(database.db);
    await forms.addEntry({
      formId: CONTACT_FORM_ID,
      values: {
        'text-1': 'Ana "Nana" Ferreira, Lisboa',
        'email-1': 'ana@example.com',
        'textarea-1': 'First line\r\nSecond line, with a comma',
      },
      calculations: {},
      ...visitor,
    });
    await forms.addEntry({
      formId: CONTACT_FORM_ID,
      values: {
        'text-1': '=HYPERLINK("http://evil.example")',
        'email-1': ' padded ',
        'textarea-1': '',
      },
      calculations: {},
      ...visitor,
    });
    await forms.addEntry({
      formId: COMMISSION_FORM_ID,
      values: { 'checkbox-1': ['certificate', 'museum-glass'], 'number-1': -5, 'number-1-2': 7 },
      calculations: { 'calculation-1': 2460.5 },
      ...visitor,
    });
  });
  afterAll(async () => {
    await database.close();
  });

  async function exported(formId: number, format: 'csv' | 'json') {
    let text = '';
    const count = await exportEntries(database.db, { formId, format }, (chunk) => {
      text += chunk;
    });
    return { text, count };
  }

  it('CF-033 CSV has a header row of the form’s fields and quotes commas, quotes and line breaks', async () => {
    const { text, count } = await exported(CONTACT_FORM_ID, 'csv');
    expect(count).toBe(2);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      'Entry',
      'Created at',
      'Name (text-1)',
      'Email Address (email-1)',
      'Message (textarea-1)',
      'IP hash',
      'User agent',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.slice(2, 5)).toEqual([
      'Ana "Nana" Ferreira, Lisboa',
      'ana@example.com',
      'First line\r\nSecond line, with a comma',
    ]);
    expect(text).toContain('"Ana ""Nana"" Ferreira, Lisboa"');
    expect(text).toContain('"First line\r\nSecond line, with a comma"');
    expect(rows[1]?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // A visitor's formula is neutralised; edge spaces survive because the cell is quoted.
    expect(rows[2]?.slice(2, 5)).toEqual(['\'=HYPERLINK("http://evil.example")', ' padded ', '']);
    expect(text).not.toContain(visitor.sessionId);
  });

  it('CALC-003 CSV lists calculations after the fields, joins lists, and keeps values the definition does not name', async () => {
    const rows = parseCsv((await exported(COMMISSION_FORM_ID, 'csv')).text);
    const header = rows[0] ?? [];
    const cell = (title: string) => rows[1]?.[header.indexOf(title)];
    expect(header.indexOf('Price estimate (calculation-1)')).toBeGreaterThan(
      header.indexOf('Source (hidden-1)'),
    );
    expect(cell('Extras (checkbox-1)')).toBe('certificate, museum-glass');
    expect(cell('Width (cm) (number-1)')).toBe('-5');
    expect(cell('number-1-2')).toBe('7');
    expect(cell('Price estimate (calculation-1)')).toBe('2460.5');
    expect(cell('Gift message (text-2)')).toBe('');
    expect(header).not.toContain('Framing & delivery (page-break-1)');
  });

  it('JSON is an array of the stored entries, without the session id', async () => {
    const { text, count } = await exported(CONTACT_FORM_ID, 'json');
    const parsed = JSON.parse(text) as Record<string, unknown>[];
    expect(parsed).toHaveLength(count);
    expect(parsed[0]).toMatchObject({
      form_id: CONTACT_FORM_ID,
      values: { 'text-1': 'Ana "Nana" Ferreira, Lisboa' },
      calculations: {},
      ip_hash: visitor.ipHash,
      user_agent: visitor.userAgent,
    });
    expect(parsed[0]).not.toHaveProperty('session_id');
    expect(JSON.parse((await exported(33602, 'json')).text)).toEqual([]);
  });

  it('an unknown form id names the forms there are', async () => {
    await expect(exported(1234, 'csv')).rejects.toThrow(UnknownForm);
    await expect(exported(1234, 'csv')).rejects.toThrow(
      'There is no form with id 1234. The forms are: 33568 (contact), 33601 (commission), 33602 (framing-calculator), 33603 (print-quiz-lead), 33604 (login), 33605 (commission-deposit).',
    );
  });

  it('csvCell quotes only what needs it and never quotes numbers as formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12.5')).toBe("'-12.5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(['a', 'b, c'])).toBe('"a, b, c"');
  });

  it('arguments: --form is required and numeric, --format is csv (default) or json', () => {
    expect(parseEntriesArguments(['--form', '33568'])).toEqual({ formId: 33568, format: 'csv' });
    expect(parseEntriesArguments(['--form=33568', '--format', 'json'])).toEqual({
      formId: 33568,
      format: 'json',
    });
    expect(parseEntriesArguments(['--help'])).toBe('help');
    for (const [args, message] of [
      [[], 'Say which form: --form <id>, e.g. --form 33568.'],
      [['--form', 'contact'], '--form must be a form id (a positive whole number), not "contact".'],
      [['--form', '33568', '--format', 'xml'], '--format must be csv or json, not "xml".'],
      [['--form', '1', '--colour'], "Unknown option '--colour'"],
      [['--form', '1', 'extra'], 'extra'],
    ] as const) {
      expect(() => parseEntriesArguments(args)).toThrow(UsageError);
      expect(() => parseEntriesArguments(args)).toThrow(message);
    }
  });

  it('the command prints the usage on bad arguments and exports from the configured database', async () => {
    const run = promisify(execFile);
    const script = path.join(import.meta.dirname, 'entries.ts');
    const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');
    const bad = await run(tsx, [script, '--format', 'xml'], { env: { ...process.env } }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(bad).toMatchObject({ code: 2 });
    expect('stderr' in bad ? bad.stderr : '').toContain(ENTRIES_USAGE);

    const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-entries-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: '' };
    const seeded = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await seeded.migrate();
    await seedDemoForms(seeded.db);
    await formRepository(seeded.db).addEntry({
      formId: CONTACT_FORM_ID,
      values: { 'text-1': 'Rui', 'email-1': 'rui@example.com', 'textarea-1': 'Olá' },
      calculations: {},
      ...visitor,
    });
    await seeded.close();
    const good = await run(tsx, [script, '--form', String(CONTACT_FORM_ID)], { env });
    expect(parseCsv(good.stdout)[1]?.slice(2, 5)).toEqual(['Rui', 'rui@example.com', 'Olá']);
    expect(good.stderr).toContain('1 entry of form 33568.');
  }, 60_000);
});
