// The server compiled ahead of time (decision 040): apps/server/src/main.ts and the contract it
// imports, bundled by esbuild into one ES module, apps/server/dist/main.mjs, which `npm start`,
// `npm run cluster` and the deployment's unit run with plain Node: no TypeScript loader in the
// process (it held about 75 MB of compiled code and source maps). Packages from node_modules stay
// imports, loaded by Node as before.
//
// A source file that finds its neighbours from `import.meta.url` (the migrations, the SQL objects,
// the web build) keeps its own address: each `import.meta.url` in the server's sources is written
// as that file's address relative to the bundle, so every path resolves as it does from the
// sources.
//
// `node scripts/build-server.mjs` builds it; `ensureServerBuilt()` builds it when it is missing or
// older than a source.
import { build, stop } from 'esbuild';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/src/main.ts');
export const serverBundle = path.join(root, 'apps/server/dist/main.mjs');
const serverSources = ['apps/server/src', 'packages/contract/src', 'scripts/build-server.mjs'];

/**
 * The server process's arguments after `node`: its V8 flags (scripts/server-node-flags.json, shared
 * with the benchmarks) and the bundle.
 */
export const serverNodeArgs = [
  ...JSON.parse(readFileSync(path.join(root, 'scripts/server-node-flags.json'), 'utf8')),
  serverBundle,
];

/** The newest modification time under `target` (a file or a folder), 0 when it is missing. */
export function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (latest, entry) => Math.max(latest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}

/** @type {import('esbuild').Plugin} */
const keepPackagesAndAddresses = {
  name: 'keep-packages-and-addresses',
  setup(builder) {
    // A bare import is a package from node_modules, except the workspace's own (TypeScript sources).
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
    );
    builder.onLoad({ filter: /[\\/]apps[\\/]server[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const fromBundle = path.relative(path.dirname(serverBundle), args.path).split(path.sep).join('/');
      const address = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', address), loader: 'ts' };
    });
  },
};

/** Builds the bundle; written beside and renamed, so a process starting meanwhile reads a whole file. */
export async function buildServer() {
  const result = await build({
    entryPoints: [serverEntry],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
    plugins: [keepPackagesAndAddresses],
  });
  // esbuild's service process would otherwise live as long as this one (start.mjs's, the shop's parent).
  await stop();
  // The map first: the bundle's last line names it.
  const isMap = (file) => Number(file.path.endsWith('.map'));
  const files = [...result.outputFiles].sort((a, b) => isMap(b) - isMap(a));
  mkdirSync(path.dirname(serverBundle), { recursive: true });
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

/** Builds the bundle when it is missing or older than any of its sources. */
export async function ensureServerBuilt() {
  const builtAt = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
  if (serverSources.some((source) => newestChange(path.join(root, source)) > builtAt)) await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
