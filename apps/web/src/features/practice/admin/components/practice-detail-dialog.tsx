import { practiceRoleNames } from '@shop/contract/practice-messages';
import type { AdminPracticeDetail } from '@shop/contract/practice-schemas';
import { useQuery } from '@tanstack/react-query';
import { DetailDialog, DialogSection, DialogTable } from '@/components/ui/detail-dialog';
import { DialogHeader, type DialogOpenProps } from '@/components/ui/dialog';
import { FactList } from '@/components/ui/fact-list';
import { DialogQueryBody } from '@/components/ui/list-states';
import { formatDateTime, formatPrice } from '@/lib/format';
import { InvitationExpiry, MemberRole } from '../../components/practice-cells';
import { limitText } from '../../practice-form';
import { practiceScreenMessages as s } from '../../practice-screen-messages';
import { getPracticeDetailQueryOptions } from '../api/get-practices';
import {
  detailErrorTitle,
  orderStatusText,
  practiceFacts,
  signOffReasonTexts,
} from '../practice-admin-format';

const m = s.admin;

type PracticeDetailDialogProps = DialogOpenProps & {
  practiceId: number;
  /** The row's name, the dialog's title until the practice is read. */
  practiceName: string;
  /** Where focus goes when it closes: the row's button, or the list when the row has gone. */
  returnFocus: () => void;
};

/**
 * One practice as the shop's admin sees it (issue 39): its facts, every member with role, limit
 * and this month's spending, the open invitations, the latest 20 orders with who placed and who
 * signed off each, and the orders waiting for a sign-off. Read-only.
 */
export function PracticeDetailDialog({
  practiceId,
  practiceName,
  open,
  onOpenChange,
  returnFocus,
}: PracticeDetailDialogProps) {
  return (
    <DetailDialog open={open} onOpenChange={onOpenChange} width="sm:max-w-5xl" returnFocus={returnFocus}>
      <PracticeDetailContent practiceId={practiceId} practiceName={practiceName} />
    </DetailDialog>
  );
}

function PracticeDetailContent({ practiceId, practiceName }: { practiceId: number; practiceName: string }) {
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

      <DialogSection title={m.members.title} empty={members.length === 0 && m.members.none}>
        <DialogTable
          caption={s.members.caption(practice.name)}
          columns={m.members.columns}
          numeric={m.members.columns.slice(-2)}
          minWidth="min-w-[48rem]"
        >
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row" className="px-3 py-2 font-medium">
                {member.fullName}
              </th>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{member.email}</td>
              <td className="px-3 py-2">
                <MemberRole member={member} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {limitText(member.monthlyLimit, formatPrice)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatPrice(member.spentThisMonth)}</td>
            </tr>
          ))}
        </DialogTable>
      </DialogSection>

      <DialogSection title={m.invitations.title} empty={invitations.length === 0 && m.invitations.none}>
        <DialogTable
          caption={m.invitations.title}
          columns={m.invitations.columns}
          numeric={[]}
          minWidth="min-w-[28rem]"
        >
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <th scope="row" className="px-3 py-2 font-medium [overflow-wrap:anywhere]">
                {invitation.email}
              </th>
              <td className="px-3 py-2">{practiceRoleNames[invitation.role]}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <InvitationExpiry invitation={invitation} />
              </td>
            </tr>
          ))}
        </DialogTable>
      </DialogSection>

      <DialogSection title={m.orders.title} empty={orders.length === 0 && m.orders.none}>
        <DialogTable
          caption={m.orders.title}
          columns={m.orders.columns}
          // Total, the fourth column.
          numeric={m.orders.columns.slice(3, 4)}
          minWidth="min-w-[60rem]"
        >
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="px-3 py-2 font-mono font-medium whitespace-nowrap">
                {order.orderNumber}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
              <td className="px-3 py-2">{orderStatusText(order.status)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatPrice(order.totalAmount)}</td>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{order.poNumber ?? '—'}</td>
              <td className="px-3 py-2">{order.placedBy ?? '—'}</td>
              <td className="px-3 py-2">{order.signedOffBy ?? '—'}</td>
            </tr>
          ))}
        </DialogTable>
      </DialogSection>

      <DialogSection title={m.signOffs.title} empty={pendingSignOffs.length === 0 && m.signOffs.none}>
        <DialogTable
          caption={m.signOffs.title}
          columns={m.signOffs.columns}
          numeric={m.signOffs.columns.slice(-1)}
          minWidth="min-w-[44rem]"
          alignTop
        >
          {pendingSignOffs.map((request) => (
            <tr key={request.id}>
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
            </tr>
          ))}
        </DialogTable>
      </DialogSection>
    </>
  );
}
