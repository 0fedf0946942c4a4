import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('./', import.meta.url);
const modules = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.slice(0, -'.ts'.length));

/** What a module loads when it runs: its imports and re-exports, less the type-only ones. */
function runtimeImports(module: string): string[] {
  const source = readFileSync(new URL(`${module}.ts`, dir), 'utf8');
  const statements = source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm);
  return [...statements].filter(([, typeOnly]) => !typeOnly).map(([, , specifier]) => specifier ?? '');
}

/** Whether loading the module loads zod, itself or through another module of the contract. */
function loadsZod(module: string, seen = new Set<string>()): boolean {
  if (seen.has(module)) return false;
  seen.add(module);
  return runtimeImports(module).some(
    (specifier) => specifier === 'zod' || (specifier.startsWith('./') && loadsZod(specifier.slice(2), seen)),
  );
}

// Decision 044: a screen that imports a module sees from its name whether it pays for zod.
describe('contract file names', () => {
  it.each(modules)('%s is named *-schemas exactly when it loads zod', (module) => {
    expect(loadsZod(module)).toBe(module.endsWith('-schemas'));
  });
});
