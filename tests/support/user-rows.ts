import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';

type Column = { schema: string; table: string; column: string };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * Every column, from the database catalog, that references user(id) through a foreign key: so
 * a table another engineer adds later is covered without naming it here.
 */
export function columnsReferencingUser(database: Database): Promise<Column[]> {
  return rows<Column>(
    database,
    sql`select kcu.table_schema as schema, kcu.table_name as table, kcu.column_name as column
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
        where tc.constraint_type = 'FOREIGN KEY'
          and ccu.table_schema = 'public' and ccu.table_name = 'user' and ccu.column_name = 'id'
        order by 1, 2, 3`,
  );
}

/** Every column of every table (the app's and drizzle's own), from the catalog. */
function allColumns(database: Database): Promise<Column[]> {
  return rows<Column>(
    database,
    sql`select c.table_schema as schema, c.table_name as table, c.column_name as column
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2, 3`,
  );
}

/** Rows whose `column` equals `value` (compared as text). */
async function countEqual(database: Database, { schema, table, column }: Column, value: string): Promise<number> {
  const [row] = await rows<{ count: string | number }>(
    database,
    sql`select count(*) as count from ${sql.raw(`${quote(schema)}.${quote(table)}`)} where ${sql.raw(quote(column))}::text = ${value}`,
  );
  return Number(row?.count ?? 0);
}

/** Rows whose `column`, as text, contains `value` anywhere (a key, a JSON document, a token's value). */
async function countContaining(database: Database, { schema, table, column }: Column, value: string): Promise<number> {
  const [row] = await rows<{ count: string | number }>(
    database,
    sql`select count(*) as count from ${sql.raw(`${quote(schema)}.${quote(table)}`)}
        where position(${value}::text in ${sql.raw(quote(column))}::text) > 0`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Where a cook still appears: `referencing` lists each foreign-key column to user(id) (and the
 * user table's own id) holding their id; `mentioning` lists every column of any table whose
 * text holds their id or e-mail address.
 */
export async function findCook(database: Database, cook: { id: string; email: string }) {
  const referencing: string[] = [];
  for (const column of [{ schema: 'public', table: 'user', column: 'id' }, ...(await columnsReferencingUser(database))]) {
    if ((await countEqual(database, column, cook.id)) > 0) referencing.push(`${column.table}.${column.column}`);
  }
  const mentioning: string[] = [];
  for (const column of await allColumns(database)) {
    for (const value of [cook.id, cook.email]) {
      if ((await countContaining(database, column, value)) > 0) mentioning.push(`${column.table}.${column.column}`);
    }
  }
  return { referencing, mentioning: [...new Set(mentioning)] };
}
