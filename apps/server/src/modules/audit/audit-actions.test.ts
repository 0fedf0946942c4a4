import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_ACTION_LABELS } from '@shop/contract/audit-messages';
import { describe, expect, it } from 'vitest';

const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every non-test TypeScript file under the server's source. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the audit actions', () => {
  it('has a label in the contract for every action the server records by name', () => {
    // `action: 'x.y'` and `auditAction: 'x.y'` literals: what recordAudit is given (a name built at
    // run time, as `stock.${kind}`, is listed in the contract by hand).
    const recorded = new Set(
      sourceFiles(serverSource).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\b(?:action|auditAction): '([a-z_]+\.[a-z_]+)'/g)].map(
          (match) => match[1] ?? '',
        ),
      ),
    );
    expect(recorded.size).toBeGreaterThan(10);
    expect([...recorded].filter((action) => !Object.hasOwn(AUDIT_ACTION_LABELS, action))).toEqual([]);
  });
});
