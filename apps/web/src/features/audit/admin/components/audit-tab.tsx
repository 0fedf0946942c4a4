import {
  AuditListQuery,
  type AuditEntryView,
  type AuditFilter,
  type AuditPage,
} from '@shop/contract/audit-schemas';
import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_LABELS,
  AUDIT_SUBJECT_TYPES,
  auditActionLabel,
  auditDetailLines,
  auditScreenMessages as m,
  type AuditSubjectType,
} from '@shop/contract/audit-messages';
import { firstFieldErrorsOf } from '@shop/contract/error-schemas';
import { ScrollText } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DownloadLink } from '@/components/ui/download-link';
import { ChoiceField, TextField } from '@/components/ui/form-field';
import { listTexts, ListSection, PagedTable, type PagedTableLook } from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/format';
import { usePagedList } from '@/lib/use-paged-list';
import { auditExportHref, getAuditEntriesQueryOptions } from '../api/get-audit-entries';

type Draft = Required<AuditFilter>;
const EMPTY: Draft = { actor: '', action: '', subjectType: '', subject: '', from: '', to: '' };

/** The filters as the server reads them: empty fields left out, text trimmed. */
const filterOf = (draft: Draft): AuditFilter =>
  Object.fromEntries(
    Object.entries(draft).flatMap(([key, value]) => (value.trim() === '' ? [] : [[key, value.trim()]])),
  );

/** Who did it; a person's name narrows the list to what they did. */
function Who({ actor, onOnly }: { actor: AuditEntryView['actor']; onOnly: (actorId: number) => void }) {
  if (actor === null) return <span className="text-muted-foreground">{m.system}</span>;
  if (actor.name === null) return <span className="text-muted-foreground">{m.deletedUser(actor.id)}</span>;
  return (
    <>
      <button
        type="button"
        className="text-left font-medium underline-offset-4 hover:underline focus-visible:underline"
        title={m.onlyActor(actor.name)}
        aria-label={m.onlyActor(actor.name)}
        onClick={() => onOnly(actor.id)}
      >
        {actor.name}
      </button>
      {actor.email && <span className="block text-xs text-muted-foreground">{actor.email}</span>}
    </>
  );
}

function Changes({ details }: { details: AuditEntryView['details'] }) {
  const lines = auditDetailLines(details);
  if (lines.length === 0) return <span className="text-muted-foreground">{m.noChanges}</span>;
  return (
    <ul className="grid gap-0.5">
      {lines.map((line, index) => (
        <li key={index} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}

const TABLE: PagedTableLook<AuditPage, AuditEntryView> = {
  ...listTexts(m),
  minWidth: 'min-w-[52rem]',
  alignTop: true,
  rows: (page) => page.entries,
  rowKey: (entry) => entry.id,
  empty: { icon: ScrollText, text: m.noEntries },
  noMatches: m.noMatches,
};

/**
 * The dashboard's Audit tab (issue 20): every audited action, newest first, 20 a page, filtered by
 * the server by actor, action, subject (an order number, a product or user id) and days; the
 * filters apply together when submitted, checked first by the contract's own query schema, and the
 * Export CSV link downloads what they match.
 */
export function AuditTab() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [applied, setApplied] = useState<AuditFilter>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const list = usePagedList((page) => getAuditEntriesQueryOptions(applied, page), JSON.stringify(applied));
  const data = list.query.data;
  const filtered = Object.keys(applied).length > 0;
  // A filter's field shows its draft value and message, and changes it; the filters apply when submitted.
  const bind = (field: keyof Draft) => ({
    name: field,
    error: errors[field],
    value: draft[field],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [field]: event.target.value })),
  });

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const filter = filterOf(draft);
    const found = firstFieldErrorsOf(AuditListQuery.safeParse(filter));
    setErrors(found);
    if (Object.keys(found).length === 0) setApplied(filter);
  };
  const onlyActor = (actorId: number) => {
    // The filters applied, not a half-typed change of them, narrowed to this person.
    const next: Draft = { ...EMPTY, ...applied, actor: String(actorId) };
    setDraft(next);
    setErrors({});
    setApplied(filterOf(next));
  };
  const clear = () => {
    setDraft(EMPTY);
    setErrors({});
    setApplied({});
  };

  return (
    <ListSection
      title={m.title}
      page={data}
      filtered={filtered}
      actions={<DownloadLink href={auditExportHref(applied)}>{m.exportCsv}</DownloadLink>}
    >
      <p className="mb-4 text-sm text-muted-foreground">{m.description}</p>

      <form
        noValidate
        onSubmit={apply}
        aria-label={m.title}
        className="mb-5 grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_14rem_10rem_minmax(0,1fr)_10rem_10rem]"
      >
        <TextField {...bind('actor')} label={m.actorLabel} placeholder={m.actorPlaceholder} />
        <ChoiceField
          {...bind('action')}
          label={m.actionLabel}
          placeholder={m.anyAction}
          options={AUDIT_ACTIONS}
          optionLabel={auditActionLabel}
        />
        <ChoiceField
          {...bind('subjectType')}
          label={m.subjectTypeLabel}
          placeholder={m.anySubject}
          options={AUDIT_SUBJECT_TYPES}
          optionLabel={(type) => AUDIT_SUBJECT_LABELS[type]}
        />
        <TextField
          {...bind('subject')}
          label={
            draft.subjectType === ''
              ? m.subjectLabel
              : AUDIT_SUBJECT_LABELS[draft.subjectType as AuditSubjectType]
          }
          placeholder={m.subjectPlaceholder((draft.subjectType || 'order') as AuditSubjectType)}
        />
        <TextField {...bind('from')} label={m.fromLabel} type="date" />
        <TextField {...bind('to')} label={m.toLabel} type="date" />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
          <Button type="submit">{m.apply}</Button>
          <Button type="button" variant="outline" onClick={clear}>
            {m.clear}
          </Button>
        </div>
      </form>

      <PagedTable
        list={list}
        look={TABLE}
        filtered={filtered}
        above={(page) =>
          page.totalCountCapped && (
            <p className="mb-3 text-sm text-muted-foreground">{m.moreThan(page.totalCount)}</p>
          )
        }
      >
        {(entry) => (
          <>
            <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatDateTime(entry.at)}</td>
            <td className="px-4 py-3">
              <Who actor={entry.actor} onOnly={onlyActor} />
            </td>
            <td className="px-4 py-3">{entry.actionLabel}</td>
            <td className="px-4 py-3">
              {m.subjectText(entry.subject.type, entry.subject.id, entry.subject.label)}
            </td>
            <td className="px-4 py-3">
              <Changes details={entry.details} />
            </td>
          </>
        )}
      </PagedTable>
    </ListSection>
  );
}
