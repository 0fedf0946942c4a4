import type { PendingUser } from '@shop/contract/admin-doctor-schemas';
import { ErrorCode, type ApiErrorBody } from '@shop/contract/error-schemas';
import {
  ADMIN_LICENCE_REGISTER_FILE_PATH,
  ADMIN_LICENCE_REGISTRY_PATH,
  ADMIN_REGISTRY_HOLDS_PATH,
  adminAcceptRegistryExpiryPath,
  adminRegistryCheckPath,
  licenceRegistryMessages as m,
} from '@shop/contract/licence-registry';
import type {
  RegisterUploaded,
  RegistryHoldList,
  RegistrySettings,
} from '@shop/contract/licence-registry-schemas';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { licenceChecks, licenceRegister, licenceRegistryStatus } from '../../db/schema/licence-registry';
import { auditLog, outboxEmails } from '../../db/schema/system';
import { MovableClock, shopToday } from '../../lib/clock';
import { insertProducts } from '../../test/catalog-fixtures';
import { submitOrder } from '../../test/order-fixtures';
import { queuedEmails } from '../../test/outbox';
import { practiceFixtures } from '../../test/practice-fixtures';
import { createAdminTestApp, fileTestApp, registerDoctor, signInNewDoctor } from '../../test/test-app';
import { registryContextOf, runRegistryJob } from './registry.service';

/**
 * The licence register as a file (issue 43, LICENCE_REGISTRY=file): the admin uploads it with its
 * columns mapped, registrations are checked against it, an approval of a licence it does not match
 * needs a reason, and the nightly run holds a prescriber the register reports and lifts it on a
 * match. The shop's calendar is America/Toronto; 15:00 UTC is the same day there.
 */
const clock = new MovableClock('2027-05-03T15:00:00Z');
const t = fileTestApp(() => createAdminTestApp({ clock, env: { LICENCE_REGISTRY: 'file' } }));
const { owner, prescriber } = practiceFixtures(t);
const setDay = (day: string) => clock.set(`${day}T15:00:00Z`);

const MAPPING = {
  number: 'Licence No',
  name: 'Full Name',
  jurisdiction: 'Province',
  status: 'Standing',
  expiresOn: 'Expires',
};
const HEADER = ['Full Name', 'Licence No', 'Province', 'Standing', 'Expires', 'Specialty'];
type Row = [name: string, number: string, province: string, standing: string, expires: string];
/** A register file as a spreadsheet saves it: each cell quoted, CRLF lines. */
const csv = (rows: readonly Row[]) =>
  Buffer.from(
    [HEADER, ...rows.map((row) => [...row, 'Dermatology'])]
      .map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))
      .join('\r\n'),
  );

const upload = (body: Buffer, query: Record<string, string> = MAPPING, cookie = t.admin) =>
  t.app.inject({
    method: 'POST',
    url: `${ADMIN_LICENCE_REGISTER_FILE_PATH}?${new URLSearchParams({ fileName: 'cpso.csv', ...query }).toString()}`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: body,
  });

async function uploaded(rows: readonly Row[]) {
  const res = await upload(csv(rows));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RegisterUploaded>();
}

const settings = async () =>
  (await t.call('GET', ADMIN_LICENCE_REGISTRY_PATH, t.admin)).json<RegistrySettings>();
const registerRows = async () => (await t.db.select({ n: count() }).from(licenceRegister))[0]?.n;

const pendingOf = async (id: number) =>
  (await t.call('GET', '/api/admin/pending-users', t.admin))
    .json<PendingUser[]>()
    .find((user) => user.id === id);

/** The nightly job as the housekeeping runs it on `day`, by three processes at once. */
async function nightOf(day: string) {
  setDay(day);
  const context = registryContextOf(t.config);
  const runs = await Promise.all(
    [1, 2, 3].map(() => runRegistryJob(t.db, context, clock.now(), shopToday(t.app), { batchSize: 2 })),
  );
  return runs.reduce((sum, run) => sum + run.checked, 0);
}

const standingOf = async (userId: number) =>
  (await t.db.select().from(licenceRegistryStatus).where(eq(licenceRegistryStatus.userId, userId)))[0];

