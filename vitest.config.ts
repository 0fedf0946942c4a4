import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core. Vitest's default for a run is one fewer than the cores: one worker on this
    // 2-core machine, which then idles whenever a test waits (PostgreSQL, a child process, a timer).
    // Measured alone here: every project on the embedded database 605 s with one worker, 397 s with
    // two, 418 s with three (docs/decisions/047).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'eslint-rules',
          include: ['eslint-rules/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
        resolve: { alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) } },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
