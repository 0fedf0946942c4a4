import { Badge } from '@/components/ui/badge';
import { RowDetailDialog } from '@/components/ui/detail-dialog';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { useRowDialog } from '@/lib/use-row-dialog';
import { practiceScreenMessages } from '../../practice-screen-messages';
import { PracticeDetailContent } from './practice-detail-dialog';

const m = practiceScreenMessages.admin;

/** The practice a row opens: its id, and its name for the dialog's title until it is read. */
type RowPractice = { id: number; name: string };

/** The dialog of the practice a list's row opened (the Practices and Receivables tabs). */
export const usePracticeRowDialog = () => useRowDialog<RowPractice>();
type PracticeRowDialog = ReturnType<typeof usePracticeRowDialog>;

/**
 * A practice's row heading: its name, the button that opens its dialog ("View Carter Aesthetics"),
 * and beside it `badge`, what the eye should find (Suspended, On hold), when there is one.
 */
export function PracticeNameCell({
  practice,
  dialog,
  badge,
}: {
  practice: RowPractice;
  dialog: PracticeRowDialog;
  badge?: string | false;
}) {
  return (
    <th scope="row" className="px-4 py-3 font-normal">
      <RowDialogButton
        accessibleName={m.view(practice.name)}
        onOpen={(button) => dialog.show(practice, button)}
      >
        {practice.name}
      </RowDialogButton>
      {badge && (
        <Badge variant="warning" className="ml-2">
          {badge}
        </Badge>
      )}
    </th>
  );
}

/** The practice's detail (PracticeDetailContent), its account included, in the row's dialog. */
export function PracticeRowDetailDialog({ dialog }: { dialog: PracticeRowDialog }) {
  return (
    <RowDetailDialog dialog={dialog} shownKey={(practice) => practice.id} width="sm:max-w-5xl">
      {(practice) => <PracticeDetailContent practiceId={practice.id} practiceName={practice.name} />}
    </RowDetailDialog>
  );
}
