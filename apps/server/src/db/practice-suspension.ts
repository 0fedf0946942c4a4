import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * Whether the practice `practiceId` names is suspended (issue 39, docs/decisions/054): while none of
 * its owners is active (each is suspended), no member orders or signs off. Read with the session, and
 * shown in the admin's Practices tab.
 */
export const practiceSuspended = (practiceId: SQLWrapper) =>
  sql<boolean>`not exists (select 1 from practice_members po join users pu on pu.id = po.user_id
    where po.practice_id = ${practiceId} and po.role = 'owner' and pu.disabled_at is null)`;
