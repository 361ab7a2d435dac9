import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

/*
 * The queries every authenticated request runs are built and compiled once, then run with each
 * request's values, and on PostgreSQL as named prepared statements (db/preparing-pool.ts):
 * parsed and planned once per connection rather than on every request. Measured on the session
 * and user lookup (2 cores, 32 concurrent lookups): building the query with Kysely cost Node
 * ~70–90 µs of its ~170 µs per lookup; preparing cut PostgreSQL's CPU per lookup from ~190 µs to
 * ~60 µs. PGlite runs the same SQL as ordinary queries.
 *
 * A prepared query names every column it reads (never `*`): a statement prepared before a
 * migration adds a column keeps its result type, so a process still running the old code never
 * fails with "cached plan must not change result type". Named statements need a session-level
 * connection: behind PgBouncer, use session pooling or PgBouncer 1.21+ with
 * max_prepared_statements.
 */

/** SQL text → statement name, for the queries made with preparedQuery. */
const statementNames = new Map<string, string>();

/** The prepared statement name of this SQL text, if preparedQuery made it. */
export function statementNameOf(sql: string): string | undefined {
  return statementNames.get(sql);
}

/** Stands for a parameter while a query is built, so its place in the SQL can be found. */
class Slot {
  constructor(readonly index: number) {}
}

interface Template<Row> {
  compiled: CompiledQuery<Row>;
  /** For each SQL parameter: the index of the caller's value, or a value fixed in the query. */
  parameters: (number | { fixed: unknown })[];
}

function compileTemplate<Params extends readonly unknown[], Row>(
  db: Kysely<Database>,
  name: string,
  build: (db: Kysely<Database>, ...params: Params) => Compilable<Row>,
  count: number,
): Template<Row> {
  const slots = Array.from({ length: count }, (_, index) => new Slot(index));
  const compiled = build(db, ...(slots as unknown as Params)).compile();
  const parameters = compiled.parameters.map((value) =>
    value instanceof Slot ? value.index : { fixed: value },
  );
  for (const slot of slots) {
    // A parameter transformed inside `build` (hashed, trimmed…) would be frozen into the SQL.
    if (!parameters.includes(slot.index)) {
      throw new Error(`Prepared query "${name}": parameter ${slot.index} is not used as a value`);
    }
  }
  const known = statementNames.get(compiled.sql);
  if (known !== undefined && known !== name) {
    throw new Error(`Prepared queries "${known}" and "${name}" compile to the same SQL`);
  }
  if (known === undefined && [...statementNames.values()].includes(name)) {
    // PostgreSQL refuses a second text under one prepared name.
    throw new Error(`Prepared query "${name}" compiled to a second SQL text`);
  }
  statementNames.set(compiled.sql, name);
  return { compiled, parameters };
}

/**
 * A query built once and run many times: `build` gets stand-ins for the parameters and must use
 * each one as a value only (compute hashes and the like before calling). Returns the rows.
 */
export function preparedQuery<Params extends readonly unknown[], Row>(
  name: string,
  build: (db: Kysely<Database>, ...params: Params) => Compilable<Row>,
): (db: Kysely<Database>, ...params: Params) => Promise<Row[]> {
  // Per Kysely instance: a dialect or plugin could compile the same builder differently.
  const templates = new WeakMap<Kysely<Database>, Template<Row>>();
  return async (db, ...params) => {
    let template = templates.get(db);
    if (!template) {
      template = compileTemplate(db, name, build, params.length);
      templates.set(db, template);
    }
    const parameters = template.parameters.map((slot) =>
      typeof slot === 'number' ? params[slot] : slot.fixed,
    );
    // The compiled query with this call's values (its queryId only matters to plugins; none).
    const compiled: CompiledQuery<Row> = { ...template.compiled, parameters };
    const { rows } = await db.executeQuery(compiled);
    return rows;
  };
}
