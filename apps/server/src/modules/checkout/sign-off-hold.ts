import type { OrderSubmission } from '@shop/contract/checkout-schemas';
import { fromCents, toCents } from '@shop/contract/money';
import { orderMessages } from '@shop/contract/order-messages';
import {
  PRACTICE_ROLES,
  maySignOff,
  signOffReasonsFor,
  type SignOffReason,
} from '@shop/contract/practice-messages';
import type { SignOffRequest } from '@shop/contract/practice-schemas';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CurrentUser } from '../../plugins/session-store';
import { orderedProductsRemoval } from '../cart/cart.service';
import { queueEmail } from '../email/email.service';
import { signOffMembers, spentThisMonth } from '../practices/practices.service';
import type { SecretBox } from '../../lib/secret-box';
import { signOffRequestedEmail } from './sign-off.emails';
import { findRequest, findRequestByKey, insertRequest, signOffRequestOf } from './sign-off.repository';

/**
 * An order held for a sign-off (issue 39, docs/decisions/054): why a member's order waits, and the
 * request that keeps it until a prescriber or the owner decides. Placing it once signed off is
 * sign-off.service.ts's.
 */

/** What sealed the submission of a request: it opens only for that member's checkout attempt. */
export const submissionContext = (userId: number, key: string) => `sign-off:${userId}:${key}`;

/**
 * Why this order must wait for a sign-off; none when it goes to the shop at once. A buyer's order
 * holding a prescription-only product waits for a prescriber; any order that takes a member with a
 * monthly limit past it (what they ordered this month, shipping and tax included, plus this order)
 * waits for the owner.
 */
export async function signOffReasons(
  db: Db,
  user: CurrentUser,
  lines: readonly { product: { prescriptionOnly: boolean } }[],
  totalCents: number,
): Promise<SignOffReason[]> {
  const practice = user.practice;
  if (!practice) return [];
  // What the member spent is read only when it can matter: a member without a limit makes no round trip.
  const monthlyLimitCents = practice.monthlyLimit === null ? null : toCents(practice.monthlyLimit);
  const spentThisMonthCents = monthlyLimitCents === null ? 0 : toCents(await spentThisMonth(db, user.id));
  return signOffReasonsFor(
    { role: practice.role, monthlyLimitCents, spentThisMonthCents },
    lines.map((line) => line.product),
    totalCents,
  );
}

/** What holding an order needs besides the database (the checkout's settings have it all). */
export interface HoldSettings {
  secrets: SecretBox;
  shopName: string;
  currency: string;
  /** The shop's public origin: the approvals page the e-mail links to. */
  publicUrl: string;
}

export interface HeldOrder {
  idempotencyKey: string;
  bodyHash: string;
  input: OrderSubmission;
  lines: readonly { product: { id: number; name: string; prescriptionOnly: boolean }; quantity: number }[];
  totalCents: number;
  reasons: SignOffReason[];
}

/**
 * Keeps the order as a sign-off request, its submission sealed, takes its products out of the cart
 * (as placing it would, unless it is Buy Now), and e-mails every member who may sign it off. A retry
 * with the same Idempotency-Key answers the same request; once that request became an order,
 * `placed` tells the checkout to answer with the order.
 */
export async function holdForSignOff(
  db: Db,
  settings: HoldSettings,
  user: CurrentUser,
  held: HeldOrder,
): Promise<SignOffRequest | 'placed'> {
  const practice = user.practice;
  if (!practice) throw new Error('only a practice member’s order is held');
  const { idempotencyKey, bodyHash, input, lines } = held;
  const total = fromCents(held.totalCents);
  const items = lines.map(({ product, quantity }) => ({
    productId: product.id,
    productName: product.name,
    quantity,
    prescriptionOnly: product.prescriptionOnly,
  }));
  try {
    return await db.transaction(async (tx) => {
      const row = await insertRequest(tx, {
        practiceId: practice.id,
        requestedBy: user.id,
        reasons: held.reasons,
        idempotencyKey,
        idempotencyHash: bodyHash,
        submissionSecret: settings.secrets.seal(
          JSON.stringify(input),
          submissionContext(user.id, idempotencyKey),
        ),
        summary: { requesterName: user.fullName, items },
        totalAmount: total,
      });
      if (!row) throw new Error('the sign-off request was not found');
      if (!input.buyNow) {
        await orderedProductsRemoval(tx, { userId: 'userId', productIds: 'productIds' }).execute({
          userId: user.id,
          productIds: `{${items.map((item) => item.productId).join(',')}}`,
        });
      }
      const roles = PRACTICE_ROLES.filter((role) => maySignOff(role, held.reasons));
      const approvers = await signOffMembers(tx, practice.id, roles, user.id);
      await queueEmail(
        tx,
        ...approvers.map((approver) =>
          signOffRequestedEmail(settings.shopName, approver.email, approver.fullName, {
            requesterName: user.fullName,
            reasons: held.reasons,
            items,
            total,
            currency: settings.currency,
            url: new URL('/approvals', settings.publicUrl).href,
          }),
        ),
      );
      return signOffRequestOf(row);
    });
  } catch (err) {
    if (!isUniqueViolation(err, 'sign_off_requests_user_key')) throw err;
    // This checkout attempt was held before: the same body answers that request again.
    const earlier = await findRequestByKey(db, user.id, idempotencyKey);
    if (!earlier) throw err;
    if (earlier.status === 'approved') return 'placed';
    if (earlier.idempotencyHash !== null && earlier.idempotencyHash !== bodyHash) {
      throw conflict(orderMessages.idempotencyKeyReused);
    }
    const row = await findRequest(db, earlier.id);
    if (!row) throw err;
    return signOffRequestOf(row);
  }
}
