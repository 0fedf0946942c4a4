import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default for a run: one worker fewer than the cores, one on this 2-core machine. CI runs
    // each vitest run beside a browser shard, which takes the other core; two workers there
    // overloaded the machine until a timing test failed (docs/decisions/047).
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
