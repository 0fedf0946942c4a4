import { accountStatementPath, statementMessages as m } from '@shop/contract/statements';
import { useId } from 'react';
import { StatementPicker } from '@/components/month-download';

/**
 * The account page's monthly statements (docs/product.md, Statements and packing slips): a month of
 * those the account has (the server's list, in the shop's calendar) and the link to its PDF.
 */
export function StatementsPanel({ months }: { months: readonly string[] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {m.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      <StatementPicker months={months} pathOf={accountStatementPath} />
    </section>
  );
}
