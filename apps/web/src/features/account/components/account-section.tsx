import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

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

/**
 * A card of /account: a section named by its heading. A section that a link opens (`id`, with the
 * heading's `headingRef`) has a heading that can take focus.
 */
export function AccountSection({
  title,
  headingId,
  id,
  headingRef,
  className,
  children,
}: {
  title: ReactNode;
  headingId: string;
  id?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('grid gap-3 rounded-xl border bg-card p-5 shadow-sm', className)}
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-lg font-semibold outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
