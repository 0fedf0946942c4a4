import { uploadMessages } from '@shop/contract/admin-messages';
import { ErrorCode } from '@shop/contract/error-schemas';
import { LICENCE_DOCUMENT_MAX_BYTES, licenceMessages as m } from '@shop/contract/licence';
import { LicenceStatus, RenewalReviewList } from '@shop/contract/licence-schemas';
import { checkoutMessages } from '@shop/contract/order-messages';
import { and, count, eq } from 'drizzle-orm';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceRenewals } from '../../db/schema/licences';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { users } from '../../db/schema/users';
import { addDays, MovableClock, shopToday } from '../../lib/clock';
import { form, type Part } from '../../test/multipart';
import { doctorSession } from '../../test/order-fixtures';
import { queuedEmails } from '../../test/outbox';
import { bombPng } from '../../test/bomb-png';
import { createAdminTestApp, type AdminTestApp } from '../../test/test-app';

/** Licence renewals (issue 20): the doctor sends one from the account page, an admin decides it. */

const clock = new MovableClock('2027-05-04T16:00:00Z');
const ADMIN_INBOX = 'licences@shop.example';
const t = {} as AdminTestApp;
beforeAll(async () => {
  // Notices of renewals go to one address here; by default every admin account gets one (auth's tests).
  Object.assign(t, await createAdminTestApp({ clock, env: { ADMIN_NOTIFY_EMAIL: ADMIN_INBOX } }));
});
afterAll(() => t.close());

const today = () => shopToday(t.app);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0ea5e9' } })
  .png()
  .toBuffer();

/** A signed-in approved doctor whose licence lapsed yesterday. */
async function lapsedDoctor() {
  const doctor = await doctorSession(t.db, 'approved', addDays(today(), -1));
  const [row] = await t.db.select().from(users).where(eq(users.id, doctor.id));
  return { ...doctor, email: row!.email, licenseNumber: row!.licenseNumber };
}

const renewalParts = (fields: { licenseNumber?: string; expiryDate?: string }, document?: Part): Part[] => [
  ...Object.entries(fields).map(([name, data]) => ({ name, data })),
  ...(document ? [document] : []),
];
const pdf = (data: Buffer = PDF, filename = 'licence-2027.pdf'): Part => ({
  name: 'document',
  data,
  filename,
  type: 'application/pdf',
});

