import type { BulkCartLine, BulkCartResponse } from '@shop/contract/cart-schemas';
import {
  QUICK_ORDER_MAX_BYTES,
  linesNumbered,
  quickOrderMessages as m,
  quickOrderRefusal,
} from '@shop/contract/quick-order';
import { CheckCircle2, FileUp, ListPlus, XCircle } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ListTable } from '@/components/ui/paged-list';
import { Textarea } from '@/components/ui/textarea';
import { getServerMessage, isApiError } from '@/lib/api-client';

const COLUMNS = [m.lineColumn, m.codeColumn, m.productColumn, m.quantityColumn, m.resultColumn];

/** What a submission of code lines answers: each line's result, and what it came to. */
export type CodeLinesAnswer = Pick<BulkCartResponse, 'message' | 'lines' | 'refusedCount'>;

/** The call that sends the lines (a mutation): quick order's to the cart, a list's import. */
export interface CodeLinesCall<Answer extends CodeLinesAnswer> {
  isPending: boolean;
  mutate: (
    text: string,
    callbacks: { onSuccess: (answer: Answer) => void; onError: (failure: unknown) => void },
  ) => void;
}

type CodeLinesFormProps<Answer extends CodeLinesAnswer> = {
  call: CodeLinesCall<Answer>;
  /** The submit button's words, and while it is on its way. */
  submitLabel: string;
  /** The box's hint: how many lines, and what a line is. */
  hint?: string;
};

/**
 * Lines of a code and a quantity (issue 41: quick order, a supply list's import): a box for lines
 * pasted from a spreadsheet or filled from an uploaded CSV, sent in one step. Each line's answer shows
 * in a table; the lines not added stay in the box to fix and send again. A text refused as a whole
 * (empty, not text, over 500 lines or 1 MB) is said on the box, checked by the contract's rule before
 * it is sent.
 */
export function CodeLinesForm<Answer extends CodeLinesAnswer>({
  call,
  submitLabel,
  hint = m.linesHint,
}: CodeLinesFormProps<Answer>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [answer, setAnswer] = useState<Answer>();
  const box = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadHintId = useId();

  const refuse = (message: string) => {
    setError(message);
    box.current?.focus();
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (call.isPending) return;
    const refusal = quickOrderRefusal(text);
    if (refusal) {
      refuse(refusal.message);
      return;
    }
    setError(undefined);
    call.mutate(text, {
      onSuccess: (result) => {
        setAnswer(result);
        const refused = new Set(
          result.lines.filter((line) => line.status === 'refused').map((line) => line.line),
        );
        setText(linesNumbered(text, refused));
      },
      onError: (failure) => {
        // Refused as a whole (or a bookkeeper's 403): said on the box, nothing was added.
        if ([400, 403, 413].some((status) => isApiError(failure, status)))
          refuse(getServerMessage(failure) ?? m.failed);
      },
    });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > QUICK_ORDER_MAX_BYTES) {
      refuse(m.tooLarge);
      return;
    }
    const content = await file.text();
    const refusal = quickOrderRefusal(content);
    // An empty or over-long file still fills the box, to be seen and trimmed; one that is not text does not.
    if (refusal?.message === m.notText) {
      refuse(m.notText);
      return;
    }
    setText(content);
    setError(undefined);
    box.current?.focus();
  };

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={call.isPending || undefined}>
        <FormField name="text" label={m.linesLabel} hint={hint} error={error}>
          {(control) => (
            <Textarea
              {...control}
              ref={box}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(undefined);
              }}
              rows={10}
              placeholder={m.linesPlaceholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono text-sm"
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={call.isPending} icon={<ListPlus aria-hidden="true" />}>
            {call.isPending ? m.adding : submitLabel}
          </Button>
          <Button
            type="button"
            variant="outline"
            icon={<FileUp aria-hidden="true" />}
            aria-describedby={uploadHintId}
            onClick={() => fileInput.current?.click()}
          >
            {m.upload}
          </Button>
          {/* Chosen through the button above, which a keyboard reaches and shows focus on. */}
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="hidden"
            aria-label={m.upload}
            onChange={(event) => void onFile(event)}
          />
          <p id={uploadHintId} className="text-sm text-muted-foreground">
            {m.uploadHint}
          </p>
        </div>
      </form>
      {answer && <CodeLinesResults answer={answer} />}
    </div>
  );
}

/** Each line's answer, as the server gave it, in the order typed. */
function CodeLinesResults({ answer }: { answer: CodeLinesAnswer }) {
  // The table is the region named for the answer; the heading leads to it.
  return (
    <div className="grid gap-3">
      <h2 className="text-xl font-semibold">{m.results}</h2>
      <p className="text-sm" role="status">
        {answer.message}
        {answer.refusedCount > 0 && <span className="text-muted-foreground"> {m.fixHint}</span>}
      </p>
      <ListTable
        caption={m.results}
        columns={COLUMNS}
        numeric={[m.lineColumn, m.quantityColumn]}
        busy={false}
        minWidth="min-w-[40rem]"
      >
        <tbody className="divide-y">
          {answer.lines.map((line) => (
            <ResultRow key={line.line} line={line} />
          ))}
        </tbody>
      </ListTable>
    </div>
  );
}

function ResultRow({ line }: { line: BulkCartLine }) {
  const added = line.status === 'added';
  return (
    <tr>
      <td className="px-3 py-2 text-right tabular-nums">{line.line}</td>
      <td className="px-3 py-2 font-mono text-sm break-all">{line.code}</td>
      <td className="px-3 py-2">{line.productName ?? '—'}</td>
      <td className="px-3 py-2 text-right tabular-nums">{line.quantity ?? '—'}</td>
      <td className="px-3 py-2">
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={added ? 'accent' : 'destructive'}>
            {added ? (
              <CheckCircle2 aria-hidden="true" className="size-3.5" />
            ) : (
              <XCircle aria-hidden="true" className="size-3.5" />
            )}
            {added ? m.addedResult : m.refusedResult}
          </Badge>
          {line.message && <span className="text-sm text-muted-foreground">{line.message}</span>}
        </span>
      </td>
    </tr>
  );
}
