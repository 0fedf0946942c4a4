import {
  licenceRegistryMessages as m,
  REGISTER_FIELD_LABELS,
  REGISTER_FILE_FIELDS,
  REGISTER_FILE_MAX_BYTES,
  type LicenceRegistryProvider,
  type RegisterFileField,
  type RegisterFileMapping,
} from '@shop/contract/licence-registry';
import type { RegistrySettings } from '@shop/contract/licence-registry-schemas';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FactList } from '@/components/ui/fact-list';
import { ChoiceField, FieldError } from '@/components/ui/form-field';
import { HeadedSection } from '@/components/ui/headed-section';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { UploadProgress } from '@/components/ui/upload-progress';
import { ListLoading, QueryView } from '@/components/ui/list-states';
import { getServerMessage } from '@/lib/api-client';
import { formatDateOnly, formatDateTime } from '@/lib/format';
import { useRegistrySettings } from '../api/get-registry-settings';
import { useUploadRegisterFile } from '../api/upload-register-file';
import { completeMapping, prefilledMapping, readFileHeadings } from '../register-file-columns';

const PROVIDER_TEXT: Record<LicenceRegistryProvider, string> = {
  none: m.providerNone,
  file: m.providerFile,
  http: m.providerHttp,
};

const count = (value: number) => value.toLocaleString('en-US');

/**
 * The Settings tab's Licence registry (issue 43, docs/decisions/059): where the shop looks licences
 * up; for a register file, the last one uploaded and the form to upload the next with its columns
 * chosen; the last nightly check, and how many prescribers its holds keep waiting.
 */
export function RegistrySettingsSection() {
  const settings = useRegistrySettings();
  return (
    <HeadedSection title={m.sectionTitle}>
      <QueryView
        query={settings}
        error={{ title: m.settingsLoadFailed, size: 'block', headingLevel: 3 }}
        loading={<ListLoading label={m.settingsLoading} />}
      >
        {(data) => <RegistrySettingsBody settings={data} />}
      </QueryView>
    </HeadedSection>
  );
}

function RegistrySettingsBody({ settings }: { settings: RegistrySettings }) {
  const { provider, lastUpload, lastRun } = settings;
  return (
    <div className="grid gap-6">
      <FactList rows={[[m.providerLabel, PROVIDER_TEXT[provider]]]} />
      <div className="grid gap-6 md:grid-cols-2">
        {provider === 'file' && (
          <Panel title={m.lastUploadHeading}>
            {lastUpload ? (
              <FactList
                rows={[
                  [m.uploadFileName, <span className="[overflow-wrap:anywhere]">{lastUpload.fileName}</span>],
                  [m.uploadedAt, formatDateTime(lastUpload.uploadedAt)],
                  [m.uploadedBy, lastUpload.uploadedBy],
                  [m.uploadRows, count(lastUpload.rows)],
                  [m.uploadChanges, m.uploadCounts(lastUpload)],
                ]}
              />
            ) : (
              <p className="text-sm text-muted-foreground">{m.noUploadYet}</p>
            )}
          </Panel>
        )}
        <Panel title={m.lastRunHeading}>
          {lastRun ? (
            <FactList
              rows={[
                [m.runDay, formatDateOnly(lastRun.day)],
                [m.runChecked, count(lastRun.checked)],
                [m.runChanged, count(lastRun.changed)],
                [m.runUnavailable, count(lastRun.unavailable)],
                [
                  m.runState,
                  lastRun.finishedAt ? m.runFinished(formatDateTime(lastRun.finishedAt)) : m.runUnfinished,
                ],
              ]}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{m.noRunYet}</p>
          )}
          <p className="text-sm font-medium">{m.holdsWaiting(settings.holds)}</p>
        </Panel>
      </div>
      {provider === 'file' && <RegisterUploadForm lastMapping={lastUpload?.mapping} />}
    </div>
  );
}

