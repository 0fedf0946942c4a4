import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { startBackgroundJobs } from './background-jobs';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openShopDatabase } from './db/client';
import { offsetClock } from './lib/clock';
import { prettyLogStream } from './lib/pretty-log';
import { answerWithin } from './lib/time-limit';
import { prepareDatabase } from './startup/prepare-database';
import { warmUp, type WarmUpReport } from './startup/warm-up';

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
  const database = await openShopDatabase(config);
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

  /**
   * A graceful shutdown (docs/deploy.md): readiness turns 503 at once and every answer closes its
   * connection; after the drain delay the listener closes (a proxy's next connection goes to another
   * process), requests in flight and running jobs finish, then the database closes and the process
   * exits 0. Past the grace
   * period the connections still open are cut and it exits 1. A second signal exits at once.
   */
  const shutdown = async (signal: string) => {
    if (app.lifecycle.draining) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    app.lifecycle.drain();
    app.log.info(
      { signal, drainMs: config.shutdownDrainMs, graceMs: config.shutdownGraceMs },
      'shutting down: draining',
    );
    // Still listening for the drain delay (a terminal's Ctrl-C skips it): a proxy that checks
    // readiness stops sending, and connections it keeps alive close after their next answer.
    if (signal === 'SIGTERM' && config.shutdownDrainMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    const ended = { cut: false };
    const grace = setTimeout(() => {
      ended.cut = true;
      app.log.warn('shutdown grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    let failed = false;
    try {
      await app.close();
      await database.close();
    } catch (err) {
      failed = true;
      app.log.error({ err }, 'shutdown failed');
    } finally {
      clearTimeout(grace);
    }
    app.log.info({ signal }, 'shut down');
    process.exit(ended.cut || failed ? 1 : 0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Readiness says 503 `starting` until the warm-up is over; liveness answers from the moment the
  // process listens (docs/decisions/045).
  const warmedUp = config.warmUpMs > 0 ? app.lifecycle.beginWarmUp() : undefined;
  await app.listen({ port: config.port, host: config.host });
  const listening = performance.now();
  let warmUpReport: WarmUpReport | 'failed' | undefined;
  if (warmedUp) {
    // Bounded: past WARM_UP_SECONDS the process says it is ready anyway, whatever is left goes on.
    warmUpReport = await answerWithin(
      warmUp(app, database.connections).catch((err: unknown) => {
        app.log.warn({ err }, 'warm-up failed; ready without it');
        return 'failed' as const;
      }),
      config.warmUpMs,
    );
    warmedUp();
  }
  app.log.info(
    {
      database: database.kind,
      startupMs: Math.round(listening - started),
      ...(warmedUp
        ? { warmUpMs: Math.round(performance.now() - listening), warmUp: warmUpReport ?? 'cut short' }
        : {}),
    },
    `${config.shopName} ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
