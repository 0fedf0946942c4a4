import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

test('the systemd unit runs the compiled server with the V8 flags npm start gives it', () => {
  const flags = JSON.parse(read('scripts/server-node-flags.json')) as string[];
  const execStart = /^ExecStart=(.*)$/m.exec(read('deploy/medora.service'))?.[1];
  expect(execStart).toBe(['/usr/bin/node', ...flags, 'apps/server/dist/main.mjs'].join(' '));
});

test('nginx names the client it sees, and the processes trust that hop only', () => {
  const nginx = read('deploy/nginx.conf');
  const forwardedFor = [...nginx.matchAll(/^\s*proxy_set_header\s+X-Forwarded-For\s+(\S+);/gm)].map(
    (m) => m[1],
  );
  // Appending ($proxy_add_x_forwarded_for) would keep a client's own entries in front of it.
  expect(forwardedFor).toEqual(['$remote_addr']);
  // true: a proxy on this machine (loopback), as the upstream list's processes are reached from.
  expect(read('deploy/medora.service')).toMatch(/^Environment=TRUST_PROXY=true$/m);
  expect(read('deploy/medora.service')).toMatch(/^Environment=HOST=127\.0\.0\.1$/m);
});
