import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

/**
 * A section's h2. With `headingRef` it is a place focus can be sent to (from script: it stays out of
 * the tab order).
 */
export function SectionHeading({
  id,
  headingRef,
  children,
}: {
  id: string;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      ref={headingRef}
      tabIndex={headingRef ? -1 : undefined}
      className="text-lg font-semibold outline-none"
    >
      {children}
    </h2>
  );
}

/**
 * A section named by its h2 (screen readers list it among the landmarks), with a line of
 * introduction under the heading when there is one; `panel` draws it as a card (the account page's).
 * A section that a link opens (`id`, with the heading's `headingRef`) has a heading that can take
 * focus.
 */
export function HeadedSection({
  title,
  intro,
  panel = false,
  id,
  headingRef,
  className,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  panel?: boolean;
  id?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${useId()}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn('grid gap-3', panel && 'rounded-xl border bg-card p-5 shadow-sm', className)}
    >
      <SectionHeading id={titleId} headingRef={headingRef}>
        {title}
      </SectionHeading>
      {intro !== undefined && <p className="text-sm text-muted-foreground">{intro}</p>}
      {children}
    </section>
  );
}
