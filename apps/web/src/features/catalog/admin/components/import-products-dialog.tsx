import {
  catalogImportMessages as m,
  IMPORT_MAX_BYTES,
  type ImportCheck,
  type ImportRow,
} from '@shop/contract/catalog-csv-schemas';
import { MEGABYTE } from '@shop/contract/upload-schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogCancel, DialogFooter, DialogHeader, formDialogOf } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/use-toast';
import { getServerMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { checkCatalogueFile, useApplyCatalogueImport } from '../api/import-catalogue';

/** Rows the dialog lists: the refused ones first, so a long file's problems are on top. */
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

/** The headings of the table of the file's rows, in column order. */
const ROW_COLUMNS = ['Line', 'SKU', 'Name', 'Result', 'Problems'];

/**
 * The Products tab's Import CSV (issue 22, docs/product.md, Catalogue import and export): choose a
 * file, watch it upload and the server check it, read what each row would do (a refused row's
 * problems by column), then apply the valid rows in one go.
 */
export const ImportProductsDialog = formDialogOf(ImportProductsForm, 'sm:max-w-4xl');

function ImportProductsForm({ onDone }: { onDone: () => void }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [applyError, setApplyError] = useState<string>();
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
  const submit = () => {
    if (!result?.token) return;
    setApplyError(undefined);
    apply.mutate(result.token, {
      onError: (error) => setApplyError(getServerMessage(error) ?? m.applyFailed),
    });
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
        {phase.kind === 'uploading' && (
          <div className="grid gap-1">
            <span>{m.uploading(Math.round(phase.fraction * 100))}</span>
            <progress className="w-full" value={phase.fraction} max={1} aria-label={m.fileLabel} />
          </div>
        )}
        {phase.kind === 'checking' && (
          <div className="grid gap-1">
            <span>{m.checking}</span>
            <progress className="w-full" aria-label={m.checking} />
          </div>
        )}
        {result && <p className="font-medium">{m.summary(result.counts)}</p>}
      </div>
      {phase.kind === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {phase.message}
        </p>
      )}
      {result && <CheckedRows result={result} />}
      {applyError && (
        <p role="alert" className="text-sm text-destructive">
          {applyError}
        </p>
      )}

      <DialogFooter>
        <DialogCancel disabled={apply.isPending} />
        <Button onClick={submit} disabled={!result?.token || apply.isPending}>
          {m.apply(changes)}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** What each row would do, refused rows first, each problem beside its column's name. */
function CheckedRows({ result }: { result: ImportCheck }) {
  const ordered = [
    ...result.rows.filter((row) => row.action === 'refused'),
    ...result.rows.filter((row) => row.action !== 'refused'),
  ];
  const listed = ordered.slice(0, LISTED_ROWS);
  if (result.token === null && result.counts.refused === 0) {
    return <p className="text-sm text-muted-foreground">{m.nothingToApply}</p>;
  }
  return (
    <div className="grid gap-2">
      {result.counts.refused > 0 && <p className="text-sm text-muted-foreground">{m.refusedNote}</p>}
      {ordered.length > listed.length && (
        <p className="text-sm text-muted-foreground">{m.moreRows(listed.length, ordered.length)}</p>
      )}
      <div
        role="region"
        aria-label="Rows of the file"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: the keyboard scrolls it (WCAG 2.1.1)
        tabIndex={0}
        className="max-h-[50vh] overflow-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows of the file</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              {ROW_COLUMNS.map((column) => (
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
                className={cn('border-t align-top', row.action === 'refused' && 'bg-destructive/10')}
              >
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <td className="px-3 py-2 font-mono whitespace-nowrap">{row.sku}</td>
                <td className="px-3 py-2">{row.name}</td>
                <td className="px-3 py-2">
                  <Badge variant={row.action === 'refused' ? 'destructive' : 'secondary'}>
                    {ACTION_LABEL[row.action]}
                  </Badge>
                </td>
                <td className="px-3 py-2">
                  {row.fieldErrors && (
                    <ul className="grid gap-1">
                      {Object.entries(row.fieldErrors).flatMap(([column, messages]) =>
                        messages.map((message) => (
                          <li key={`${column}-${message}`}>
                            <span className="font-mono">{column}</span>: {message}
                          </li>
                        )),
                      )}
                    </ul>
                  )}
                  {row.changes && <span className="text-muted-foreground">{row.changes.join(', ')}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
