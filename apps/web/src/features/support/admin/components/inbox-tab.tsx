import {
  INBOX_STATUSES,
  inboxMessages,
  type AdminContactMessage,
  type AdminReferralApplication,
  type InboxKind,
  type InboxStatus,
} from '@shop/contract/admin-inbox';
import { Inbox, MessageSquare } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { PagedList } from '@/components/ui/paged-list';
import { NativeSelect } from '@/components/ui/select';
import { usePagedList } from '@/lib/use-paged-list';
import { getInboxQueryOptions, type InboxPages } from '../api/get-inbox';
import { useUpdateInboxStatus } from '../api/update-inbox-status';
import { InboxItemCard, type InboxDetail } from './inbox-item-card';

const isInboxStatus = (value: string): value is InboxStatus =>
  (INBOX_STATUSES as readonly string[]).includes(value);

const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(', ') || null;

const contactDetails = (m: AdminContactMessage): InboxDetail[] => [
  { label: 'Name', value: `${m.firstName} ${m.lastName}` },
  { label: 'Phone', value: m.phone },
  { label: 'Company', value: m.company },
  { label: 'Message', value: m.message, wide: true },
];

const referralDetails = (a: AdminReferralApplication): InboxDetail[] => [
  { label: 'Phone', value: a.phone },
  { label: 'Specialty', value: a.specialty },
  { label: 'License Number', value: a.licenseNumber },
  { label: 'Years of Experience', value: a.yearsOfExperience },
  { label: 'Address', value: join(a.address, a.city, a.state, a.zipCode), wide: true },
  { label: 'Referred By', value: a.referredBy },
  { label: 'Referrer Contact', value: a.referrerContact },
  { label: 'Additional Notes', value: a.additionalNotes, wide: true },
];

type InboxListProps<Kind extends InboxKind> = {
  kind: Kind;
  title: string;
  empty: string;
  loadFailed: string;
  /** The page's rows as cards. */
  renderItem: (
    item: InboxPages[Kind]['items'][number],
    card: { busy: boolean; onSetStatus: (status: InboxStatus) => void },
  ) => ReactNode;
};

/** One of the inbox's two lists with its own status filter, newest first, 20 a page. */
function InboxList<Kind extends InboxKind>({
  kind,
  title,
  empty,
  loadFailed,
  renderItem,
}: InboxListProps<Kind>) {
  const [status, setStatus] = useState<InboxStatus | ''>('');
  const { setPage, query } = usePagedList(
    (page) => getInboxQueryOptions(kind, { status: status || undefined, page }),
    status,
  );
  const update = useUpdateInboxStatus();
  const id = useId();
  const data = query.data;

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h3 id={`${id}-title`} className="text-base font-semibold">
            {title}
          </h3>
          {data && (
            <Badge variant="secondary">
              {data.totalCount.toLocaleString('en-US')}
              {status ? ` ${inboxMessages.statusLabels[status].toLowerCase()}` : ' total'}
            </Badge>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-status`}>
            {inboxMessages.statusFilter} <span className="sr-only">{title.toLowerCase()}</span>
          </Label>
          <NativeSelect
            id={`${id}-status`}
            className="w-36"
            value={status}
            onChange={(event) => {
              const value = event.target.value;
              setStatus(isInboxStatus(value) ? value : '');
            }}
          >
            <option value="">{inboxMessages.allStatuses}</option>
            {INBOX_STATUSES.map((value) => (
              <option key={value} value={value}>
                {inboxMessages.statusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <PagedList
        query={query}
        rows={(page) => page.items}
        error={{ title: loadFailed }}
        loadingLabel={`Loading ${title.toLowerCase()}`}
        empty={{ icon: kind === 'contact-messages' ? MessageSquare : Inbox, text: empty }}
        onPageChange={setPage}
      >
        {(page) => (
          <ul aria-label={title} aria-busy={query.isPlaceholderData} className="grid gap-4 xl:grid-cols-2">
            {page.items.map((item) => (
              <li key={item.id}>
                {renderItem(item, {
                  busy: update.isPending && update.variables.kind === kind && update.variables.id === item.id,
                  onSetStatus: (next) => update.mutate({ kind, id: item.id, status: next }),
                })}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

/** The dashboard's Inbox tab (issue 18): contact messages and referral applications. */
export function InboxTab() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-10">
      <h2 id={id} className="sr-only">
        {inboxMessages.title}
      </h2>
      <InboxList
        kind="contact-messages"
        title={inboxMessages.contactTitle}
        empty={inboxMessages.noContactMessages}
        loadFailed={inboxMessages.contactLoadFailed}
        renderItem={(m, card) => {
          return (
            <InboxItemCard
              title={m.subject}
              email={m.email}
              receivedAt={m.createdAt}
              status={m.status}
              handledAt={m.handledAt}
              handledBy={m.handledBy}
              details={contactDetails(m)}
              {...card}
            />
          );
        }}
      />
      <InboxList
        kind="referrals"
        title={inboxMessages.referralTitle}
        empty={inboxMessages.noReferrals}
        loadFailed={inboxMessages.referralLoadFailed}
        renderItem={(a, card) => {
          return (
            <InboxItemCard
              title={`${a.firstName} ${a.lastName} · ${a.clinicName}`}
              email={a.email}
              receivedAt={a.createdAt}
              status={a.status}
              handledAt={a.handledAt}
              handledBy={a.handledBy}
              details={referralDetails(a)}
              {...card}
            />
          );
        }}
      />
    </section>
  );
}
