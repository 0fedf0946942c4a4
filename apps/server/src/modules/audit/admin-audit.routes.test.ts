import {
  ADMIN_AUDIT_EXPORT_PATH,
  ADMIN_AUDIT_PATH,
  AUDIT_COUNT_LIMIT,
  AuditPage,
  auditQueryMessages,
} from '@shop/contract/audit-schemas';
import { AUDIT_ACTION_LABELS, AUDIT_CSV_COLUMNS } from '@shop/contract/audit-messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/system';
import { users } from '../../db/schema/users';
import { insertProduct } from '../../test/catalog-fixtures';
import { datedCsvText } from '../../test/csv-download';
import { doctorSession, submitAcceptedOrder } from '../../test/order-fixtures';
import { TEST_ADMIN, createSignedInTestApp, fileTestApp } from '../../test/test-app';
import { recordAudit } from './audit.service';
import { auditCsvBatches } from './audit-trail.service';

const t = fileTestApp(createSignedInTestApp);

let counter = 0;
const uniqueName = (label: string) => `${label} ${Date.now()}-${(counter += 1)}`;

const product = (name = uniqueName('Audited Filler')) =>
  insertProduct(t.db, { name, category: 'dermal-fillers', price: '80.00' });

async function list(query: string, cookie = t.admin) {
  const res = await t.call('GET', `${ADMIN_AUDIT_PATH}${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return AuditPage.parse(res.json());
}

async function fieldErrorsOf(query: string) {
  const res = await t.call('GET', `${ADMIN_AUDIT_PATH}${query}`, t.admin);
  expect(res.statusCode, res.body).toBe(400);
  return res.json<{ fieldErrors?: Record<string, string[]> }>().fieldErrors;
}

/** An entry about one product, recorded as the services record theirs. */
const productEntry = (
  actorUserId: number | null,
  action: string,
  productId: number,
  details?: Record<string, unknown>,
) => recordAudit(t.db, { actorUserId, action, entityType: 'product', entityId: productId, details });

/** Entries recorded straight in the database at the given moments, about one product. */
async function entriesAt(productId: number, moments: string[], action = 'product.update') {
  await t.db.insert(auditLog).values(
    moments.map((at) => ({
      actorUserId: t.adminId,
      action,
      entityType: 'product',
      entityId: String(productId),
      details: { at: { before: null, after: at } },
      createdAt: new Date(at),
    })),
  );
}

describe('who may read the audit trail', () => {
  it('answers a guest 401 and a doctor 403 on the list and the export, before the query is read', async () => {
    for (const path of [ADMIN_AUDIT_PATH, ADMIN_AUDIT_EXPORT_PATH]) {
      for (const query of ['', '?action=nonsense&page=x']) {
        expect((await t.call('GET', `${path}${query}`)).statusCode).toBe(401);
        expect((await t.call('GET', `${path}${query}`, t.doctor)).statusCode).toBe(403);
      }
    }
  });
});

describe('GET /api/admin/audit', () => {
  it("shows an order's decisions newest first, with who, the order's number and the status before and after", async () => {
    const productId = await product();
    const doctor = await doctorSession(t.db);
    const order = await submitAcceptedOrder(t.app, doctor.cookie, [{ productId, quantity: 1 }]);
    const approve = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
      status: 'approved',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const ship = await t.call('PATCH', `/api/admin/orders/${order.id}/status`, t.admin, {
      status: 'shipped',
      carrier: 'UPS',
    });
    expect(ship.statusCode, ship.body).toBe(200);

    for (const number of [order.orderNumber, order.orderNumber.toLowerCase()]) {
      const page = await list(`?subjectType=order&subject=${number}`);
      expect(page).toMatchObject({ totalCount: 2, currentPage: 1, totalPages: 1, totalCountCapped: false });
      expect(page.entries.map((e) => e.details)).toEqual([
        { status: { before: 'approved', after: 'shipped' } },
        { status: { before: 'pending', after: 'approved' } },
      ]);
      for (const entry of page.entries) {
        expect(entry).toMatchObject({
          actor: { id: t.adminId, email: TEST_ADMIN.email },
          action: 'order.status',
          actionLabel: AUDIT_ACTION_LABELS['order.status'],
          subject: { type: 'order', id: String(order.id), label: order.orderNumber },
        });
      }
    }
    // An order number nobody placed matches nothing.
    expect((await list('?subjectType=order&subject=MS-1999-ZZZZZZ')).entries).toEqual([]);
  });

  it('filters by action, actor, product, user and days (inclusive), each alone and together', async () => {
    const name = uniqueName('Filtered Toxin');
    const productId = await product(name);
    await entriesAt(productId, [
      '2020-03-01T00:00:00.000Z',
      '2020-03-02T23:59:59.999Z',
      '2020-03-03T00:00:00.000Z',
    ]);
    await entriesAt(productId, ['2020-03-02T12:00:00.000Z'], 'product.price');
    const doctor = await doctorSession(t.db);
    await productEntry(doctor.id, 'product.tiers', productId);
    await recordAudit(t.db, {
      actorUserId: t.adminId,
      action: 'registration.approve',
      entityType: 'user',
      entityId: doctor.id,
    });

    const byProduct = await list(`?subjectType=product&subject=${productId}`);
    expect(byProduct.entries.map((e) => e.action)).toEqual([
      'product.tiers',
      'product.update',
      'product.update',
      'product.price',
      'product.update',
    ]);
    expect(byProduct.entries.every((e) => e.subject.label === name)).toBe(true);

    const inRange = await list(`?subjectType=product&subject=${productId}&from=2020-03-01&to=2020-03-02`);
    expect(inRange.entries.map((e) => e.at)).toEqual([
      '2020-03-02T23:59:59.999Z',
      '2020-03-02T12:00:00.000Z',
      '2020-03-01T00:00:00.000Z',
    ]);
    const oneDay = await list(`?from=2020-03-03&to=2020-03-03`);
    expect(oneDay.entries.map((e) => e.at)).toEqual(['2020-03-03T00:00:00.000Z']);

    const prices = await list(`?action=product.price&subjectType=product&subject=${productId}`);
    expect(prices.entries.map((e) => e.at)).toEqual(['2020-03-02T12:00:00.000Z']);

    const byDoctor = await list(`?actor=${doctor.id}`);
    expect(byDoctor.entries.map((e) => [e.action, e.actor?.id])).toEqual([['product.tiers', doctor.id]]);
    // An actor may be named by the e-mail they sign in with, in any case; an unknown one matches nothing.
    const byEmail = await list(`?actor=${encodeURIComponent(doctor.email.toUpperCase())}`);
    expect(byEmail.entries.map((e) => [e.action, e.actor?.id])).toEqual([['product.tiers', doctor.id]]);
    expect((await list(`?actor=${encodeURIComponent('nobody@clinic.example')}`)).entries).toEqual([]);

    const aboutDoctor = await list(`?subjectType=user&subject=${doctor.id}`);
    expect(aboutDoctor.entries).toHaveLength(1);
    expect(aboutDoctor.entries[0]).toMatchObject({
      action: 'registration.approve',
      subject: { type: 'user', id: String(doctor.id) },
    });
    expect(aboutDoctor.entries[0]?.subject.label).toMatch(/^Dr\. Fixture/);
  });

  it('pages 20 at a time, newest first, each entry once', async () => {
    const productId = await product();
    const moments = Array.from({ length: 45 }, (_, i) => new Date(Date.UTC(2021, 0, 1, 0, i)).toISOString());
    await entriesAt(productId, moments);
    const query = `?subjectType=product&subject=${productId}`;
    const pages = [await list(query), await list(`${query}&page=2`), await list(`${query}&page=3`)];
    expect(pages.map((p) => [p.entries.length, p.totalCount, p.currentPage, p.totalPages])).toEqual([
      [20, 45, 1, 3],
      [20, 45, 2, 3],
      [5, 45, 3, 3],
    ]);
    expect(pages.flatMap((p) => p.entries.map((e) => e.at))).toEqual([...moments].reverse());
    // A page past the last (the list shrank under an old link): no entries, and where the end is.
    expect(await list(`${query}&page=4`)).toMatchObject({ entries: [], totalCount: 45, totalPages: 3 });
  });

  it(`counts up to ${AUDIT_COUNT_LIMIT} matches and says when more match`, async () => {
    const productId = await product();
    await t.rawExec(`insert into audit_log (actor_user_id, action, entity_type, entity_id, created_at)
      select ${t.adminId}, 'stock.adjust', 'product', '${productId}', timestamptz '2019-01-01' + n * interval '1 second'
      from generate_series(1, ${AUDIT_COUNT_LIMIT + 1}) n`);
    const page = await list(`?subjectType=product&subject=${productId}&page=50`);
    expect(page).toMatchObject({ totalCount: AUDIT_COUNT_LIMIT, totalPages: 50, totalCountCapped: true });
    expect(page.entries).toHaveLength(20);
    expect(await fieldErrorsOf(`?subjectType=product&subject=${productId}&page=51`)).toEqual({
      page: [auditQueryMessages.pageBeyondCount],
    });
  });

  it('shows a deleted account as its id and the shop itself as no actor', async () => {
    const doctor = await doctorSession(t.db);
    const productId = await product();
    await productEntry(doctor.id, 'product.image', productId);
    await productEntry(null, 'stock.expire', productId);
    await t.db.delete(users).where(eq(users.id, doctor.id));
    const page = await list(`?subjectType=product&subject=${productId}`);
    expect(page.entries.map((e) => e.actor)).toEqual([null, { id: doctor.id, name: null, email: null }]);
  });

  it('answers 400 with a message per field for a bad query', async () => {
    expect(await fieldErrorsOf('?action=order.delete')).toEqual({ action: [auditQueryMessages.action] });
    expect(await fieldErrorsOf('?actor=abc')).toEqual({ actor: [auditQueryMessages.actor] });
    expect(await fieldErrorsOf('?actor=0')).toEqual({ actor: [auditQueryMessages.actor] });
    expect(await fieldErrorsOf('?subject=42')).toEqual({
      subjectType: [auditQueryMessages.subjectWithoutType],
    });
    expect(await fieldErrorsOf('?subjectType=order')).toEqual({
      subject: [auditQueryMessages.subjectMissing],
    });
    expect(await fieldErrorsOf('?subjectType=order&subject=12')).toEqual({
      subject: [auditQueryMessages.orderNumber],
    });
    expect(await fieldErrorsOf('?subjectType=product&subject=MS-2026-ABC123')).toEqual({
      subject: [auditQueryMessages.subjectId('product')],
    });
    expect(await fieldErrorsOf('?subjectType=invoice&subject=1')).toEqual({
      subjectType: [auditQueryMessages.subjectType],
    });
    expect(await fieldErrorsOf('?from=2026-02-30')).toEqual({ from: [auditQueryMessages.date('From')] });
    expect(await fieldErrorsOf('?from=2026-03-02&to=2026-03-01')).toEqual({
      from: [auditQueryMessages.fromAfterTo],
    });
    expect((await t.call('GET', `${ADMIN_AUDIT_PATH}?sort=id`, t.admin)).statusCode).toBe(400);
    expect((await t.call('GET', `${ADMIN_AUDIT_EXPORT_PATH}?action=nonsense`, t.admin)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/audit/export.csv', () => {
  it('streams the filtered entries as UTF-8 CSV with a BOM, quoted and formula-safe', async () => {
    const name = `=HYPERLINK("http://evil.example","Click"), ${uniqueName('Dr')}`;
    const productId = await product(name);
    await productEntry(t.adminId, 'product.price', productId, {
      price: { before: '80.00', after: '95.50' },
      note: 'line one\nline "two"',
    });
    await productEntry(t.adminId, 'product.delete', productId);

    const res = await t.call(
      'GET',
      `${ADMIN_AUDIT_EXPORT_PATH}?subjectType=product&subject=${productId}`,
      t.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const text = datedCsvText(res, 'audit-trail');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines.at(-1)).toBe('');
    // The label, quoted (it holds a comma and quotes) and prefixed so no spreadsheet runs it.
    const label = `"'${name.replaceAll('"', '""')}"`;
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2}T[^,]+Z,${t.adminId},[^,]*,${TEST_ADMIN.email.replace('.', '\\.')},product\\.delete,Product deleted,product,${productId},`,
      ),
    );
    expect(lines[1]!.endsWith(`,${label},,`)).toBe(true);
    // The price change: its readable lines in one quoted cell, and its JSON (keys as jsonb keeps them).
    expect(text).toContain(
      `,product.price,Price changed,product,${productId},${label},"note: line one\nline ""two""\nprice: 80.00 → 95.50",`,
    );
    expect(text).toContain(
      `"{""note"":""line one\\nline \\""two\\"""",""price"":{""after"":""95.50"",""before"":""80.00""}}"\r\n`,
    );
    expect(lines).toHaveLength(4); // the header, two entries (line feeds inside a quoted cell stay in it), the end
    // Who took the export, and of what, is itself recorded.
    const exports = await list(`?action=audit.export&actor=${t.adminId}`);
    expect(exports.entries[0]?.details).toEqual({ subjectType: 'product', subject: String(productId) });
  });

  it('reads every entry exactly once across batches, newest first, however the times tie', async () => {
    const productId = await product();
    // Five entries at one moment (one transaction's now()) and three at others.
    await entriesAt(
      productId,
      Array.from({ length: 5 }, () => '2018-05-05T05:05:05.000Z'),
    );
    await entriesAt(productId, [
      '2018-05-06T00:00:00.000Z',
      '2018-05-04T00:00:00.000Z',
      '2018-05-05T05:05:05.001Z',
    ]);
    const ids = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(productId)))
      .orderBy(sql`${auditLog.createdAt} desc, ${auditLog.id} desc`);
    const batches: string[] = [];
    for await (const batch of auditCsvBatches(
      t.db,
      { subjectType: 'product', subject: String(productId) },
      3,
    )) {
      batches.push(batch);
    }
    expect(batches).toHaveLength(1 + 3); // the header, then 3 + 3 + 2
    const exportedIds = batches
      .slice(1)
      .join('')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(',')[0]);
    expect(exportedIds).toHaveLength(ids.length);
    const rows = await list(`?subjectType=product&subject=${productId}`);
    expect(rows.entries.map((e) => e.id)).toEqual(ids.map((r) => r.id));
  });
});

describe('the audit trail is append-only', () => {
  it('refuses an update, a delete and a truncate, and the entry stays as written', async () => {
    const productId = await product();
    await productEntry(t.adminId, 'product.price', productId, { price: { before: '1.00', after: '2.00' } });
    const where = eq(auditLog.entityId, String(productId));
    const [before] = await t.db.select().from(auditLog).where(where);
    await expect(t.db.update(auditLog).set({ action: 'product.update' }).where(where)).rejects.toThrow();
    await expect(t.db.update(auditLog).set({ actorUserId: null }).where(where)).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(where)).rejects.toThrow();
    await expect(t.rawExec('truncate audit_log')).rejects.toThrow();
    expect(await t.db.select().from(auditLog).where(where)).toEqual([before]);
  });
});
