import { OrderSubmission } from '@shop/contract/checkout-schemas';
import { licenceLapsed } from '@shop/contract/licence';
import { checkoutMessages } from '@shop/contract/order-messages';
import { maySignOff, practiceMessages, signOffMessages } from '@shop/contract/practice-messages';
import type { ApprovalsResponse, SignOffRequest } from '@shop/contract/practice-schemas';
import type { OrderDetail } from '@shop/contract/order-schemas';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { userById, type CurrentUser } from '../../plugins/session-store';
import { recordAudit } from '../audit/audit.service';
import { queueEmail } from '../email/email.service';
import { submitOrder, type CheckoutSettings } from './checkout.service';
import { submissionContext } from './sign-off-hold';
import { signOffDeclinedEmail } from './sign-off.emails';
import {
  claimRequest,
  declineRequest,
  findRequest,
  findSubmission,
  listOwn,
  listPending,
  markApproved,
  releaseClaim,
  signOffRequestOf,
} from './sign-off.repository';

/**
 * Signing off a practice's held orders (issue 39, docs/decisions/054): the lists, and a prescriber's
 * or the owner's decision. Approved, the order is placed exactly as if its member submitted it then
 * (that moment's prices, stock, tax and shipping) and goes to the shop's queue as every order does;
 * declined, the member is told why. Of two decisions on one request at the same moment, one wins.
 */

/** The member's practice, which they must belong to (404 otherwise). */
function practiceOf(user: CurrentUser) {
  if (!user.practice) throw notFound(practiceMessages.noPractice);
  return user.practice;
}

/** `GET /api/practice/approvals`: what waits for this member's sign-off, and their own requests. */
export async function listApprovals(db: Db, user: CurrentUser): Promise<ApprovalsResponse> {
  const practice = practiceOf(user);
  const [pending, own] = [await listPending(db, practice.id), await listOwn(db, user.id)];
  return {
    toDecide: pending
      .filter((row) => row.requestedById !== user.id && maySignOff(practice.role, row.reasons))
      .map(signOffRequestOf),
    mine: own.map(signOffRequestOf),
  };
}

/**
 * A request of the member's practice that they may decide: 404 for another practice's, 409 once
 * decided, 403 for their own, for a role that may not sign off its reasons, or for a prescription
 * signed off with a lapsed licence.
 */
async function decidable(db: Db, user: CurrentUser, id: number, today: string) {
  const practice = practiceOf(user);
  const row = await findRequest(db, id, practice.id);
  if (!row) throw notFound(signOffMessages.notFound);
  if (row.status !== 'pending') throw conflict(signOffMessages.alreadyDecided);
  if (row.requestedById === user.id) throw forbidden(signOffMessages.ownRequest);
  if (practice.suspended) throw forbidden(checkoutMessages.practiceSuspended);
  if (!maySignOff(practice.role, row.reasons)) throw forbidden(signOffMessages.notYours(row.reasons));
  if (
    row.reasons.includes('prescription-only') &&
    (user.status !== 'approved' || user.disabled || licenceLapsed(user.licenseExpiryDate, today))
  ) {
    throw forbidden(signOffMessages.licenceLapsed);
  }
  return row;
}

/**
 * `POST /api/practice/approvals/{id}/approve`: the held order placed as its member's, marked with who
 * signed it off. When it cannot be placed (stock ran out, a product is no longer sold, the member
 * was suspended) the refusal is the answer and the request waits again.
 */
export async function approveRequest(
  db: Db,
  settings: CheckoutSettings,
  user: CurrentUser,
  id: number,
): Promise<{ orderNumber: string; order: OrderDetail }> {
  const now = new Date();
  await decidable(db, user, id, settings.today());
  if (!(await claimRequest(db, id, user.id, now))) throw conflict(signOffMessages.alreadyDecided);
  try {
    const held = await findSubmission(db, id);
    const requester = held && (await userById(db, held.requestedBy));
    if (!held?.submissionSecret || !requester) throw conflict(signOffMessages.alreadyDecided);
    const sealed = settings.secrets.open(
      held.submissionSecret,
      submissionContext(held.requestedBy, held.idempotencyKey),
    );
    // Priced as of now: the total the member was shown when asking is not held against the order.
    const { expectedTotal: _shown, ...submission } = OrderSubmission.parse(JSON.parse(sealed));
    const placed = await submitOrder(db, settings, requester, held.idempotencyKey, submission, {
      signedOffBy: user.id,
    });
    if ('held' in placed) throw new Error('a signed-off order was held again');
    await db.transaction(async (tx) => {
      await markApproved(tx, id, placed.order.id);
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'practice.sign_off',
        entityType: 'order',
        entityId: placed.order.orderNumber,
        details: { request: id, requestedBy: requester.email },
      });
    });
    return { orderNumber: placed.order.orderNumber, order: placed.order };
  } catch (err) {
    await releaseClaim(db, id);
    throw err;
  }
}

/** `POST /api/practice/approvals/{id}/decline`: nothing is ordered, and the member is told why. */
export async function declineSignOff(
  db: Db,
  settings: CheckoutSettings,
  user: CurrentUser,
  id: number,
  reason: string,
): Promise<SignOffRequest> {
  const row = await decidable(db, user, id, settings.today());
  return db.transaction(async (tx) => {
    if (!(await declineRequest(tx, id, user.id, reason, new Date()))) {
      throw conflict(signOffMessages.alreadyDecided);
    }
    const requester = await userById(tx, row.requestedById);
    if (requester) {
      await queueEmail(
        tx,
        signOffDeclinedEmail(settings.shopName, requester.email, requester.fullName, {
          requesterName: requester.fullName,
          decidedBy: user.fullName,
          reason,
          items: row.summary.items,
          total: row.total,
          currency: settings.currency,
        }),
      );
    }
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'practice.sign_off_decline',
      entityType: 'practice',
      entityId: practiceOf(user).id,
      details: { request: id, requestedBy: requester?.email ?? null, reason },
    });
    const declined = await findRequest(tx, id);
    if (!declined) throw new Error('the declined request was not found');
    return signOffRequestOf(declined);
  });
}
