import {
  INBOX_STATUSES,
  inboxMessages,
  type AdminContactMessage,
  type AdminReferralApplication,
  type InboxKind,
  type InboxStatus,
} from '@shop/contract/admin-inbox-schemas';
import { Inbox, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { PagedList } from '@/components/ui/paged-list';
import { FilterSelect } from '@/components/ui/select';
import { usePagedList } from '@/lib/use-paged-list';
import { getInboxQueryOptions, type InboxPages } from '../api/get-inbox';
import { useUpdateInboxStatus } from '../api/update-inbox-status';
import { InboxItemCard, type InboxDetail } from './inbox-item-card';

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
  /** A row's card: its title and details (the e-mail, dates and status are every row's). */
  card: (item: InboxPages[Kind]['items'][number]) => { title: string; details: InboxDetail[] };
};

/** One of the inbox's two lists with its own status filter, newest first, 20 a page. */
function InboxList<Kind extends InboxKind>({ kind, title, empty, loadFailed, card }: InboxListProps<Kind>) {
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
          <FilterSelect
            id={`${id}-status`}
            className="w-36"
            value={status}
            onValueChange={setStatus}
            placeholder={inboxMessages.allStatuses}
            options={INBOX_STATUSES}
            optionLabel={(value) => inboxMessages.statusLabels[value]}
          />
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
                <InboxItemCard
                  {...card(item)}
                  email={item.email}
                  receivedAt={item.createdAt}
                  status={item.status}
                  handledAt={item.handledAt}
                  handledBy={item.handledBy}
                  busy={update.isPending && update.variables.kind === kind && update.variables.id === item.id}
                  onSetStatus={(next) => update.mutate({ kind, id: item.id, status: next })}
                />
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
        card={(m) => ({ title: m.subject, details: contactDetails(m) })}
      />
      <InboxList
        kind="referrals"
        title={inboxMessages.referralTitle}
        empty={inboxMessages.noReferrals}
        loadFailed={inboxMessages.referralLoadFailed}
        card={(a) => ({
          title: `${a.firstName} ${a.lastName} · ${a.clinicName}`,
          details: referralDetails(a),
        })}
      />
    </section>
  );
}
