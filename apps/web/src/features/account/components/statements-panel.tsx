import { accountStatementPath, statementMessages as m } from '@shop/contract/statements';
import { StatementPicker } from '@/components/month-download';
import { HeadedSection } from '@/components/ui/headed-section';

/**
 * The account page's monthly statements (docs/product.md, Statements and packing slips): a month of
 * those the account has (the server's list, in the shop's calendar) and the link to its PDF.
 */
export function StatementsPanel({ months }: { months: readonly string[] }) {
  return (
    <HeadedSection title={m.heading} intro={m.intro} panel>
      <StatementPicker months={months} pathOf={accountStatementPath} />
    </HeadedSection>
  );
}
