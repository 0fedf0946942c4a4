import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A long form's section (the checkout's, the add-product page's): a card headed by its icon and title. */
export function FormSection({
  title,
  icon,
  className,
  children,
}: {
  title: string;
  icon: ReactNode;
  /** The card's padding. */
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('grid gap-4 rounded-xl border bg-card shadow-sm', className)}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden="true" className="text-primary [&_svg]:size-5">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