describe('the register file', () => {
  it('is uploaded by an admin only, its columns remembered, and refused whole when bad, the register before it kept', async () => {
    const body = csv([
      ['Ann Lee', 'REG-1', 'Ontario', 'active', '2031-12-31'],
      ['Bob Stone', 'REG-2', 'Ontario', 'Active', '2031-12-31'],
    ]);
    expect((await upload(body, MAPPING, '')).statusCode).toBe(401);
    expect((await upload(body, MAPPING, await signInNewDoctor(t.app))).statusCode).toBe(403);
    expect(await registerRows()).toBe(0);

    const first = await uploaded([
      ['Ann Lee', 'REG-1', 'Ontario', 'active', '2031-12-31'],
      ['Bob Stone', 'REG-2', 'Ontario', 'Active', '2031-12-31'],
    ]);
    expect(first.message).toBe(m.uploaded(2));
    expect(first.upload).toMatchObject({
      fileName: 'cpso.csv',
      mapping: MAPPING,
      rows: 2,
      added: 2,
      changed: 0,
      removed: 0,
    });
    expect(await settings()).toMatchObject({
      provider: 'file',
      lastUpload: { rows: 2, uploadedBy: expect.any(String) as string },
    });

    const refusals: [Buffer, Record<string, string>, number, string][] = [
      [body, { ...MAPPING, status: 'Status' }, 400, m.columnMissing('Status')],
      [Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0xff, 0xfe, 0x0d, 0x0a]), MAPPING, 400, m.fileNotUtf8],
      [
        csv([
          ['Ann Lee', 'REG-1', 'Ontario', 'active', '2031-12-31'],
          ['Ann Lee Again', 'reg 1', 'ON', 'active', '2031-12-31'],
        ]),
        MAPPING,
        400,
        m.duplicateLicence(3, 2),
      ],
      [
        csv([['Ann Lee', 'REG-1', 'Ontario', 'lapsed', '2031-12-31']]),
        MAPPING,
        400,
        m.statusUnknown(2, 'lapsed'),
      ],
      [
        csv([['Ann Lee', 'REG-1', 'Ontario', 'active', '31/12/2031']]),
        MAPPING,
        400,
        m.dateUnknown(2, '31/12/2031'),
      ],
      [Buffer.from(HEADER.join(',')), MAPPING, 400, m.fileEmpty],
      [Buffer.alloc(20 * 1024 * 1024 + 1, 0x41), MAPPING, 413, m.fileTooLarge],
      [body, { number: 'Licence No' }, 400, m.mappingMissing],
    ];
    for (const [file, query, status, message] of refusals) {
      const res = await upload(file, query);
      expect(res.statusCode, message).toBe(status);
      expect(res.json<ApiErrorBody>().message).toBe(message);
    }
    expect(await registerRows()).toBe(2);
    expect((await settings()).lastUpload?.rows).toBe(2);

    // The next file is read with the columns mapped last time: one licence changed, one added, one gone.
    const again = await upload(
      csv([
        ['Ann Lee', 'REG-1', 'Ontario', 'suspended', '2031-12-31'],
        ['Cy Young', 'REG-3', 'Quebec', 'active', '2030-01-31'],
      ]),
      {},
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<RegisterUploaded>().upload).toMatchObject({
      rows: 2,
      added: 1,
      changed: 1,
      removed: 1,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'licence.register_upload'));
    expect(audit.map((entry) => entry.details)).toEqual([
      { fileName: 'cpso.csv', rows: 2, added: 2, changed: 0, removed: 0 },
      { fileName: 'cpso.csv', rows: 2, added: 1, changed: 1, removed: 1 },
    ]);
  });
});

describe('the registry’s calls', () => {
  it('are the admins’ only', async () => {
    const doctor = await signInNewDoctor(t.app);
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', ADMIN_LICENCE_REGISTRY_PATH],
      ['GET', ADMIN_REGISTRY_HOLDS_PATH],
      ['POST', `${ADMIN_REGISTRY_HOLDS_PATH}/1/reinstate`, { reason: 'x' }],
      ['POST', adminRegistryCheckPath(1)],
      ['POST', adminAcceptRegistryExpiryPath(1)],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await t.call(method, url, doctor, body)).statusCode, url).toBe(403);
    }
  });
});

