import pg from 'pg';

/**
 * One statement on its own connection to a PostgreSQL server (CREATE and DROP DATABASE run outside a
 * transaction): the test runs' templates and throwaway databases, and the benchmarks' (scripts/).
 */
export async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
