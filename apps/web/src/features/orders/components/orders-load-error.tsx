import { ordersScreenMessages } from '@shop/contract/messages';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

type OrdersLoadErrorProps = {
  title: string;
  onRetry: () => void;
  retrying: boolean;
  /** The screen's own heading level: 1 when the error replaces the whole screen, 2 inside it. */
  headingLevel?: 1 | 2;
};

/** An orders call failed (not a 401 or 404): what happened and a way to try again. */
export function OrdersLoadError({ title, onRetry, retrying, headingLevel = 2 }: OrdersLoadErrorProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section role="alert" className="flex flex-col items-center gap-4 px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-destructive" />
      <Heading className="text-xl font-semibold">{title}</Heading>
      <p className="text-muted-foreground">{ordersScreenMessages.loadFailedHint}</p>
      <Button onClick={() => !retrying && onRetry()} aria-disabled={retrying} aria-busy={retrying}>
        <RotateCcw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {ordersScreenMessages.tryAgain}
      </Button>
    </section>
  );
}
