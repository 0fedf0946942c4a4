import {
  AdminContactMessagePage,
  AdminReferralApplicationPage,
  INBOX_PAGE_SIZE,
  inboxMessages,
} from '@shop/contract/admin-inbox-schemas';
import type { DashboardCounts } from '@shop/contract/admin-dashboard-schemas';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, referralApplications } from '../../db/schema/content';
import { auditLog } from '../../db/schema/system';
import { users } from '../../db/schema/users';
import { doctorSession } from '../../test/order-fixtures';
import { contactForm, referralForm, sendSupportForm } from '../../test/support-fixtures';
import { createSignedInTestApp, fileTestApp } from '../../test/test-app';

const t = fileTestApp(createSignedInTestApp);

let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}`;
};

/** `count` contact messages a minute apart, the newest at `newest`, inserted oldest last. */
async function insertContactMessages(prefix: string, count: number, newest = new Date()) {
  const rows = await t.db
    .insert(contactMessages)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: 'Jane',
        lastName: `Carter ${i}`,
        email: `${prefix}.${i}@clinic.example`,
        phone: '+1 416 555 0100',
        company: i === 0 ? null : 'Carter Aesthetics',
        subject: `${prefix} subject ${i}`,
        message: 'Could you send me the bulk tiers for dermal fillers?',
        createdAt: new Date(newest.getTime() - i * 60_000),
      })),
    )
    .returning({ id: contactMessages.id });
  return rows.map((row) => row.id);
}

async function newInboxItems() {
  const res = await t.call('GET', '/api/admin/dashboard-counts', t.admin);
  return res.json<DashboardCounts>().newInboxItems;
}

describe('admin inbox calls refuse everyone but an admin', () => {
  it.each([
    ['GET', '/api/admin/inbox/contact-messages'],
    ['GET', '/api/admin/inbox/referrals'],
    ['PATCH', '/api/admin/inbox/contact-messages/1'],
    ['PATCH', '/api/admin/inbox/referrals/1'],
  ] as const)('%s %s: 401 for a guest, 403 for a doctor', async (method, url) => {
    const body = method === 'PATCH' ? { status: 'handled' } : undefined;
    expect((await t.call(method, url, undefined, body)).statusCode).toBe(401);
    const res = await t.call(method, url, t.doctor, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_ALLOWED' });
  });
});

describe('GET /api/admin/inbox/contact-messages', () => {
  it('lists a message sent through the contact form with every field, new', async () => {
    const form = contactForm();
    expect((await sendSupportForm(t.app, '/api/contact', form)).statusCode).toBe(201);

    const res = await t.call('GET', '/api/admin/inbox/contact-messages', t.admin);
    expect(res.statusCode).toBe(200);
    const page = AdminContactMessagePage.parse(res.json());
    expect(page.items.find((item) => item.email === form.email)).toEqual({
      id: expect.any(Number) as number,
      ...form,
      status: 'new',
      handledAt: null,
      handledBy: null,
      createdAt: expect.any(String) as string,
    });
  });

  it('is newest first (by date, not id), 20 a page, with the count of all', async () => {
    const prefix = unique('paged');
    // In the future, so these are the newest rows of the table.
    const ids = await insertContactMessages(prefix, INBOX_PAGE_SIZE + 3, new Date(Date.now() + 86_400_000));
    const first = AdminContactMessagePage.parse(
      (await t.call('GET', '/api/admin/inbox/contact-messages', t.admin)).json(),
    );
    expect(first.items).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, INBOX_PAGE_SIZE));
    expect(first.currentPage).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / INBOX_PAGE_SIZE));
    expect(first.totalCount).toBeGreaterThanOrEqual(INBOX_PAGE_SIZE + 3);

    const second = AdminContactMessagePage.parse(
      (await t.call('GET', '/api/admin/inbox/contact-messages?page=2', t.admin)).json(),
    );
    expect(second.currentPage).toBe(2);
    expect(second.items.slice(0, 3).map((item) => item.id)).toEqual(ids.slice(INBOX_PAGE_SIZE));
  });

  it('answers 400 with field messages for a bad page, status or unknown parameter', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['status=archived', 'status'],
    ] as const) {
      const res = await t.call('GET', `/api/admin/inbox/contact-messages?${query}`, t.admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors, query).toHaveProperty(field);
    }
    const res = await t.call('GET', '/api/admin/inbox/referrals?status=archived', t.admin);
    expect(res.json()).toMatchObject({ fieldErrors: { status: ['Status must be new or handled'] } });
    expect((await t.call('GET', '/api/admin/inbox/referrals?sort=x', t.admin)).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/inbox/{kind}/{id}', () => {
  it('marks a contact message handled (who, when, audit), filters by status, and back to new', async () => {
    const before = await newInboxItems();
    const [id] = await insertContactMessages(unique('patch'), 1);
    expect(await newInboxItems()).toBe(before + 1);

    const res = await t.call('PATCH', `/api/admin/inbox/contact-messages/${id}`, t.admin, {
      status: 'handled',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: inboxMessages.markedHandled });

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id!));
    expect(row).toMatchObject({ status: 'handled', handledBy: t.adminId });
    expect(row?.handledAt).toBeInstanceOf(Date);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'contact_message'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject([{ action: 'inbox.handled', actorUserId: t.adminId }]);
    expect(await newInboxItems()).toBe(before);

    const [adminRow] = await t.db.select().from(users).where(eq(users.id, t.adminId));
    const handled = AdminContactMessagePage.parse(
      (await t.call('GET', '/api/admin/inbox/contact-messages?status=handled', t.admin)).json(),
    );
    expect(handled.items.every((item) => item.status === 'handled')).toBe(true);
    expect(handled.items.find((item) => item.id === id)).toMatchObject({
      handledBy: adminRow?.fullName,
      handledAt: row?.handledAt?.toISOString(),
    });
    const fresh = AdminContactMessagePage.parse(
      (await t.call('GET', '/api/admin/inbox/contact-messages?status=new', t.admin)).json(),
    );
    expect(fresh.items.map((item) => item.id)).not.toContain(id);

    const back = await t.call('PATCH', `/api/admin/inbox/contact-messages/${id}`, t.admin, { status: 'new' });
    expect(back.json()).toEqual({ message: inboxMessages.markedNew });
    const [again] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id!));
    expect(again).toMatchObject({ status: 'new', handledAt: null, handledBy: null });
    expect(await newInboxItems()).toBe(before + 1);
  });

  it('marks a referral application handled; a signed-in doctor’s application keeps its doctor', async () => {
    const applicant = await doctorSession(t.db);
    const form = referralForm({ address: undefined, referredBy: undefined });
    const sent = await sendSupportForm(t.app, '/api/referrals', form, { cookie: applicant.cookie });
    expect(sent.statusCode).toBe(201);
    const list = AdminReferralApplicationPage.parse(
      (await t.call('GET', '/api/admin/inbox/referrals?status=new', t.admin)).json(),
    );
    const item = list.items.find((i) => i.email === form.email);
    expect(item).toMatchObject({
      ...form,
      address: null,
      referredBy: null,
      userId: applicant.id,
      status: 'new',
    });

    const res = await t.call('PATCH', `/api/admin/inbox/referrals/${item!.id}`, t.admin, {
      status: 'handled',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(referralApplications).where(eq(referralApplications.id, item!.id));
    expect(row).toMatchObject({ status: 'handled', handledBy: t.adminId });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'referral_application'), eq(auditLog.entityId, String(item!.id))));
    expect(audit).toHaveLength(1);
  });

  it('keeps the first handler: marking a handled row handled again (or twice at once) changes nothing', async () => {
    const [id] = await insertContactMessages(unique('twice'), 1);
    const url = `/api/admin/inbox/contact-messages/${id}`;
    const results = await Promise.all([
      t.call('PATCH', url, t.admin, { status: 'handled' }),
      t.call('PATCH', url, t.admin, { status: 'handled' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [first] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id!));
    expect(first).toMatchObject({ status: 'handled', handledBy: t.adminId });

    expect((await t.call('PATCH', url, t.admin, { status: 'handled' })).statusCode).toBe(200);
    const [again] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id!));
    expect(again?.handledAt).toEqual(first?.handledAt);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'contact_message'), eq(auditLog.entityId, String(id))));
    expect(audit).toHaveLength(1);
    // Marking a new row new is the same: nothing to record.
    const [fresh] = await insertContactMessages(unique('still-new'), 1);
    expect(
      (await t.call('PATCH', `/api/admin/inbox/contact-messages/${fresh}`, t.admin, { status: 'new' }))
        .statusCode,
    ).toBe(200);
    const none = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(fresh)));
    expect(none.filter((entry) => entry.entityType === 'contact_message')).toHaveLength(0);
  });

  it('answers 404 for an unknown id, 400 for a bad kind, id or body, and changes nothing', async () => {
    const [id] = await insertContactMessages(unique('bad'), 1);
    const missing = await t.call('PATCH', '/api/admin/inbox/contact-messages/999999', t.admin, {
      status: 'handled',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: inboxMessages.notFound, code: 'NOT_FOUND' });
    // The id of a contact message is not a referral's.
    const referralIds = await t.db.select({ id: referralApplications.id }).from(referralApplications);
    if (!referralIds.some((r) => r.id === id)) {
      expect(
        (await t.call('PATCH', `/api/admin/inbox/referrals/${id}`, t.admin, { status: 'handled' }))
          .statusCode,
      ).toBe(404);
    }

    const bad: [string, unknown, string][] = [
      [`/api/admin/inbox/contact-messages/${id}`, { status: 'archived' }, 'status'],
      [`/api/admin/inbox/contact-messages/${id}`, {}, 'status'],
      [`/api/admin/inbox/contact-messages/${id}`, { status: 'handled', extra: 1 }, 'extra'],
      [`/api/admin/inbox/contact-messages/0x${id!.toString(16)}`, { status: 'handled' }, 'id'],
      [`/api/admin/inbox/newsletter/${id}`, { status: 'handled' }, 'kind'],
    ];
    for (const [url, body, field] of bad) {
      const res = await t.call('PATCH', url, t.admin, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors, url).toHaveProperty(field);
    }
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id!));
    expect(row).toMatchObject({ status: 'new', handledAt: null, handledBy: null });
    const audit = await t.db.select().from(auditLog).where(like(auditLog.action, 'inbox.%'));
    expect(audit.some((entry) => entry.entityId === String(id))).toBe(false);
  });
});