describe('a registration checked against the register', () => {
  it('shows the register’s answer beside the application, and needs a reason to approve one it does not match', async () => {
    await uploaded([
      ['Lee, Ann', 'CPSO-1001', 'ON', 'active', '2031-12-31'],
      ['Stone, Bob', 'CPSO-1002', 'ON', 'active', '2031-12-31'],
    ]);
    const matching = await registerDoctor(t.app, {
      fullName: 'Dr. Ann Lee',
      licenseNumber: 'cpso 1001',
      provinceState: 'Ontario',
    });
    const mismatching = await registerDoctor(t.app, {
      fullName: 'Dr. Robert Stone',
      licenseNumber: 'CPSO-1002',
      provinceState: 'Ontario',
    });
    expect((await pendingOf(matching.id))?.registry).toMatchObject({
      result: 'match',
      trigger: 'registration',
      entry: { number: 'CPSO-1001', name: 'Lee, Ann', status: 'active', expiresOn: '2031-12-31' },
    });
    expect((await pendingOf(mismatching.id))?.registry).toMatchObject({ result: 'name-mismatch' });

    // The specification's call approves a match.
    expect((await t.call('POST', `/api/admin/approve-user/${matching.id}`, t.admin)).statusCode).toBe(200);
    const refused = await t.call('POST', `/api/admin/approve-user/${mismatching.id}`, t.admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>()).toMatchObject({
      message: m.reasonRequired,
      fieldErrors: { reason: [m.reasonRequired] },
    });
    expect((await pendingOf(mismatching.id))?.id).toBe(mismatching.id);
    const approved = await t.call('POST', `/api/admin/approve-user/${mismatching.id}`, t.admin, {
      reason: 'Registered as Bob with the college',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [entry] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.approve'), eq(auditLog.entityId, String(mismatching.id))));
    expect(entry?.details).toEqual({
      registry: 'name-mismatch',
      reason: 'Registered as Bob with the college',
    });
    const checks = await t.db.select().from(licenceChecks).where(eq(licenceChecks.userId, mismatching.id));
    expect(checks.map((check) => [check.trigger, check.result])).toEqual([['registration', 'name-mismatch']]);
  });

  it('takes the register’s expiry date for a licence it reports with another, once an admin accepts it', async () => {
    await uploaded([['Dana Date', 'DATE-1', 'Ontario', 'active', '2032-03-31']]);
    const doctor = await registerDoctor(t.app, { fullName: 'Dr. Dana Date', licenseNumber: 'DATE-1' });
    expect((await pendingOf(doctor.id))?.registry?.result).toBe('expiry-mismatch');
    const accept = () => t.call('POST', adminAcceptRegistryExpiryPath(doctor.id), t.admin);
    const accepted = await accept();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ message: string }>().message).toBe(m.expiryAccepted);
    const rows = await t.rawQuery<{ expiry: string }>(
      `select license_expiry_date::text as expiry from users where id = ${doctor.id}`,
    );
    expect(rows[0]?.expiry).toBe('2032-03-31');
    expect((await pendingOf(doctor.id))?.registry).toMatchObject({ result: 'match', trigger: 'admin' });
    // Nothing left to accept.
    expect((await accept()).statusCode).toBe(409);
    expect((await t.call('POST', adminAcceptRegistryExpiryPath(999_999), t.admin)).statusCode).toBe(404);
    const [entry] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'licence.registry_expiry_accept'), eq(auditLog.entityId, String(doctor.id))),
      );
    expect(entry?.details).toEqual({ expiryDate: { before: '2031-12-31', after: '2032-03-31' } });
  });

  it('checks a registration made before the register came in once a file is uploaded', async () => {
    const early = await registerDoctor(t.app, { fullName: 'Dr. Early Bird', licenseNumber: 'EARLY-1' });
    // Checked against the register as it stands: no such licence.
    expect((await pendingOf(early.id))?.registry?.result).toBe('not-found');
    await uploaded([['Early Bird', 'EARLY-1', 'Ontario', 'active', '2031-12-31']]);
    expect((await pendingOf(early.id))?.registry).toMatchObject({ result: 'match', trigger: 'admin' });
  });
});

