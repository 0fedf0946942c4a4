import type { Db } from './client';

/**
 * A statement prepared once per database and reused: building a query's SQL costs the server more
 * than a short query itself, and a named statement lets PostgreSQL keep its plan. Each app has its
 * own database handle (tests open many), hence one statement per handle. Only for calls on the
 * database itself, not inside a transaction (a transaction is a handle of its own).
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
