import { ErrorCode } from '@shop/contract/error-schemas';
import { checkoutMessages } from '@shop/contract/order-messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceNotices, licenceRenewals } from '../../db/schema/licences';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { users } from '../../db/schema/users';
import { addDays, MovableClock, shopToday } from '../../lib/clock';
import { runStoppingAfterFirstBatch, withSecondProcess } from '../../test/batched-job';
import { insertProduct } from '../../test/catalog-fixtures';
import { doctorSession, submitOrder } from '../../test/order-fixtures';
import { queuedEmails } from '../../test/outbox';
import { createAdminTestApp, type AdminTestApp } from '../../test/test-app';
import { runLicenceJob, type LicenceJobSettings } from './licence-job';

/** Noon in Toronto on 10 March 2027: the shop's calendar day is 2027-03-10. */
const START = '2027-03-10T17:00:00Z';
const clock = new MovableClock(START);
const t = {} as AdminTestApp;
let productId: number;

beforeAll(async () => {
  Object.assign(t, await createAdminTestApp({ clock }));
  productId = await insertProduct(t.db, {
    name: 'Licence Toxin',
    category: 'botulinum-toxins',
    price: '100.00',
  });
});
afterAll(() => t.close());

const today = () => shopToday(t.app);
const settings = (overrides: Partial<LicenceJobSettings> = {}): LicenceJobSettings => ({
  shopName: t.config.shopName,
  publicUrl: t.config.publicUrl,
  ...overrides,
});
const runJob = (overrides: Partial<LicenceJobSettings> = {}) =>
  runLicenceJob(t.db, today(), settings(overrides));

const eligibility = async (cookie: string) =>
  (await t.call('GET', '/api/checkout/eligibility', cookie)).json<Record<string, unknown>>();

/** A signed-in approved doctor whose licence expires `days` after today. */
const doctorExpiringIn = (days: number) => doctorSession(t.db, 'approved', addDays(today(), days));

const emailsTo = (address: string) => queuedEmails(t.db, eq(outboxEmails.toAddress, address));
const noticesOf = async (userId: number) =>
  (
    await t.db
      .select({ daysBefore: licenceNotices.daysBefore })
      .from(licenceNotices)
      .where(eq(licenceNotices.userId, userId))
      .orderBy(sql`${licenceNotices.sentAt}, ${licenceNotices.daysBefore} desc`)
  ).map((row) => row.daysBefore);

