import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { insertedRow } from '../../db/inserted-row';

export type UserRow = typeof users.$inferSelect;
export type NewDoctor = Omit<typeof users.$inferInsert, 'id' | 'role' | 'status'>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertDoctor(db: Db, doctor: NewDoctor): Promise<UserRow> {
  const rows = await db
    .insert(users)
    .values({ ...doctor, role: 'doctor', status: 'pending' })
    .returning();
  return insertedRow(rows, 'insert returned no row');
}

/** Creates the admin or resets its password; never touches a doctor with that e-mail. */
export async function upsertAdmin(db: Db, email: string, fullName: string, passwordHash: string) {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await db.insert(users).values({ email, fullName, passwordHash, role: 'admin', status: 'approved' });
    return 'created' as const;
  }
  if (existing.role !== 'admin') return 'email-taken-by-doctor' as const;
  await db
    .update(users)
    .set({ passwordHash, disabledAt: null })
    .where(and(eq(users.id, existing.id), eq(users.role, 'admin')));
  return 'updated' as const;
}

export async function countAdmins(db: Db) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'admin'));
  return row?.count ?? 0;
}
