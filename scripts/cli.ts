/** What the data generators' command lines share (generate-catalogue.ts, generate-orders.ts). */

/** The PostgreSQL URL a generator writes to (--database-url, else DATABASE_URL); without one, the usage and exit 2. */
export function databaseUrlOrUsage(given: string | undefined, usage: string): string {
  const databaseUrl = given ?? process.env.DATABASE_URL;
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return databaseUrl;
}

/**
 * Runs `main` when `file` (the caller's import.meta.filename) is the script node was started with,
 * not when another script imports it; a failure is one line on stderr and exit code 1.
 */
export async function runWhenMain(file: string, main: () => Promise<void>) {
  if (file !== process.argv[1]) return;
  await main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
