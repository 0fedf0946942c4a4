import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { startBackgroundJobs } from './background-jobs';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openEmbeddedDatabase, openServerDatabase, type Database } from './db/client';
import { offsetClock } from './lib/clock';
import { prettyLogStream } from './lib/pretty-log';
import { prepareDatabase } from './startup/prepare-database';

async function openDatabase(config: AppConfig): Promise<Database> {
  return config.databaseUrl
    ? openServerDatabase(config.databaseUrl, config.databasePoolSize)
    : openEmbeddedDatabase(config.dataDir);
}

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const started = performance.now();
  const database = await openDatabase(config);
  const report = await prepareDatabase(database, config, () => randomBytes(12).toString('base64url'));
  // A person at a terminal reads short lines; a file, a pipe or a collector gets JSON.
  const pretty = config.logFormat === 'pretty' || (config.logFormat === undefined && process.stdout.isTTY);
  const app = await buildApp({
    config,
    database,
    clock: offsetClock(config.clockOffsetDays),
    ...(pretty ? { logStream: prettyLogStream(process.stdout) } : {}),
  });
  await startBackgroundJobs(app);
  for (const line of report.notices) app.log.info(line);
  if (report.demoAdmin) {
    // Printed once, on the start that created it; no fixed default password exists anywhere.
    const rule = '='.repeat(60);
    console.log(
      `\n${rule}\n  Demo admin created — sign in at /login\n    email:    ${report.demoAdmin.email}\n    password: ${report.demoAdmin.password}\n  (shown this once; keep it)\n${rule}\n`,
    );
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, startupMs: Math.round(performance.now() - started) },
    `${config.shopName} ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
