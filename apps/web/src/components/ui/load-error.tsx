import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type LoadErrorProps = {
  title: string;
  text?: string;
  /** What "Try again" does: ask for the failed read again, or reload the page. */
  onRetry: () => void;
  /**
   * 'page': the message is the screen's whole content, its title the screen's heading.
   * 'block': a card in place of one part of a screen (a listing's results), under the screen's
   * own heading.
   */
  size?: 'page' | 'block';
  /** The title's heading level; by default an h1 on a page and no heading (bold text) in a block. */
  headingLevel?: 1 | 2 | 3;
  /** Further ways on, after "Try again" (e.g. a link home). */
  actions?: ReactNode;
  /**
   * Announced as soon as it appears (role="alert"): a read failed while the visitor was on the
   * screen. Off for a message that is itself the page a navigation led to.
   */
  announce?: boolean;
  className?: string;
};

const styles = {
  page: {
    box: 'mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center',
    icon: 'size-12',
    title: 'text-2xl font-bold tracking-tight',
    text: 'text-muted-foreground',
    button: 'default',
  },
  block: {
    box: 'flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center',
    icon: 'size-10',
    title: 'font-semibold',
    text: 'text-sm text-muted-foreground',
    button: 'outline',
  },
} as const;

/** Something the screen needed could not be loaded: what failed, and a "Try again" button. */
export function LoadError({
  title,
  text,
  onRetry,
  size = 'page',
  headingLevel = size === 'page' ? 1 : undefined,
  actions,
  announce = true,
  className,
}: LoadErrorProps) {
  const style = styles[size];
  const Box = size === 'page' ? 'section' : 'div';
  const Title = headingLevel === undefined ? 'p' : (`h${headingLevel}` as const);

  return (
    <Box role={announce ? 'alert' : undefined} className={cn(style.box, className)}>
      <TriangleAlert aria-hidden="true" className={cn(style.icon, 'text-destructive')} />
      <Title className={style.title}>{title}</Title>
      {text && <p className={style.text}>{text}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant={style.button} onClick={onRetry}>
          Try again
        </Button>
        {actions}
      </div>
    </Box>
  );
}