function send(cookie: string | undefined, parts: Part[]) {
  const body = form(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/account/licence',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const eligibility = async (cookie: string) =>
  (await t.call('GET', '/api/checkout/eligibility', cookie)).json<Record<string, unknown>>();
const renewalCount = async (userId: number) =>
  (await t.db.select({ n: count() }).from(licenceRenewals).where(eq(licenceRenewals.userId, userId)))[0]!.n;
const reviewList = async () =>
  RenewalReviewList.parse((await t.call('GET', '/api/admin/licence-renewals', t.admin)).json());

describe('a doctor renews a lapsed licence and an admin approves it', () => {
  it('sends it for review (still refused meanwhile), the admin sees and approves it, and the doctor may order again', async () => {
    const doctor = await lapsedDoctor();
    const before = LicenceStatus.parse((await t.call('GET', '/api/account/licence', doctor.cookie)).json());
    expect(before).toMatchObject({ state: 'expired', daysLeft: -1, latestRenewal: null });

    const newExpiry = addDays(today(), 730);
    const res = await send(
      doctor.cookie,
      renewalParts({ licenseNumber: ' MD-2027-NEW ', expiryDate: newExpiry }, pdf()),
    );
    expect(res.statusCode).toBe(201);
    const sent = LicenceStatus.parse(res.json());
    expect(sent.state).toBe('expired');
    expect(sent.latestRenewal).toMatchObject({
      status: 'pending',
      licenseNumber: 'MD-2027-NEW',
      expiryDate: newExpiry,
      documentName: 'licence-2027.pdf',
      documentType: 'application/pdf',
      documentBytes: PDF.byteLength,
      reason: null,
    });
    expect(await eligibility(doctor.cookie)).toMatchObject({
      eligible: false,
      reason: 'LICENSE_EXPIRED',
      message: checkoutMessages.licenceRenewalPending,
    });
    // The admin is told, at ADMIN_NOTIFY_EMAIL and nowhere else.
    const notices = await queuedEmails(t.db, eq(outboxEmails.template, 'licence-renewal-notice'));
    const notice = notices.find((email) => email.bodyText.includes(doctor.email));
    expect(notice).toMatchObject({ toAddress: ADMIN_INBOX });
    expect(notice!.subject).toMatch(/license renewal from .+ awaits review$/);
    expect(notice!.bodyText).toContain('License number: MD-2027-NEW');
    expect(notice!.bodyText).toContain(`New expiry date: ${newExpiry}`);
    expect(notices.filter((email) => email.bodyText.includes(doctor.email))).toHaveLength(1);

    // The document: the doctor's own and the admins', nobody else's.
    const renewalId = sent.latestRenewal!.id;
    const own = await t.call('GET', `/api/account/licence/renewals/${renewalId}/document`, doctor.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="licence-2027.pdf"/);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const other = await doctorSession(t.db);
    expect(
      (await t.call('GET', `/api/account/licence/renewals/${renewalId}/document`, other.cookie)).statusCode,
    ).toBe(404);
    expect((await t.call('GET', `/api/account/licence/renewals/${renewalId}/document`)).statusCode).toBe(401);
    const forAdmin = await t.call('GET', `/api/admin/licence-renewals/${renewalId}/document`, t.admin);
    expect(forAdmin.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await t.call('GET', `/api/admin/licence-renewals/${renewalId}/document`, doctor.cookie)).statusCode,
    ).toBe(403);

    // The admin's review list: the renewal with the licence as it is.
    expect((await reviewList()).renewals.find((r) => r.id === renewalId)).toMatchObject({
      userId: doctor.id,
      email: doctor.email,
      currentLicenseNumber: doctor.licenseNumber,
      currentExpiryDate: addDays(today(), -1),
      licenseNumber: 'MD-2027-NEW',
      expiryDate: newExpiry,
    });

    expect(
      (await t.call('POST', `/api/admin/licence-renewals/${renewalId}/approve`, t.admin)).statusCode,
    ).toBe(204);
    expect(await eligibility(doctor.cookie)).toEqual({ eligible: true });
    const [account] = await t.db.select().from(users).where(eq(users.id, doctor.id));
    expect(account).toMatchObject({ licenseNumber: 'MD-2027-NEW', licenseExpiryDate: newExpiry });
    expect(
      LicenceStatus.parse((await t.call('GET', '/api/account/licence', doctor.cookie)).json()),
    ).toMatchObject({
      state: 'valid',
      expiryDate: newExpiry,
      daysLeft: 730,
      latestRenewal: { status: 'approved' },
    });
    expect((await reviewList()).renewals.map((r) => r.id)).not.toContain(renewalId);
    const [email] = await queuedEmails(t.db, eq(outboxEmails.toAddress, doctor.email));
    expect(email!.subject).toBe(`${t.config.shopName}: your license renewal is approved`);
    expect(email!.bodyText).toContain('MD-2027-NEW');

    const audit = await t.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(doctor.id))))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual(['licence.renewal_submit', 'licence.renewal_approve']);
    expect(audit[1]!.details).toMatchObject({
      licenseNumber: { before: doctor.licenseNumber, after: 'MD-2027-NEW' },
      expiryDate: { before: addDays(today(), -1), after: newExpiry },
    });

    // Decided once: a second decision is a conflict.
    const again = await t.call('POST', `/api/admin/licence-renewals/${renewalId}/approve`, t.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: m.renewalDecided });
  });

  it('keeps the licence number when none is sent, and takes an image', async () => {
    const doctor = await lapsedDoctor();
    const res = await send(
      doctor.cookie,
      renewalParts(
        { expiryDate: addDays(today(), 365) },
        { name: 'document', data: PNG, filename: 'scan.png', type: 'image/png' },
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(LicenceStatus.parse(res.json()).latestRenewal).toMatchObject({
      licenseNumber: doctor.licenseNumber,
      documentType: 'image/png',
    });
  });
});

