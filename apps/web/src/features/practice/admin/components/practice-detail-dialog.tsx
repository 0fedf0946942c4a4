import { practiceRoleNames } from '@shop/contract/practice-messages';
import type { AdminPracticeDetail } from '@shop/contract/practice-schemas';
import { useQuery } from '@tanstack/react-query';
import { DialogTableSection } from '@/components/ui/detail-dialog';
import { DialogHeader } from '@/components/ui/dialog';
import { FactList } from '@/components/ui/fact-list';
import { DialogQueryBody } from '@/components/ui/list-states';
import { formatDateTime, formatPrice } from '@/lib/format';
import { InvitationExpiry, MemberCells } from '../../components/practice-cells';
import { practiceScreenMessages as s } from '../../practice-screen-messages';
import { getPracticeDetailQueryOptions } from '../api/get-practices';
import {
  detailErrorTitle,
  orderStatusText,
  practiceFacts,
  signOffReasonTexts,
} from '../practice-admin-format';
import { PracticeAccountSection } from './practice-account-section';

const m = s.admin;

/**
 * One practice as the shop's admin sees it (issue 39), the Practices tab's row dialog: its facts,
 * every member with role, limit and this month's spending, the open invitations, the latest 20
 * orders with who placed and who signed off each, and the orders waiting for a sign-off; and its
 * account (issue 40), where the admin sets its payment terms and records its payments.
 * `practiceName` is the row's, the title until the practice is read.
 */
export function PracticeDetailContent({
  practiceId,
  practiceName,
}: {
  practiceId: number;
  practiceName: string;
}) {
  const detail = useQuery(getPracticeDetailQueryOptions(practiceId));
  return (
    <>
      <DialogHeader title={detail.data?.practice.name ?? practiceName} description={m.detailDescription} />
      <DialogQueryBody
        query={detail}
        errorTitle={detailErrorTitle(detail.error)}
        loadingLabel={m.loadingDetail}
      >
        {(read) => <PracticeDetail detail={read} />}
      </DialogQueryBody>
    </>
  );
}

function PracticeDetail({ detail }: { detail: AdminPracticeDetail }) {
  const { practice, members, invitations, orders, pendingSignOffs } = detail;
  return (
    <>
      <FactList rows={practiceFacts(practice, formatDateTime)} />

      <PracticeAccountSection practice={practice} />

      <DialogTableSection
        title={m.members.title}
        caption={s.members.caption(practice.name)}
        columns={m.members.columns}
        numeric={m.members.columns.slice(-2)}
        minWidth="min-w-[48rem]"
        rows={members}
        rowKey={(member) => member.id}
        empty={m.members.none}
      >
        {(member) => <MemberCells member={member} compact />}
      </DialogTableSection>

      <DialogTableSection
        title={m.invitations.title}
        columns={m.invitations.columns}
        minWidth="min-w-[28rem]"
        rows={invitations}
        rowKey={(invitation) => invitation.id}
        empty={m.invitations.none}
      >
        {(invitation) => (
          <>
            <th scope="row" className="px-3 py-2 font-medium [overflow-wrap:anywhere]">
              {invitation.email}
            </th>
            <td className="px-3 py-2">{practiceRoleNames[invitation.role]}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              <InvitationExpiry invitation={invitation} />
            </td>
          </>
        )}
      </DialogTableSection>

      <DialogTableSection
        title={m.orders.title}
        columns={m.orders.columns}
        // Total, the fourth column.
        numeric={m.orders.columns.slice(3, 4)}
        minWidth="min-w-[60rem]"
        rows={orders}
        rowKey={(order) => order.id}
        empty={m.orders.none}
      >
        {(order) => (
          <>
            <th scope="row" className="px-3 py-2 font-mono font-medium whitespace-nowrap">
              {order.orderNumber}
            </th>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
            <td className="px-3 py-2">{orderStatusText(order.status)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatPrice(order.totalAmount)}</td>
            <td className="px-3 py-2 [overflow-wrap:anywhere]">{order.poNumber ?? '—'}</td>
            <td className="px-3 py-2">{order.placedBy ?? '—'}</td>
            <td className="px-3 py-2">{order.signedOffBy ?? '—'}</td>
          </>
        )}
      </DialogTableSection>

      <DialogTableSection
        title={m.signOffs.title}
        columns={m.signOffs.columns}
        numeric={m.signOffs.columns.slice(-1)}
        minWidth="min-w-[44rem]"
        alignTop
        rows={pendingSignOffs}
        rowKey={(request) => request.id}
        empty={m.signOffs.none}
      >
        {(request) => (
          <>
            <th scope="row" className="px-3 py-2 font-medium">
              {request.requestedBy.name}
            </th>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(request.requestedAt)}</td>
            <td className="px-3 py-2">
              <ul className="grid gap-0.5">
                {signOffReasonTexts(request).map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{formatPrice(request.total)}</td>
          </>
        )}
      </DialogTableSection>
    </>
  );
}
