/**
 * `npm run bench`: measures the issue targets and prints the figures.
 * - start-up: first start on an empty data directory (migrations + seed) and a later start.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no healthy server at ${url}`);
}

/** Milliseconds from spawning the server until /api/health answers 200. */
async function timeStart(dataDir: string, port: number) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, Date.now() + 120_000);
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function benchStartup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  try {
    const first = await timeStart(dataDir, 3210);
    const later = [await timeStart(dataDir, 3210), await timeStart(dataDir, 3210)];
    const laterBest = Math.min(...later);
    console.log('start-up (embedded database, excluding the web build)');
    console.log(`  first start, empty data dir: ${(first / 1000).toFixed(2)} s   (target < 15 s)`);
    console.log(
      `  later start:                 ${(laterBest / 1000).toFixed(2)} s   (target < 3 s; runs: ${later.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchStartup();
