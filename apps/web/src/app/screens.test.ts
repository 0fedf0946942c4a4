import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGES } from '@shop/contract/pages';
import { describe, expect, it } from 'vitest';
import { screenLoaders } from './screens';

const appRoot = path.resolve(import.meta.dirname, '../..');
const source = readFileSync(path.join(import.meta.dirname, 'screens.ts'), 'utf8');

describe('the screen loaders', () => {
  it('cover exactly the screens of the pages table', () => {
    expect(Object.keys(screenLoaders).sort()).toEqual([...new Set(PAGES.map((page) => page.screen))].sort());
  });

  // The server preloads the chunk Vite's manifest files under the table's key, so the loader under
  // that key must import that very module.
  it.each(Object.keys(screenLoaders))('%s is loaded from that file', (screen) => {
    expect(existsSync(path.join(appRoot, screen))).toBe(true);
    const start = source.indexOf(`'${screen}':`);
    const imported = /import\('@\/([^']+)'\)/.exec(source.slice(start))?.[1];
    expect(`src/${imported ?? ''}.tsx`).toBe(screen);
  });
});