/** A part of the section: a card under its h3. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-xl border bg-card p-5 shadow-sm"
    >
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

const NO_MAPPING = Object.fromEntries(REGISTER_FILE_FIELDS.map((field) => [field, ''])) as Record<
  RegisterFileField,
  string
>;

/**
 * Upload a register file: once a file is picked its first line is read here, and each field gets a
 * select of the file's headings, chosen as the last upload's mapping or the field's label says
 * (register-file-columns.ts). The server's refusal (a missing column, a bad line, too large) is
 * shown under the file and in a toast; a file the server took empties the form.
 */
function RegisterUploadForm({ lastMapping }: { lastMapping: RegisterFileMapping | undefined }) {
  const upload = useUploadRegisterFile();
  const [picked, setPicked] = useState<{ file: File; headings: string[] }>();
  const [mapping, setMapping] = useState(NO_MAPPING);
  const [error, setError] = useState<string>();
  const [attempted, setAttempted] = useState(false);
  // The part of the file sent while it uploads; 1 once the server is reading it.
  const [sent, setSent] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // The file being read: a later pick wins over an earlier one still being read.
  const reading = useRef<File | undefined>(undefined);
  const titleId = useId();
  const fileId = useId();
  const errorId = `${fileId}-error`;

  const pick = async (file: File | undefined) => {
    reading.current = file;
    setPicked(undefined);
    setError(undefined);
    setAttempted(false);
    if (!file) return;
    if (file.size > REGISTER_FILE_MAX_BYTES) {
      setError(m.fileTooLarge);
      return;
    }
    let headings: string[];
    try {
      headings = await readFileHeadings(file);
    } catch {
      if (reading.current === file) setError(m.fileUnreadable);
      return;
    }
    if (reading.current !== file) return;
    if (headings.length === 0) {
      setError(m.noHeadings);
      return;
    }
    setPicked({ file, headings });
    setMapping(prefilledMapping(headings, lastMapping));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!picked || upload.isPending) return;
    const complete = completeMapping(mapping);
    if (!complete) {
      setAttempted(true);
      const first = REGISTER_FILE_FIELDS.find((field) => mapping[field] === '');
      const select = first && formRef.current?.elements.namedItem(first);
      if (select instanceof HTMLSelectElement) select.focus();
      return;
    }
    setError(undefined);
    setSent(0);
    upload.mutate(
      { file: picked.file, mapping: complete, onProgress: setSent },
      {
        onSuccess: () => {
          reading.current = undefined;
          setPicked(undefined);
          setAttempted(false);
          if (fileRef.current) fileRef.current.value = '';
        },
        onError: (failure) => setError(getServerMessage(failure) ?? m.uploadFailed),
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="grid gap-1">
        <h3 id={titleId} className="font-semibold">
          {m.uploadHeading}
        </h3>
        <p className="text-sm text-muted-foreground">{m.uploadIntro}</p>
      </div>
      <div className="grid max-w-xl gap-1.5">
        <Label htmlFor={fileId}>{m.fileLabel}</Label>
        <Input
          ref={fileRef}
          id={fileId}
          name="file"
          type="file"
          accept=".csv,text/csv"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          disabled={upload.isPending}
          onChange={(event) => void pick(event.target.files?.[0])}
        />
        <FieldError id={errorId}>{error}</FieldError>
      </div>
      {picked && (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">{m.columnsLegend}</legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {REGISTER_FILE_FIELDS.map((field) => (
              <ChoiceField
                key={field}
                name={field}
                label={REGISTER_FIELD_LABELS[field]}
                error={attempted && mapping[field] === '' ? m.mappingMissing : undefined}
                placeholder={m.chooseColumn}
                options={picked.headings}
                value={mapping[field]}
                disabled={upload.isPending}
                onChange={(event) => {
                  const heading = event.target.value;
                  setMapping((current) => ({ ...current, [field]: heading }));
                }}
              />
            ))}
          </div>
        </fieldset>
      )}
      <div role="status" aria-live="polite" className="max-w-xl text-sm empty:hidden">
        {upload.isPending && <UploadProgress fraction={sent} working={m.reading} />}
      </div>
      <div>
        <Button
          type="submit"
          disabled={!picked || upload.isPending}
          busy={upload.isPending}
          icon={<Upload aria-hidden="true" />}
        >
          {m.upload}
        </Button>
      </div>
    </form>
  );
}
