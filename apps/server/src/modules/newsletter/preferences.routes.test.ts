import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/content';
import { outboxEmails } from '../../db/schema/system';
import { users } from '../../db/schema/users';
import { doctorSession } from '../../test/order-fixtures';
import { queuedEmails } from '../../test/outbox';
import { createAdminTestApp, fileTestApp } from '../../test/test-app';

/** The doctor's e-mail preferences on the account page (issue 20): the newsletter, on or off. */

const t = fileTestApp(createAdminTestApp);

const PATH = '/api/account/email-preferences';

describe('GET and PUT /api/account/email-preferences', () => {
  it('signs the account’s address up (a confirmation first), shows it on the list once confirmed, and takes it off', async () => {
    const doctor = await doctorSession(t.db);
    const [{ email } = { email: '' }] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, doctor.id));
    expect((await t.call('GET', PATH, doctor.cookie)).json()).toEqual({ newsletter: 'none' });

    const on = await t.call('PUT', PATH, doctor.cookie, { newsletter: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ newsletter: 'pending' });
    const [welcome] = await queuedEmails(t.db, eq(outboxEmails.toAddress, email));
    expect(welcome!.template).toBe('newsletter-welcome');

    // The doctor follows the confirmation link (as the newsletter's own tests do through its route).
    await t.db
      .update(newsletterSubscriptions)
      .set({ subscribedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, email));
    expect((await t.call('GET', PATH, doctor.cookie)).json()).toEqual({ newsletter: 'subscribed' });

    const off = await t.call('PUT', PATH, doctor.cookie, { newsletter: false });
    expect(off.json()).toEqual({ newsletter: 'none' });
    expect(
      await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)),
    ).toEqual([]);
  });

  it('is the doctor’s own: 401 for a guest, 403 for an admin, 400 for a body that is not a choice', async () => {
    expect((await t.call('GET', PATH)).statusCode).toBe(401);
    expect((await t.call('PUT', PATH, t.admin, { newsletter: true })).statusCode).toBe(403);
    const doctor = await doctorSession(t.db);
    const bad = await t.call('PUT', PATH, doctor.cookie, { newsletter: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['newsletter']);
  });
});
