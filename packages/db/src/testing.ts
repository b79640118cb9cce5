import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from './connection';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

/**
 * The engines every repository test runs against: in-memory PGlite always, and the
 * PostgreSQL server named by TEST_DATABASE_URL when it is set. Each open() gives a fresh,
 * migrated database (a private schema on PostgreSQL, dropped on close).
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    {
      name: 'pglite',
      async open() {
        const handle = await openDatabase({});
        await handle.migrate();
        return handle;
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    targets.push({
      name: 'postgres',
      async open() {
        const handle = await openDatabase({
          url,
          schemaName: `test_${randomBytes(6).toString('hex')}`,
          poolSize: 4,
        });
        await handle.migrate();
        return handle;
      },
    });
  }
  return targets;
}

export const postgresSkipNotice =
  'TEST_DATABASE_URL is not set: the PostgreSQL suites did NOT run (PGlite suites did). ' +
  'Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them.';

/**
 * An image store for database tests: rasterising is the server's job (sharp) and has its own
 * test, so seeding here records pictures without files, quickly.
 */
export const imagelessStore = {
  render: async (request: { key: string; alt: string; width: number; height: number }) => ({
    key: request.key,
    alt: request.alt,
    width: request.width,
    height: request.height,
    dominantColor: '#000000',
    variants: [],
  }),
  has: () => true,
};
