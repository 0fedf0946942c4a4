import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type IconPointProps = {
  icon: LucideIcon;
  title: ReactNode;
  /** h3 in a list under the section's own h2; h2 where the point is a section of the page itself. */
  headingLevel?: 2 | 3;
  /** The point's box: a card's border and padding, or none in a plain list. */
  className?: string;
  children: ReactNode;
};

/**
 * A point made with an icon in a round accent badge beside its title and text: the home page's
 * reasons to order, the contact page's ways to reach the shop and reasons to choose it, the referral
 * programme's benefits.
 */
export function IconPoint({ icon: Icon, title, headingLevel = 3, className, children }: IconPointProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('flex items-start gap-4', className)}>
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 gap-1">
        <Heading className="font-semibold">{title}</Heading>
        {children}
      </div>
    </div>
  );
}

/** A titled list of points (`IconPoint`s): each a title and a line of text. */
export function IconPointList({
  id,
  title,
  titleClassName = 'text-xl font-semibold',
  points,
  pointClassName,
  className = 'grid gap-4',
}: {
  id: string;
  title: ReactNode;
  titleClassName?: string;
  points: readonly { icon: LucideIcon; title: string; text: string }[];
  pointClassName?: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      <ul className="grid gap-4">
        {points.map((point) => (
          <li key={point.title}>
            <IconPoint icon={point.icon} title={point.title} className={pointClassName}>
              <p className="text-sm text-muted-foreground">{point.text}</p>
            </IconPoint>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Points written as texts (a messages module's) with their icons, in order; the icons repeat if fewer. */
export const withIcons = <Point extends { title: string; text: string }>(
  points: readonly Point[],
  icons: readonly [LucideIcon, ...LucideIcon[]],
) => points.map((point, i) => ({ ...point, icon: icons[i % icons.length] ?? icons[0] }));