describe('an admin rejects a renewal', () => {
  it('with a reason: the licence stays, the doctor is told and may send another', async () => {
    const doctor = await lapsedDoctor();
    const sent = LicenceStatus.parse(
      (await send(doctor.cookie, renewalParts({ expiryDate: addDays(today(), 400) }, pdf()))).json(),
    );
    const renewalId = sent.latestRenewal!.id;
    const blank = await t.call('POST', `/api/admin/licence-renewals/${renewalId}/reject`, t.admin, {
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fieldErrors: { reason: [m.rejectReasonRequired] } });

    const rejected = await t.call('POST', `/api/admin/licence-renewals/${renewalId}/reject`, t.admin, {
      reason: 'The scan is unreadable',
    });
    expect(rejected.statusCode).toBe(204);
    const status = LicenceStatus.parse((await t.call('GET', '/api/account/licence', doctor.cookie)).json());
    expect(status).toMatchObject({
      state: 'expired',
      expiryDate: addDays(today(), -1),
      latestRenewal: { status: 'rejected', reason: 'The scan is unreadable' },
    });
    expect(await eligibility(doctor.cookie)).toMatchObject({
      reason: 'LICENSE_EXPIRED',
      message: checkoutMessages.licenceExpired(addDays(today(), -1)),
    });
    const [email] = await queuedEmails(t.db, eq(outboxEmails.toAddress, doctor.email));
    expect(email!.subject).toBe(`${t.config.shopName}: your license renewal was not accepted`);
    expect(email!.bodyText).toContain('The scan is unreadable');
    expect(email!.bodyText).toContain(`${t.config.publicUrl}/account#licence`);

    expect(
      (await send(doctor.cookie, renewalParts({ expiryDate: addDays(today(), 400) }, pdf()))).statusCode,
    ).toBe(201);
  });
});

