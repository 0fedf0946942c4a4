import { listExportPath, supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import type { SupplyList } from '@shop/contract/supply-list-schemas';
import { FileUp } from 'lucide-react';
import { CodeLinesForm } from '@/components/code-lines-form';
import { Button } from '@/components/ui/button';
import { DialogHeader, FormDialog } from '@/components/ui/dialog';
import { DownloadLink } from '@/components/ui/download-link';
import { useImportToList } from '../api/lists';

/** The import's box: quick order's, its lines going on the list. */
function ImportForm({ list }: { list: SupplyList }) {
  const importLines = useImportToList(list.id);
  return (
    <div className="grid gap-4">
      <DialogHeader title={s.importTitle} description={s.importDescription} />
      <CodeLinesForm call={importLines} submitLabel={s.addToList} hint={s.importHint} />
    </div>
  );
}

/**
 * A list as a CSV and back (issue 41): Export CSV downloads it (a member who may not change it, a
 * bookkeeper, too); Import adds lines of codes and quantities to it, checked as quick order checks
 * them, each line answered in the dialog, the refused ones kept in the box to fix.
 */
export function ListCsvActions({ list, editable }: { list: SupplyList; editable: boolean }) {
  return (
    <>
      <DownloadLink href={listExportPath(list.id)} title={s.exportTitle}>
        {s.exportCsv}
      </DownloadLink>
      {editable && (
        <FormDialog
          className="sm:max-w-3xl"
          trigger={
            <Button variant="outline" icon={<FileUp aria-hidden="true" />}>
              {s.importCsv}
            </Button>
          }
        >
          {() => <ImportForm list={list} />}
        </FormDialog>
      )}
    </>
  );
}
