// One small interface over the two databases: PGlite (embedded, default) and a PostgreSQL server.
import { mkdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type GapListener, type Listener, pgListener } from './pg-listener.ts';

export type { GapListener, Listener };

export interface Queryable {
  query<T extends object>(text: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel; PGlite delivers in-process, PostgreSQL through one dedicated connection.
   * `onGap` runs when that connection came back after a drop (notices may have been lost meanwhile).
   */
  listen(channel: string, listener: Listener, onGap?: GapListener): Promise<() => Promise<void>>;
  /**
   * Writes many rows at once, outside any transaction of the caller, with COPY: on PGlite half the cost
   * of a multi-row insert, and on PostgreSQL no parameters to encode nor a statement of thousands of them
   * to parse. A value is text, a number, a boolean, a Date or null.
   */
  copyRows(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): Promise<void>;
  /**
   * The job queue's door (pg-boss's `db` option): a statement with values, or a script of several
   * without; answers the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const COPY_SPECIAL = /[\\\t\n\r]/;

/** A value in COPY's text format: \N for null, and backslash, tab, newline and return escaped. */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = value instanceof Date ? value.toISOString() : String(value);
  // Most values hold none of the four; a body holds many newlines, which plain replacements go through
  // faster than a replacement function called at each.
  if (!COPY_SPECIAL.test(text)) return text;
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll('\t', '\\t')
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r');
}

/** Rows in COPY's text format: a line a row, its values tab-separated. */
function copyBody(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(copyText).join('\t')}\n`).join('');
}

export type DbTarget = { url: string } | { dataDir: string } | { memory: true };

export async function openDb(target: DbTarget): Promise<Db> {
  return 'url' in target ? openPostgres(target.url) : openPglite(target);
}

async function openPglite(target: { dataDir: string } | { memory: true }): Promise<Db> {
  if ('dataDir' in target) mkdirSync(target.dataDir, { recursive: true });
  const lite = 'dataDir' in target ? new PGlite(target.dataDir) : new PGlite();
  await lite.waitReady;
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T extends object>(text: string, params?: unknown[]) =>
      (await q.query<T>(text, params)).rows,
    exec: async (sql) => {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(lite),
    transaction: (work) => lite.transaction((tx) => work(wrap(tx))),
    copyRows: async (table, columns, rows) => {
      if (rows.length === 0) return;
      await lite.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], {
        blob: new Blob([copyBody(rows)]),
      });
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return lite.query(text, values);
      try {
        return (await lite.exec(text)).at(-1) ?? { rows: [] };
      } catch (error) {
        // A script that opened a transaction and failed in it must not leave it open for what follows.
        await lite.exec('rollback').catch(() => {});
        throw error;
      }
    },
    listen: async (channel, listener) => {
      const stop = await lite.listen(channel, listener);
      return () => stop();
    },
    close: () => lite.close(),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', event: 'pg_idle', message: error.message })),
  );
  await pool.query('select 1');
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T extends object>(text: string, params?: unknown[]) =>
      (await q.query<T & pg.QueryResultRow>(text, params)).rows,
    exec: async (sql) => {
      await q.query(sql);
    },
  });
  const listener = pgListener(url);
  return {
    kind: 'postgres',
    ...wrap(pool),
    listen: (channel, onMessage, onGap) => listener.listen(channel, onMessage, onGap),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pool.query(text, values);
      // A script of several statements answers each one's result: the last is the answer. One that
      // opened a transaction and failed in it is rolled back on its connection before that goes back
      // to the pool.
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    copyRows: async (table, columns, rows) => {
      if (rows.length === 0) return;
      const client = await pool.connect();
      try {
        await pipeline(
          Readable.from([copyBody(rows)]),
          client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`)),
        );
        client.release();
      } catch (error) {
        // A connection whose COPY broke off is not given to anyone again.
        client.release(error as Error);
        throw error;
      }
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
