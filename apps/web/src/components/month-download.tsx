import { monthName, statementMessages as m } from '@shop/contract/statements';
import { FileText, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';

type MonthDownloadProps = {
  /** YYYY-MM, newest first. */
  months: readonly string[];
  pathOf: (month: string) => string;
  /** The file's name as saved. */
  fileOf: (month: string) => string;
  download: string;
  icon: LucideIcon;
};

/**
 * A month's statement (docs/product.md, Statements and packing slips): the doctor's account page
 * and the admin's Doctors tab.
 */
export const StatementPicker = (props: Pick<MonthDownloadProps, 'months' | 'pathOf'>) => (
  <MonthDownload
    {...props}
    fileOf={(month) => `statement-${month}.pdf`}
    download={m.download}
    icon={FileText}
  />
);

/**
 * A month of `months` and a link that downloads its file from `pathOf(month)`: the browser saves
 * what the server sends (a statement, the tax report).
 */
export function MonthDownload({ months, pathOf, fileOf, download, icon: Icon }: MonthDownloadProps) {
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
      <a href={pathOf(month)} download={fileOf(month)} className={buttonVariants({ variant: 'outline' })}>
        <Icon aria-hidden="true" />
        {download}
      </a>
    </div>
  );
}