describe('the nightly check', () => {
  const ids = { toxin: 0, gauze: 0 };
  beforeAll(async () => {
    const inserted = await insertProducts(t.db, [
      { name: 'Registry Toxin', category: 'botulinum-toxins', price: '200.00' },
      { name: 'Registry Gauze', category: 'orthopedic', price: '5.00' },
    ]);
    ids.toxin = inserted['Registry Toxin']!;
    ids.gauze = inserted['Registry Gauze']!;
    await t.db.update(products).set({ prescriptionOnly: true }).where(eq(products.id, ids.toxin));
  });

  const order = (cookie: string, productId: number) =>
    submitOrder(t.app, cookie, [{ productId, quantity: 1 }]);
  const holds = async () =>
    (await t.call('GET', ADMIN_REGISTRY_HOLDS_PATH, t.admin)).json<RegistryHoldList>().holds;

  it('holds a prescriber the register reports, tells them and their owner, and lifts it on a match', async () => {
    // The registration's default licence (Jane Carter) owns the practice; its prescriber is MD-778899.
    const owned: Row = ['Jane Carter', 'MD-123456', 'Ontario', 'active', '2031-12-31'];
    const held = (standing: string): Row => ['Pia Prescriber', 'MD-778899', 'ON', standing, '2031-06-30'];
    await uploaded([owned, held('active')]);
    const boss = await owner('Night Clinic');
    const doctor = await prescriber(boss);
    const userId = doctor.id;

    expect(await nightOf('2027-05-04')).toBeGreaterThan(1);
    expect(await standingOf(userId)).toMatchObject({
      result: 'match',
      holdSince: null,
      checkedOn: '2027-05-04',
    });
    // Run again the same night: nobody is checked twice.
    expect(await nightOf('2027-05-04')).toBe(0);

    await uploaded([owned, held('suspended')]);
    await nightOf('2027-05-05');
    expect(await standingOf(userId)).toMatchObject({ result: 'suspended', holdResult: 'suspended' });
    expect(await standingOf(boss.id)).toMatchObject({ result: 'match', holdSince: null });
    const refused = await order(doctor.cookie, ids.toxin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>()).toMatchObject({
      code: ErrorCode.licenceSuspended,
      message: m.licenceSuspended('suspended'),
    });
    expect((await order(doctor.cookie, ids.gauze)).statusCode).toBe(201);
    expect((await holds()).map((hold) => [hold.userId, hold.result])).toContainEqual([userId, 'suspended']);
    for (const to of [doctor.email, boss.email]) {
      const mails = await queuedEmails(
        t.db,
        and(eq(outboxEmails.toAddress, to), eq(outboxEmails.template, 'licence-registry-hold')),
      );
      expect(mails, to).toHaveLength(1);
    }

    // An admin lifts it with a reason; the same answer the next night does not hold them again.
    const noReason = await t.call('POST', `${ADMIN_REGISTRY_HOLDS_PATH}/${userId}/reinstate`, t.admin, {});
    expect(noReason.statusCode).toBe(400);
    const lifted = await t.call('POST', `${ADMIN_REGISTRY_HOLDS_PATH}/${userId}/reinstate`, t.admin, {
      reason: 'The college confirmed the suspension was entered in error',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(
      (await t.call('POST', `${ADMIN_REGISTRY_HOLDS_PATH}/${userId}/reinstate`, t.admin, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await order(doctor.cookie, ids.toxin)).statusCode).toBe(201);
    await nightOf('2027-05-06');
    expect(await standingOf(userId)).toMatchObject({
      result: 'suspended',
      holdSince: null,
      waivedResult: 'suspended',
    });

    // Another answer holds them again; a match lifts it by itself.
    await uploaded([owned, held('revoked')]);
    await nightOf('2027-05-07');
    expect(await standingOf(userId)).toMatchObject({ holdResult: 'revoked', waivedResult: null });
    await uploaded([owned, held('active')]);
    await nightOf('2027-05-08');
    expect(await standingOf(userId)).toMatchObject({ result: 'match', holdSince: null, holdResult: null });
    expect((await order(doctor.cookie, ids.toxin)).statusCode).toBe(201);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(userId)), eq(auditLog.entityType, 'user')));
    expect(
      actions.map((row) => row.action).filter((action) => action.startsWith('licence.registry_hold')),
    ).toEqual(['licence.registry_hold', 'licence.registry_hold', 'licence.registry_hold_lifted']);
    expect(actions.map((row) => row.action)).toContain('licence.registry_reinstate');
  });

  it('looks up a waiting application whose check after its answer was lost', async () => {
    await uploaded([['Lee Lost', 'LOST-1', 'Ontario', 'active', '2031-12-31']]);
    const lost = await registerDoctor(t.app, { fullName: 'Dr. Lee Lost', licenseNumber: 'LOST-1' });
    // As if the process had stopped between the registration's answer and its check.
    await t.db.delete(licenceRegistryStatus).where(eq(licenceRegistryStatus.userId, lost.id));
    await t.db.delete(licenceChecks).where(eq(licenceChecks.userId, lost.id));
    expect((await pendingOf(lost.id))?.registry).toBeNull();

    await nightOf('2027-05-09');
    expect((await pendingOf(lost.id))?.registry).toMatchObject({ result: 'match', trigger: 'nightly' });
    // Still the admin's to decide: a waiting application is never held.
    expect(await standingOf(lost.id)).toMatchObject({ result: 'match', holdSince: null });
  });
});
