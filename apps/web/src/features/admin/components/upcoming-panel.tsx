import type { LucideIcon } from 'lucide-react';

type UpcomingPanelProps = {
  icon: LucideIcon;
  title: string;
  /** What the tab will hold. */
  description: string;
  /** Which release brings it. */
  arrival: string;
};

/** A dashboard tab whose tools are not built yet: it says so plainly instead of showing sample data. */
export function UpcomingPanel({ icon: Icon, title, description, arrival }: UpcomingPanelProps) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      <p className="text-sm font-medium">{arrival}</p>
    </section>
  );
}
