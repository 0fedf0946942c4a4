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
