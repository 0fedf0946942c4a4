import { z } from 'zod';

/**
 * The admin's inbox (issue 18): contact messages and referral applications, each new until an admin
 * marks it handled. The database enum imports this list.
 */
export const INBOX_STATUSES = ['new', 'handled'] as const;
export const InboxStatus = z.enum(INBOX_STATUSES);
export type InboxStatus = z.infer<typeof InboxStatus>;
