import type { ContactMessage, ReferralApplication } from '@shop/contract/support-schemas';
import { HONEYPOT_FIELD } from '@shop/contract/support-fields';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../plugins/session-store';
import { queueEmail } from '../email/email.service';
import { contactMessageEmail, referralApplicationEmail } from './support.emails';
import { insertContactMessage, insertReferralApplication } from './support.repository';

/** Where the shop's own mail goes (docs/product.md, Content: SUPPORT_EMAIL and SHOP_NAME). */
export interface ShopInbox {
  shopName: string;
  inbox: string;
}

/**
 * A bot fills in every field it finds, the hidden one too (decision 022): such a request is answered
 * as if it were sent, and nothing is stored or mailed.
 */
export const isBot = (body: { [HONEYPOT_FIELD]?: string | undefined }) =>
  (body[HONEYPOT_FIELD] ?? '').trim() !== '';

/** Stores the message and queues it to the shop's inbox, in one transaction (decision 017). */
export async function receiveContactMessage(db: Db, shop: ShopInbox, message: ContactMessage) {
  await db.transaction(async (tx) => {
    await insertContactMessage(tx, message);
    await queueEmail(tx, contactMessageEmail(shop.shopName, shop.inbox, message));
  });
}

/**
 * Stores the application, with the signed-in doctor who sent it (a guest's has none), and queues it
 * to the shop's inbox, in one transaction.
 */
export async function receiveReferralApplication(
  db: Db,
  shop: ShopInbox,
  application: ReferralApplication,
  user: CurrentUser | null,
) {
  const doctor = user?.role === 'doctor' ? user : undefined;
  await db.transaction(async (tx) => {
    await insertReferralApplication(tx, application, doctor?.id ?? null);
    await queueEmail(tx, referralApplicationEmail(shop.shopName, shop.inbox, application, doctor));
  });
}
