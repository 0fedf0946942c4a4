import { todayIso } from '@shop/contract/auth-schemas';
import { chargesAdminMessages as a } from '@shop/contract/charges-messages';
import { ADMIN_TAX_REPORT_PATH } from '@shop/contract/charges-schemas';
import { monthName } from '@shop/contract/statements';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { taxReportMonths } from '../charges-form';

const m = a.taxReport;

/**
 * The monthly tax report (docs/product.md, Shipping and taxes): a month, the last complete one
 * first (the browser's calendar), and a plain download link: the browser saves the server's CSV.
 */
export function TaxReportDownload() {
  const id = useId();
  const months = taxReportMonths(todayIso());
  const [month, setMonth] = useState(months[0] ?? '');
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {m.title}
      </h2>
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-month`}>{m.month}</Label>
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
          href={`${ADMIN_TAX_REPORT_PATH}?month=${month}`}
          download={`tax-report-${month}.csv`}
          className={buttonVariants({ variant: 'outline' })}
        >
          <FileSpreadsheet aria-hidden="true" />
          {m.download}
        </a>
      </div>
    </section>
  );
}
