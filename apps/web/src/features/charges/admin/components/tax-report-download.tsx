import { todayIso } from '@shop/contract/auth-schemas';
import { chargesAdminMessages as a } from '@shop/contract/charges-messages';
import { ADMIN_TAX_REPORT_PATH } from '@shop/contract/charges-schemas';
import { FileSpreadsheet } from 'lucide-react';
import { MonthDownload } from '@/components/month-download';
import { HeadedSection } from '@/components/ui/headed-section';
import { taxReportMonths } from '../charges-form';

const m = a.taxReport;

/**
 * The monthly tax report (docs/product.md, Shipping and taxes): a month, the last complete one
 * first (the browser's calendar), and a plain download link: the browser saves the server's CSV.
 */
export function TaxReportDownload() {
  return (
    <HeadedSection title={m.title} intro={m.intro}>
      <MonthDownload
        months={taxReportMonths(todayIso())}
        pathOf={(month) => `${ADMIN_TAX_REPORT_PATH}?month=${month}`}
        fileOf={(month) => `tax-report-${month}.csv`}
        download={m.download}
        icon={FileSpreadsheet}
      />
    </HeadedSection>
  );
}
