/**
 * The shop for `npm run bench`, in its own process so it never shares an event loop with the load
 * generator. Builds the app against DATABASE_URL (already migrated and filled by the bench), listens
 * on a free loopback port and prints `{"port":N}` once ready. Exits when its parent closes stdin, so
 * a bench that dies never leaves it running.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openServerDatabase } from '../apps/server/src/db/client';
// The server's Fastify declarations (app.db, request.currentUser), which its own tsconfig includes.
import type {} from '../apps/server/src/types';

const poolSize = Number(process.env.BENCH_POOL_SIZE ?? '4');
if (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > 50) {
  throw new Error('BENCH_POOL_SIZE must be a whole number from 1 to 50');
}

// Production settings, as a live shop runs; the secret only signs cookies nobody keeps.
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  APP_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: '0',
  WEB_DIST_DIR: '/nonexistent-web-dist',
});
if (!config.databaseUrl) throw new Error('DATABASE_URL is required');

const database = await openServerDatabase(config.databaseUrl, poolSize);
const app = await buildApp({ config, database });
await app.listen({ host: config.host, port: config.port });

const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on a TCP port');
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await app.close();
  await database.close();
  process.exit(0);
}
process.stdin.on('close', () => void shutdown());
process.stdin.resume();
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