describe('a lapsed licence refuses ordering', () => {
  it('on its expiry date in the shop’s time zone, before any job has run, with a message saying what to do', async () => {
    clock.set(START);
    const doctor = await doctorExpiringIn(1);
    const expiry = addDays(today(), 1);
    expect(await eligibility(doctor.cookie)).toEqual({ eligible: true });
    expect((await submitOrder(t.app, doctor.cookie, [{ productId, quantity: 1 }])).statusCode).toBe(201);

    // 23:30 in Toronto on the day before: already the expiry date in UTC, not yet in the shop.
    clock.set(`${expiry}T04:30:00Z`);
    expect(await eligibility(doctor.cookie)).toEqual({ eligible: true });

    // Midnight in Toronto: the licence has lapsed.
    clock.set(`${expiry}T05:00:00Z`);
    expect(await eligibility(doctor.cookie)).toEqual({
      eligible: false,
      reason: 'LICENSE_EXPIRED',
      message: checkoutMessages.licenceExpired(expiry),
    });
    const refused = await submitOrder(t.app, doctor.cookie, [{ productId, quantity: 1 }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.licenceExpired,
      message: checkoutMessages.licenceExpired(expiry),
    });

    // Browsing and the cart keep working.
    expect((await t.call('GET', `/api/products/${productId}`, doctor.cookie)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/cart', doctor.cookie, { productId, quantity: 1 })).statusCode).toBe(
      201,
    );

    // A renewal waiting for review: still refused, with the message that says so.
    await t.db.insert(licenceRenewals).values({
      userId: doctor.id,
      licenseNumber: 'MD-RENEWED',
      expiryDate: addDays(expiry, 730),
      documentType: 'application/pdf',
      documentBytes: 1,
    });
    expect(await eligibility(doctor.cookie)).toMatchObject({
      reason: 'LICENSE_EXPIRED',
      message: checkoutMessages.licenceRenewalPending,
    });
  });

  it('never refuses an account without an expiry date, and leaves a pending or admin account its own reason', async () => {
    clock.set(START);
    const noExpiry = await doctorSession(t.db, 'approved', null);
    expect(await eligibility(noExpiry.cookie)).toEqual({ eligible: true });
    const pending = await doctorSession(t.db, 'pending', addDays(today(), -5));
    expect(await eligibility(pending.cookie)).toMatchObject({ reason: 'APPROVAL_PENDING' });
    expect(await eligibility(t.admin)).toMatchObject({ reason: 'ADMIN_ACCOUNT' });
  });
});

describe('the daily licence job', () => {
  it('sends the reminders at 60, 30 and 7 days and the lapse notice on the day, each once (61, 60, 30, 7, 0, −1 days)', async () => {
    clock.set(START);
    const expiry = addDays(today(), 61);
    const doctor = await doctorSession(t.db, 'approved', expiry);
    const [doctorRow] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, doctor.id));
    const email = doctorRow!.email;
    const subjects = async () => (await emailsTo(email)).map((e) => e.subject);
    const moveTo = (daysLeft: number) => clock.set(`${addDays(expiry, -daysLeft)}T17:00:00Z`);

    moveTo(61);
    await runJob();
    expect(await subjects()).toEqual([]);

    moveTo(60);
    await runJob();
    await runJob(); // The same day again (another process, the next hour): nothing new.
    expect(await subjects()).toEqual([`${t.config.shopName}: your medical license expires in 60 days`]);

    moveTo(30);
    await runJob();
    moveTo(7);
    await runJob();
    await runJob();
    moveTo(0);
    await runJob();
    moveTo(-1);
    await runJob();
    expect(await subjects()).toEqual([
      `${t.config.shopName}: your medical license expires in 60 days`,
      `${t.config.shopName}: your medical license expires in 30 days`,
      `${t.config.shopName}: your medical license expires in 7 days`,
      `${t.config.shopName}: your medical license has expired`,
    ]);
    expect(await noticesOf(doctor.id)).toEqual([60, 30, 7, 0]);

    const [lapse] = await emailsTo(email).then((rows) => rows.slice(-1));
    expect(lapse!.bodyText).toContain(`expired on ${expiry}`);
    expect(lapse!.bodyText).toContain(`${t.config.publicUrl}/account#licence`);
    const audit = await t.db
      .select({ action: auditLog.action, details: auditLog.details, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(doctor.id))));
    expect(audit).toEqual([{ action: 'licence.lapse', details: { expiryDate: expiry }, actor: null }]);
    expect(await eligibility(doctor.cookie)).toMatchObject({ eligible: false, reason: 'LICENSE_EXPIRED' });
  });

  it('sends a doctor who came within a step late only that step’s reminder, and a renewed licence its own', async () => {
    clock.set(START);
    const doctor = await doctorExpiringIn(20);
    await runJob();
    expect(await noticesOf(doctor.id)).toEqual([30]);
    const [reminder] = await queuedEmails(
      t.db,
      eq(outboxEmails.toAddress, (await t.db.select().from(users).where(eq(users.id, doctor.id)))[0]!.email),
    );
    expect(reminder!.subject).toBe(`${t.config.shopName}: your medical license expires in 20 days`);

    // Renewed: a new expiry date 45 days away is a new licence, with its own 60-day reminder.
    await t.db
      .update(users)
      .set({ licenseExpiryDate: addDays(today(), 45) })
      .where(eq(users.id, doctor.id));
    await runJob();
    expect(await noticesOf(doctor.id)).toEqual([30, 60]);
  });

  it('leaves pending, suspended and admin accounts alone', async () => {
    clock.set(START);
    const pending = await doctorSession(t.db, 'pending', addDays(today(), 3));
    const suspended = await doctorSession(t.db, 'approved', addDays(today(), 3));
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, suspended.id));
    await runJob();
    expect(await noticesOf(pending.id)).toEqual([]);
    expect(await noticesOf(suspended.id)).toEqual([]);
  });

  it('sends every notice exactly once when stopped between batches and run again', async () => {
    clock.set('2027-09-01T17:00:00Z');
    await runJob(); // What the earlier tests' doctors have due on this day.
    const doctors = await Promise.all(Array.from({ length: 5 }, () => doctorExpiringIn(5)));
    const ids = doctors.map((d) => d.id);
    await runStoppingAfterFirstBatch(runJob);
    const sentBefore = await t.db.select().from(licenceNotices).where(inArray(licenceNotices.userId, ids));
    expect(sentBefore).toHaveLength(2);

    await runJob({ batchSize: 2 });
    const sent = await t.db.select().from(licenceNotices).where(inArray(licenceNotices.userId, ids));
    expect(sent.map((row) => row.userId).sort()).toEqual([...ids].sort());
    const addresses = (
      await t.db.select({ email: users.email }).from(users).where(inArray(users.id, ids))
    ).map((row) => row.email);
    const emails = await queuedEmails(t.db, inArray(outboxEmails.toAddress, addresses));
    expect(emails).toHaveLength(5);
  });
});

describe('two shop processes running the job at the same moment', () => {
  it('send each notice once between them', async () => {
    clock.set('2028-01-10T17:00:00Z');
    await runJob();
    const doctors = await Promise.all(Array.from({ length: 20 }, () => doctorExpiringIn(6)));
    const ids = doctors.map((d) => d.id);
    const results = await withSecondProcess(
      t,
      (secondDb) =>
        Promise.all([runJob({ batchSize: 3 }), runLicenceJob(secondDb, today(), settings({ batchSize: 3 }))]),
      { clock },
    );
    expect(results.reduce((sum, r) => sum + r.reminders, 0)).toBe(20);
    const sent = await t.db.select().from(licenceNotices).where(inArray(licenceNotices.userId, ids));
    expect(sent).toHaveLength(20);
    const addresses = (
      await t.db.select({ email: users.email }).from(users).where(inArray(users.id, ids))
    ).map((row) => row.email);
    expect(await queuedEmails(t.db, inArray(outboxEmails.toAddress, addresses))).toHaveLength(20);
  });
});
