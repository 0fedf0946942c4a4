import { monthName, statementMessages as m } from '@shop/contract/statements';
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';

/**
 * A month of `months` (YYYY-MM, newest first) and a link that downloads its statement from
 * `pathOf(month)` (docs/product.md, Statements and packing slips): the doctor's account page and the
 * admin's Doctors tab.
 */
export function StatementPicker({
  months,
  pathOf,
}: {
  months: readonly string[];
  pathOf: (month: string) => string;
}) {
  const id = useId();
  const [month, setMonth] = useState(months[0] ?? '');
  if (!month) return null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-month`}>{m.monthLabel}</Label>
        <NativeSelect
          id={`${id}-month`}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          className="w-48"
        >
          {months.map((option) => (
            <option key={option} value={option}>
              {monthName(option)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <a
        href={pathOf(month)}
        download={`statement-${month}.pdf`}
        className={buttonVariants({ variant: 'outline' })}
      >
        <FileText aria-hidden="true" />
        {m.download}
      </a>
    </div>
  );
}
