import type { ReactNode } from 'react';

/** One row of a FactList: its label and its value (a dash when there is none). */
export type Fact = readonly [label: string, value: ReactNode];

/** Label and value rows, the labels in a column of their own. */
export function FactList({ rows }: { rows: readonly Fact[] }) {
  return (
    <dl className="grid gap-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2 text-sm">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
