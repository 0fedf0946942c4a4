import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import type { EmailMessage } from './email.layout';

/**
 * Who the admin's notices go to (issue 38): ADMIN_NOTIFY_EMAIL when it is set, else every admin
 * account that may sign in. Read inside the transaction of the change the notice is about.
 */
export async function adminNoticeRecipients(db: Db, configured: string | undefined): Promise<string[]> {
  if (configured !== undefined) return [configured];
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.id));
  return admins.map((admin) => admin.email);
}

/** One notice for each recipient, as the caller writes it for one address. */
export async function adminNotices(
  db: Db,
  configured: string | undefined,
  notice: (to: string) => EmailMessage,
): Promise<EmailMessage[]> {
  return (await adminNoticeRecipients(db, configured)).map(notice);
}
