import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { practiceMembers, practices } from './schema/practices';
import { insertedRow } from './inserted-row';

/**
 * Every doctor's account belongs to a practice (issue 39, docs/decisions/054). These are its one
 * writer for the practices that come and go with an account: a registration founds one, a licensed
 * member leaving a practice founds their own, and a rejected registration's goes with it. Here, below
 * the modules, because the registration (auth), the admin's decisions (doctors) and the practice's
 * own calls (practices) all need it.
 */

/** A new practice named after the registered practice (else the doctor), the doctor its owner alone. */
export async function foundPractice(
  db: Db,
  doctor: { id: number; fullName: string; practiceName: string | null },
) {
  const rows = await db
    .insert(practices)
    .values({ name: doctor.practiceName?.trim() || doctor.fullName })
    .returning({ id: practices.id });
  const { id } = insertedRow(rows, 'the new practice was not returned');
  await db.insert(practiceMembers).values({ userId: doctor.id, practiceId: id, role: 'owner' });
  return id;
}

/** Deletes the practices no member is left in: the one a rejected registration had founded. */
export async function dropEmptyPractices(db: Db) {
  await db
    .delete(practices)
    .where(
      sql`not exists (select 1 from ${practiceMembers} where ${practiceMembers.practiceId} = ${practices.id})`,
    );
}

/**
 * The same for every doctor's account written straight into the database without one (the
 * benchmarks' and generators' doctors), in one statement: each founds a practice of its own, named
 * after it. The practices are numbered in the order of their doctors, which pairs them.
 */
export const FOUND_MISSING_PRACTICES = `
with doctors as (
  select u.id, u.full_name, row_number() over (order by u.id) as n
  from users u
  where u.role = 'doctor' and not exists (select 1 from practice_members m where m.user_id = u.id)
), founded as (
  insert into practices (name) select full_name from doctors order by n returning id
), numbered as (
  select id, row_number() over (order by id) as n from founded
)
insert into practice_members (user_id, practice_id, role)
select d.id, p.id, 'owner' from doctors d join numbered p using (n)`;
