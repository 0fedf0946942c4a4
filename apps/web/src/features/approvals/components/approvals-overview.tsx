import { practiceMessages } from '@shop/contract/practice-messages';
import type { SignOffRequest } from '@shop/contract/practice-schemas';
import { Building2, Inbox, Send } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { HeadedSection } from '@/components/ui/headed-section';
import { ListEmpty, ListLoading, QueryView } from '@/components/ui/list-states';
import { useFocusAfterLeave } from '@/lib/use-focus-after-leave';
import { useApprovals } from '../api/get-approvals';
import { useSignOff } from '../api/sign-off-decisions';
import { approvalsScreenMessages as s } from '../approvals-screen-messages';
import { SignOffCard } from './sign-off-card';

type ListProps = { requests: readonly SignOffRequest[]; busy: boolean };

/**
 * The requests this member may decide. A decided card leaves with its buttons: the focus goes to the
 * next card, or to the section's heading once none is left.
 */
function ToDecideList({
  requests,
  busy,
  heading,
}: ListProps & { heading: RefObject<HTMLHeadingElement | null> }) {
  const signOff = useSignOff();
  const { listRef, willLeave } = useFocusAfterLeave<HTMLUListElement>(
    requests.map((request) => request.id),
    heading,
  );
  if (requests.length === 0) return <ListEmpty icon={Inbox} text={s.toDecide.empty} />;
  return (
    <ul ref={listRef} aria-busy={busy} className="grid gap-4">
      {requests.map((request) => (
        <li key={request.id}>
          <SignOffCard
            request={request}
            actions={{
              busy: signOff.isPending,
              signingOff: signOff.isPending && signOff.variables === request.id,
              onSignOff: () => {
                willLeave(request.id);
                signOff.mutate(request.id);
              },
              onDeclining: () => willLeave(request.id),
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/** The member's own requests, newest first, as the server lists them. */
function MineList({ requests, busy }: ListProps) {
  if (requests.length === 0) return <ListEmpty icon={Send} text={s.mine.empty} />;
  return (
    <ul aria-busy={busy} className="grid gap-4">
      {requests.map((request) => (
        <li key={request.id}>
          <SignOffCard request={request} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /approvals' content (issue 39): the practice's orders waiting for this member's sign-off, then the
 * member's own requests and how each was decided. An account in no practice is told so.
 */
export function ApprovalsOverview({ accountId }: { accountId: number }) {
  const approvals = useApprovals(accountId);
  const toDecideHeading = useRef<HTMLHeadingElement>(null);
  const busy = approvals.isFetching;

  return (
    <QueryView
      query={approvals}
      error={{ title: s.loadFailed, text: s.loadFailedText, size: 'block', headingLevel: 2 }}
      loading={<ListLoading label={s.loading} />}
    >
      {(data) =>
        data === null ? (
          <ListEmpty icon={Building2} text={practiceMessages.noPractice} />
        ) : (
          <div className="grid gap-10">
            <HeadedSection title={s.toDecide.title} intro={s.toDecide.intro} headingRef={toDecideHeading}>
              <ToDecideList requests={data.toDecide} busy={busy} heading={toDecideHeading} />
            </HeadedSection>
            <HeadedSection title={s.mine.title} intro={s.mine.intro}>
              <MineList requests={data.mine} busy={busy} />
            </HeadedSection>
          </div>
        )
      }
    </QueryView>
  );
}
