// `npm start`: builds the web app and the server when a build is missing or older than its
// sources, then runs the server. Works straight after `npm ci` on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, newestChange, serverNodeArgs } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return webSources.some((source) => newestChange(path.join(root, source)) > builtAt);
}

if (webBuildIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The server, compiled ahead of time when missing or older than its sources (scripts/build-server.mjs).
await ensureServerBuilt();
// `--build-only`: the builds as above and nothing else (scripts/cluster.ts builds once for its processes).
if (process.argv.includes('--build-only')) process.exit(0);

// Plain Node on the compiled server, with the V8 flags of scripts/server-node-flags.json: a young
// generation of 16 MB a semi-space, V8's own default, written out because it was 64 once (decision
// 020), and an old generation let grow by 30% past what it keeps between collections instead of up
// to 4x, so a process at 100,000 products stays under 300 MB (decisions 039 and 040), but never
// collected whole below 128 MB, so a small catalogue's process is not stopped for it every second
// or two under load (decision 042).
const server = spawn(process.execPath, serverNodeArgs, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
