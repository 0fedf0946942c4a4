import { todayIso } from '@shop/contract/auth-schemas';
import { chargesAdminMessages as a } from '@shop/contract/charges-messages';
import { ADMIN_TAX_REPORT_PATH } from '@shop/contract/charges-schemas';
import { FileSpreadsheet } from 'lucide-react';
import { useId } from 'react';
import { MonthDownload } from '@/components/month-download';
import { taxReportMonths } from '../charges-form';

const m = a.taxReport;

/**
 * The monthly tax report (docs/product.md, Shipping and taxes): a month, the last complete one
 * first (the browser's calendar), and a plain download link: the browser saves the server's CSV.
 */
export function TaxReportDownload() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {m.title}
      </h2>
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      <MonthDownload
        months={taxReportMonths(todayIso())}
        pathOf={(month) => `${ADMIN_TAX_REPORT_PATH}?month=${month}`}
        fileOf={(month) => `tax-report-${month}.csv`}
        download={m.download}
        icon={FileSpreadsheet}
      />
    </section>
  );
}
