import {
  catalogImportMessages as m,
  IMPORT_MAX_BYTES,
  type ImportCheck,
  type ImportFieldChange,
  type ImportRow,
} from '@shop/contract/catalog-csv-schemas';
import { MEGABYTE } from '@shop/contract/upload-schemas';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmCheckbox } from '@/components/ui/confirm-checkbox';
import { DialogCancel, DialogFooter, DialogHeader, formDialogOf } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { UploadProgress } from '@/components/ui/upload-progress';
import { toast } from '@/lib/use-toast';
import { getServerMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { checkCatalogueFile, useApplyCatalogueImport } from '../api/import-catalogue';

/** Rows each of the dialog's lists (changes, problems) shows at most: a long file's first ones. */
const LISTED_ROWS = 200;

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'checking' }
  | { kind: 'checked'; result: ImportCheck }
  | { kind: 'failed'; message: string };

const ACTION_LABEL: Record<ImportRow['action'], string> = {
  create: 'New',
  update: 'Update',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

/** The headings of a table of the file's rows, in column order; the last one is the list's own. */
const rowColumns = (last: string) => ['Line', 'SKU', 'Name', 'Result', last];

/** A changed cell as the admin reads it: prices as money, an empty cell as none. */
function shownCell(field: ImportFieldChange['field'], cell: string | null): string {
  if (cell === null) return m.noValue;
  return field === 'price' || field === 'original_price' ? formatPrice(cell) : cell;
}

/**
 * The Products tab's Import CSV (issue 22, docs/product.md, Catalogue import and export): choose a
 * file, watch it upload and the server check it, read what each row would do (a refused row's
 * problems by column), then apply the valid rows in one go.
 */
export const ImportProductsDialog = formDialogOf(ImportProductsForm, 'sm:max-w-4xl');

function ImportProductsForm({ onDone }: { onDone: () => void }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [applyError, setApplyError] = useState<string>();
  const [confirmed, setConfirmed] = useState(false);
  const running = useRef<AbortController | undefined>(undefined);
  const fileId = useId();
  const apply = useApplyCatalogueImport((applied) => {
    toast({ title: applied.message });
    onDone();
  });
  useEffect(() => () => running.current?.abort(), []);

  const check = (file: File | undefined) => {
    running.current?.abort();
    setApplyError(undefined);
    setConfirmed(false);
    if (!file) {
      setPhase({ kind: 'idle' });
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      setPhase({ kind: 'failed', message: m.tooLarge(IMPORT_MAX_BYTES / MEGABYTE) });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setPhase({ kind: 'uploading', fraction: 0 });
    checkCatalogueFile(
      file,
      (fraction) => {
        if (!controller.signal.aborted) {
          setPhase(fraction < 1 ? { kind: 'uploading', fraction } : { kind: 'checking' });
        }
      },
      controller.signal,
    ).then(
      (result) => {
        if (!controller.signal.aborted) setPhase({ kind: 'checked', result });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setPhase({ kind: 'failed', message: getServerMessage(error) ?? m.applyFailed });
      },
    );
  };

  const result = phase.kind === 'checked' ? phase.result : undefined;
  const changes = result ? result.counts.create + result.counts.update : 0;
  // Price changes of more than LARGE_PRICE_CHANGE_PERCENT are applied only once the admin confirms them.
  const largePriceChanges = result?.token ? result.largePriceChanges : 0;
  const unconfirmed = largePriceChanges > 0 && !confirmed;
  const submit = () => {
    if (!result?.token || unconfirmed) return;
    setApplyError(undefined);
    apply.mutate(
      { token: result.token, confirmLargePriceChanges: largePriceChanges > 0 },
      { onError: (error) => setApplyError(getServerMessage(error) ?? m.applyFailed) },
    );
  };

  return (
    <div className="grid gap-4">
      <DialogHeader title={m.dialogTitle} description={m.dialogDescription} />
      <div className="grid gap-2">
        <Label htmlFor={fileId}>{m.fileLabel}</Label>
        <Input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => check(event.target.files?.[0])}
          disabled={apply.isPending}
        />
      </div>

      <div role="status" aria-live="polite" className="text-sm">
        {(phase.kind === 'uploading' || phase.kind === 'checking') && (
          <UploadProgress fraction={phase.kind === 'uploading' ? phase.fraction : 1} working={m.checking} />
        )}
        {result && <p className="font-medium">{m.summary(result.counts)}</p>}
      </div>
      {phase.kind === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {phase.message}
        </p>
      )}
      {result && <CheckedRows result={result} />}
      {largePriceChanges > 0 && (
        <div className="rounded-md border border-warning p-3">
          <ConfirmCheckbox checked={confirmed} onChange={setConfirmed} disabled={apply.isPending}>
            {m.confirmLargePriceChanges(largePriceChanges)}
          </ConfirmCheckbox>
        </div>
      )}
      {applyError && (
        <p role="alert" className="text-sm text-destructive">
          {applyError}
        </p>
      )}

      <DialogFooter>
        <DialogCancel disabled={apply.isPending} />
        <Button onClick={submit} disabled={!result?.token || unconfirmed || apply.isPending}>
          {m.apply(changes)}
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * What the file would do: the rows that change the catalogue first, each update's changed columns
 * old → new (a price moved by more than LARGE_PRICE_CHANGE_PERCENT marked), then the refused rows
 * with each problem beside its column's name. Unchanged rows are only counted.
 */
function CheckedRows({ result }: { result: ImportCheck }) {
  if (result.token === null && result.counts.refused === 0) {
    return <p className="text-sm text-muted-foreground">{m.nothingToApply}</p>;
  }
  const changed = result.rows.filter((row) => row.action === 'create' || row.action === 'update');
  const refused = result.rows.filter((row) => row.action === 'refused');
  const { unchanged } = result.counts;
  return (
    <div className="grid gap-4">
      {changed.length > 0 && (
        <RowList
          title={m.changesHeading}
          rows={changed}
          notes={unchanged > 0 ? [m.unchangedNotListed(unchanged)] : []}
          last="Changes"
          detail={(row) =>
            row.diff && (
              <ul className="grid gap-1">
                {row.diff.map(({ field, from, to }) => (
                  <li key={field} className="[overflow-wrap:anywhere]">
                    {m.fieldChange(m.columnLabel[field], shownCell(field, from), shownCell(field, to))}
                  </li>
                ))}
              </ul>
            )
          }
        />
      )}
      {refused.length > 0 && (
        <RowList
          title={m.problemsHeading}
          rows={refused}
          notes={[m.refusedNote]}
          last="Problems"
          detail={(row) =>
            row.fieldErrors && (
              <ul className="grid gap-1">
                {Object.entries(row.fieldErrors).flatMap(([column, messages]) =>
                  messages.map((message) => (
                    <li key={`${column}-${message}`}>
                      <span className="font-mono">{column}</span>: {message}
                    </li>
                  )),
                )}
              </ul>
            )
          }
        />
      )}
    </div>
  );
}

/** One list of the file's rows under its heading: its first LISTED_ROWS, each with what it says. */
function RowList({
  title,
  rows,
  notes,
  last,
  detail,
}: {
  title: string;
  rows: ImportRow[];
  notes: string[];
  /** The last column's heading. */
  last: string;
  detail: (row: ImportRow) => ReactNode;
}) {
  const headingId = useId();
  const listed = rows.slice(0, LISTED_ROWS);
  return (
    <section className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {notes.map((note) => (
        <p key={note} className="text-sm text-muted-foreground">
          {note}
        </p>
      ))}
      {rows.length > listed.length && (
        <p className="text-sm text-muted-foreground">{m.moreListed(listed.length, rows.length)}</p>
      )}
      <div
        role="region"
        aria-labelledby={headingId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: the keyboard scrolls it (WCAG 2.1.1)
        tabIndex={0}
        className="max-h-[40vh] overflow-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              {rowColumns(last).map((column) => (
                <th key={column} scope="col" className="px-3 py-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {listed.map((row) => (
              <tr
                key={row.line}
                className={cn(
                  'border-t align-top',
                  row.action === 'refused' && 'bg-destructive/10',
                  row.largePriceChange && 'bg-warning/10',
                )}
              >
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <td className="px-3 py-2 font-mono whitespace-nowrap">{row.sku}</td>
                <td className="px-3 py-2">{row.name}</td>
                <td className="px-3 py-2">
                  <div className="grid justify-items-start gap-1">
                    <Badge variant={row.action === 'refused' ? 'destructive' : 'secondary'}>
                      {ACTION_LABEL[row.action]}
                    </Badge>
                    {row.largePriceChange && <Badge variant="warning">{m.largePriceChange}</Badge>}
                  </div>
                </td>
                <td className="min-w-56 px-3 py-2">{detail(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
