import { coldChainMessages } from '@shop/contract/cold-chain';
import { Snowflake } from 'lucide-react';

/** Under a line of a refrigerated product (issue 42): it travels and is kept at 2–8 °C. */
export function RefrigeratedMark({ coldChain }: { coldChain: boolean }) {
  if (!coldChain) return null;
  return (
    <p className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
      <Snowflake aria-hidden="true" className="size-3.5" />
      {coldChainMessages.lineMark}
    </p>
  );
}
