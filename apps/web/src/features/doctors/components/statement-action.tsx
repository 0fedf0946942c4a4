import type { AdminDoctor } from '@shop/contract/admin-doctor-schemas';
import { todayIso } from '@shop/contract/auth-schemas';
import { adminStatementPath, recentMonths, statementMessages as m } from '@shop/contract/statements';
import { FileText } from 'lucide-react';
import { StatementPicker } from '@/components/month-download';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from '@/components/ui/dialog';

/**
 * A listed doctor's statements (docs/product.md, Statements and packing slips): a dialog with the
 * last 12 months (the browser's calendar) and the link to the chosen month's PDF. Only for a doctor
 * who has ordered: a statement lists the documents of orders.
 */
export function StatementAction({ doctor }: { doctor: AdminDoctor }) {
  if (doctor.ordersCount === 0) return null;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={m.statementsOf(doctor.fullName)}>
          <FileText aria-hidden="true" />
          {m.statements}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader title={m.statementsOf(doctor.fullName)} description={m.intro} />
        <StatementPicker
          months={recentMonths(todayIso())}
          pathOf={(month) => adminStatementPath(doctor.id, month)}
        />
      </DialogContent>
    </Dialog>
  );
}