/** A PDF whose catalogue runs `action` on opening, its objects plain or in a compressed object stream. */
function activePdf(action: string, compressed = false) {
  const objects = `<< /Type /Catalog /Pages 2 0 R ${action} >>`;
  if (!compressed)
    return Buffer.from(`%PDF-1.7\n1 0 obj ${objects} endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
  const packed = deflateSync(Buffer.from(`1 0 ${objects}`));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    ),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

describe('a renewal document is kept only as what its bytes are', () => {
  const expiryDate = () => addDays(today(), 90);
  const document = (data: Buffer, filename: string, type: string): Part => ({
    name: 'document',
    data,
    filename,
    type,
  });

  it('refuses a PDF with JavaScript or an action that runs by itself, however it is written', async () => {
    const doctor = await lapsedDoctor();
    for (const action of [
      '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
      '/Names << /JavaScript 3 0 R >>',
      '/AA << /O << /S /Launch /F (calc.exe) >> >>',
      '/OpenAction << /S /J#61vaScript /J#53 (x) >>',
    ]) {
      for (const compressed of [false, true]) {
        const res = await send(
          doctor.cookie,
          renewalParts({ expiryDate: expiryDate() }, pdf(activePdf(action, compressed))),
        );
        expect(res.statusCode, `${action} ${compressed}`).toBe(400);
        expect(res.json(), action).toMatchObject({
          message: m.documentActive,
          fieldErrors: { document: [m.documentActive] },
        });
      }
    }
    expect(await renewalCount(doctor.id)).toBe(0);
    // A plain PDF, and one whose object stream holds nothing active, are kept as sent.
    const plain = activePdf('/PageMode /UseNone', true);
    const res = await send(doctor.cookie, renewalParts({ expiryDate: expiryDate() }, pdf(plain)));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('re-encodes an image, refuses HTML behind an image signature and a canvas past the pixel budget, and names the file by its type', async () => {
    const doctor = await lapsedDoctor();
    const html = Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    const disguised = await send(
      doctor.cookie,
      renewalParts({ expiryDate: expiryDate() }, document(html, 'licence.html', 'text/html')),
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toMatchObject({
      fieldErrors: { document: [uploadMessages.unreadable(m.documentLabel)] },
    });

    const huge = await send(
      doctor.cookie,
      renewalParts(
        { expiryDate: expiryDate() },
        document(bombPng(30_000, 30_000, false), 'scan.png', 'image/png'),
      ),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.document?.[0]).toMatch(
      /^The document is too large in pixels/,
    );
    expect(await renewalCount(doctor.id)).toBe(0);

    // A real PNG sent under an HTML name: kept re-encoded, and named .png.
    const res = await send(
      doctor.cookie,
      renewalParts({ expiryDate: expiryDate() }, document(PNG, 'scan.html', 'text/html')),
    );
    expect(res.statusCode, res.body).toBe(201);
    const renewalId = LicenceStatus.parse(res.json()).latestRenewal!.id;
    const kept = await t.call('GET', `/api/account/licence/renewals/${renewalId}/document`, doctor.cookie);
    expect(kept.headers['content-type']).toBe('image/png');
    expect(kept.headers['content-disposition']).toMatch(/^inline; filename="scan.png"/);
    expect(await sharp(kept.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });
});

describe('a renewal refused, with nothing written', () => {
  it('answers 400 with the field’s message for a past, today’s or malformed expiry, no document, or one that is not an image or PDF', async () => {
    const doctor = await lapsedDoctor();
    const cases: [string, Part[], Record<string, string[]>][] = [
      [
        'a past expiry',
        renewalParts({ expiryDate: addDays(today(), -3) }, pdf()),
        { expiryDate: [m.expiryNotFuture] },
      ],
      ['today', renewalParts({ expiryDate: today() }, pdf()), { expiryDate: [m.expiryNotFuture] }],
      [
        'a malformed date',
        renewalParts({ expiryDate: '2030-02-30' }, pdf()),
        { expiryDate: [m.expiryInvalid] },
      ],
      ['no expiry', renewalParts({}, pdf()), { expiryDate: [m.expiryRequired] }],
      ['no document', renewalParts({ expiryDate: addDays(today(), 30) }), { document: [m.documentRequired] }],
      [
        'a text file called .pdf',
        renewalParts(
          { expiryDate: addDays(today(), 30) },
          pdf(Buffer.from('<html><script>x</script></html>')),
        ),
        { document: [m.documentType] },
      ],
      [
        'a long licence number',
        renewalParts({ licenseNumber: 'X'.repeat(65), expiryDate: addDays(today(), 30) }, pdf()),
        { licenseNumber: [m.licenceNumberTooLong] },
      ],
    ];
    for (const [what, parts, fieldErrors] of cases) {
      const res = await send(doctor.cookie, parts);
      expect(res.statusCode, what).toBe(400);
      expect(res.json<{ fieldErrors: unknown }>().fieldErrors, what).toEqual(fieldErrors);
    }
    const unknown = await send(doctor.cookie, [
      { name: 'note', data: 'hi' },
      ...renewalParts({ expiryDate: addDays(today(), 30) }, pdf()),
    ]);
    expect(unknown.statusCode).toBe(400);
    const notMultipart = await t.call('POST', '/api/account/licence', doctor.cookie, {
      expiryDate: addDays(today(), 30),
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(await renewalCount(doctor.id)).toBe(0);
  });

  it('answers 413 for a document over 10 MB and 409 while one waits for review', async () => {
    const doctor = await lapsedDoctor();
    const big = Buffer.concat([PDF, Buffer.alloc(LICENCE_DOCUMENT_MAX_BYTES)]);
    const tooLarge = await send(doctor.cookie, renewalParts({ expiryDate: addDays(today(), 30) }, pdf(big)));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: ErrorCode.payloadTooLarge,
      fieldErrors: { document: [m.documentTooLarge] },
    });
    expect(await renewalCount(doctor.id)).toBe(0);

    expect(
      (await send(doctor.cookie, renewalParts({ expiryDate: addDays(today(), 30) }, pdf()))).statusCode,
    ).toBe(201);
    const second = await send(doctor.cookie, renewalParts({ expiryDate: addDays(today(), 60) }, pdf()));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: m.renewalPending });
    expect(await renewalCount(doctor.id)).toBe(1);
  });

  it('is the doctor’s own: 401 for a guest and 403 for an admin; the review is for admins only', async () => {
    expect(
      (await send(undefined, renewalParts({ expiryDate: addDays(today(), 30) }, pdf()))).statusCode,
    ).toBe(401);
    expect((await send(t.admin, renewalParts({ expiryDate: addDays(today(), 30) }, pdf()))).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', '/api/account/licence', t.admin)).statusCode).toBe(403);
    const doctor = await doctorSession(t.db);
    expect((await t.call('GET', '/api/admin/licence-renewals', doctor.cookie)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/admin/licence-renewals/1/approve', doctor.cookie)).statusCode).toBe(
      403,
    );
    expect((await t.call('POST', '/api/admin/licence-renewals/2000000000/approve', t.admin)).statusCode).toBe(
      404,
    );
  });
});
