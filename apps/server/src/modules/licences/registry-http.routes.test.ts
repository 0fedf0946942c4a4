import type { PendingUser } from '@shop/contract/admin-doctor-schemas';
import type { RegisterEntry } from '@shop/contract/licence-registry';
import { RenewalReviewList } from '@shop/contract/licence-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { licenceRegistryStatus } from '../../db/schema/licence-registry';
import { MovableClock, shopToday } from '../../lib/clock';
import { startFakeRegistry, type FakeRegistry } from '../../test/fake-registry';
import { form } from '../../test/multipart';
import {
  createAdminTestApp,
  fileTestApp,
  login,
  registerDoctor,
  registration,
  uniqueClientAddress,
} from '../../test/test-app';
import { registryContextOf, runRegistryJob } from './registry.service';

/**
 * The register's online lookup (issue 43, LICENCE_REGISTRY=http) against a fake register that
 * speaks the contract: each result, an answer that is late, failing or not JSON counted as
 * unavailable, the answers kept a day, and the pace of the requests (LICENCE_REGISTRY_RATE).
 */
const clock = new MovableClock('2027-05-03T15:00:00Z');
const RATE = 5;
let registry: FakeRegistry;
const t = fileTestApp(async () => {
  registry = await startFakeRegistry();
  return createAdminTestApp({
    clock,
    env: {
      LICENCE_REGISTRY: 'http',
      LICENCE_REGISTRY_URL: registry.url,
      LICENCE_REGISTRY_RATE: String(RATE),
    },
  });
});
afterAll(() => registry.close());

/**
 * The most requests that arrived within any 800 ms: at most the rate's per second however late a
 * busy machine delivers one of them (a request is never early: each waits for its slot, 210 ms
 * apart at 5 a second, so one more would take a delay of over 250 ms).
 */
function mostInAnyWindow(times: readonly number[], windowMs = 800) {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < sorted.length; last += 1) {
    while (sorted[last]! - sorted[first]! >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

let licences = 0;
/** A licence number of its own, which the register holds as `entry` says (or not at all). */
function newLicence(entry?: Partial<RegisterEntry>) {
  licences += 1;
  const number = `HTTP-${licences}`;
  if (entry) {
    registry.hold({
      number,
      name: 'Reyes, Nia',
      jurisdiction: 'ON',
      status: 'active',
      expiresOn: '2031-12-31',
      ...entry,
    });
  }
  return number;
}

/** A doctor registered with a licence of their own, which the register holds as `entry` says (or not at all). */
async function registered(entry?: Partial<RegisterEntry>, fullName = 'Dr. Nia Reyes') {
  const number = newLicence(entry);
  const doctor = await registerDoctor(t.app, {
    fullName,
    licenseNumber: number,
    provinceState: 'Ontario',
    licenseExpiryDate: '2031-12-31',
  });
  return { ...doctor, number };
}

const resultOf = async (id: number) =>
  (await t.call('GET', '/api/admin/pending-users', t.admin))
    .json<PendingUser[]>()
    .find((user) => user.id === id)?.registry?.result;

describe('the http register', () => {
  it('gives each result, asking with the licence as the doctor registered it', async () => {
    const cases: [Partial<RegisterEntry> | undefined, string][] = [
      [{}, 'match'],
      [{ name: 'Someone Else' }, 'name-mismatch'],
      [{ expiresOn: '2032-03-31' }, 'expiry-mismatch'],
      [undefined, 'not-found'],
      [{ status: 'suspended' }, 'suspended'],
      [{ status: 'revoked' }, 'revoked'],
      [{ status: 'expired' }, 'expired'],
    ];
    for (const [entry, result] of cases) {
      const doctor = await registered(entry);
      expect(await resultOf(doctor.id), result).toBe(result);
    }
    expect(registry.requests.at(-1)).toMatchObject({ number: `HTTP-${licences}`, jurisdiction: 'Ontario' });
  });

  it('answers a registration at once, and looks its licence up once the answer is sent', async () => {
    const number = newLicence({});
    registry.behave(number, 'Ontario', { delayMs: 3000 });
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ fullName: 'Dr. Nia Reyes', licenseNumber: number, provinceState: 'Ontario' }),
      remoteAddress: uniqueClientAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    // The doctor did not wait for the register's 3 s.
    expect(Date.now() - started).toBeLessThan(3000);
    const { id } = res.json<{ user: { id: number } }>().user;
    expect(await resultOf(id)).toBeUndefined();
    await t.app.lifecycle.settled();
    expect(await resultOf(id)).toBe('match');
    registry.behave(number, 'Ontario', {});
  });

  it('counts a failing, garbled or wrong answer as unavailable, and keeps real answers a day', async () => {
    const failing = await registeredBehaving({ status: 503 });
    const garbled = await registeredBehaving({ body: '<html>busy</html>', status: 200 });
    const wrong = await registeredBehaving({ body: JSON.stringify({ number: 'X' }), status: 200 });
    for (const doctor of [failing, garbled, wrong]) expect(await resultOf(doctor.id)).toBe('unavailable');

    // Checked again by an admin: an answer kept from registration is not asked for again; an
    // unavailable one is.
    const kept = await registered({});
    const asked = registry.requests.length;
    for (const doctor of [kept, failing]) {
      const res = await t.call('POST', `/api/admin/doctors/${doctor.id}/registry-check`, t.admin);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(registry.requests.slice(asked).map((request) => request.number)).toEqual([failing.number]);
  });

  it('checks the others while one answer is late, at the pace it is set to', async () => {
    const doctors = [];
    for (let i = 0; i < 4; i += 1) doctors.push(await registered({}, 'Dr. Nia Reyes'));
    const slow = doctors[0]!;
    // Approved (their registration matched), then the register slows for one of them.
    for (const doctor of doctors) {
      expect((await t.call('POST', `/api/admin/approve-user/${doctor.id}`, t.admin)).statusCode).toBe(200);
    }
    registry.behave(slow.number, 'Ontario', { delayMs: 7000 });
    await t.db.delete(licenceRegistryStatus).where(eq(licenceRegistryStatus.userId, slow.id));
    // The next day's answers are not the kept ones.
    clock.set('2027-05-05T15:00:00Z');
    const from = registry.requests.length;
    const started = Date.now();
    const run = await runRegistryJob(t.db, registryContextOf(t.config), clock.now(), shopToday(t.app));
    const took = Date.now() - started;
    // The slow one, and the registrations left waiting above, which the night asks about again.
    expect(run.unavailable).toBeGreaterThanOrEqual(1);
    expect(run.checked).toBeGreaterThanOrEqual(4);
    // The late answer was given up after 5 s, not waited for one doctor after another.
    expect(took).toBeGreaterThanOrEqual(4900);
    expect(took).toBeLessThan(6900);
    const standing = async (id: number) =>
      (await t.db.select().from(licenceRegistryStatus).where(eq(licenceRegistryStatus.userId, id)))[0]
        ?.result;
    expect(await standing(slow.id)).toBe('unavailable');
    for (const doctor of doctors.slice(1)) expect(await standing(doctor.id)).toBe('match');
    // Never faster than LICENCE_REGISTRY_RATE a second: sent 200 ms apart, so those that arrived
    // span at least that much (each may be a little late on the wire, none early).
    const starts = registry.requests.slice(from).map((request) => request.at);
    expect(starts.length).toBeGreaterThanOrEqual(4);
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual((starts.length - 1) * (1000 / RATE) - 50);
    expect(mostInAnyWindow(starts)).toBeLessThanOrEqual(RATE);
    // Prompt again, so the nights below do not wait for it.
    registry.behave(slow.number, 'Ontario', {});
  }, 20_000);
});

describe('the nightly run against the http register', () => {
  it('asks again each night about a registration the register did not answer, and never holds one', async () => {
    const silent = await registeredBehaving({ status: 503 });
    const suspended = await registeredBehaving({ status: 503 });
    expect(await resultOf(silent.id)).toBe('unavailable');
    registry.behave(silent.number, 'Ontario', {});
    registry.behave(suspended.number, 'Ontario', {});
    const entry = { name: 'Carter, Jane', jurisdiction: 'ON', expiresOn: '2031-12-31' };
    registry.hold({ ...entry, number: silent.number, status: 'active' });
    registry.hold({ ...entry, number: suspended.number, status: 'suspended' });
    clock.set('2027-05-07T15:00:00Z');
    await runRegistryJob(t.db, registryContextOf(t.config), clock.now(), shopToday(t.app));
    expect(await resultOf(silent.id)).toBe('match');
    expect(await resultOf(suspended.id)).toBe('suspended');
    const [standing] = await t.db
      .select()
      .from(licenceRegistryStatus)
      .where(eq(licenceRegistryStatus.userId, suspended.id));
    // Still waiting for the admin's decision: nothing to hold.
    expect(standing?.holdSince).toBeNull();
  });

  it('asks again each night about a renewal the register did not answer, until it answers', async () => {
    const doctor = await registered({});
    expect((await t.call('POST', `/api/admin/approve-user/${doctor.id}`, t.admin)).statusCode).toBe(200);
    const renewed = `${doctor.number}-R`;
    registry.behave(renewed, 'Ontario', { status: 503 });
    const body = form([
      { name: 'licenseNumber', data: renewed },
      { name: 'expiryDate', data: '2033-12-31' },
      {
        name: 'document',
        data: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
        filename: 'licence.pdf',
        type: 'application/pdf',
      },
    ]);
    const cookie = await login(t.app, doctor.email, doctor.password);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/account/licence',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const renewalCheck = async () =>
      RenewalReviewList.parse(
        (await t.call('GET', '/api/admin/licence-renewals', t.admin)).json(),
      ).renewals.find((renewal) => renewal.userId === doctor.id)?.registry;
    expect(await renewalCheck()).toMatchObject({ result: 'unavailable', trigger: 'renewal' });

    // A night the register is still silent, then one it answers: the renewal's check is that answer.
    clock.set('2027-05-08T15:00:00Z');
    await runRegistryJob(t.db, registryContextOf(t.config), clock.now(), shopToday(t.app));
    expect(await renewalCheck()).toMatchObject({ result: 'unavailable', trigger: 'nightly' });
    registry.behave(renewed, 'Ontario', {});
    registry.hold({
      number: renewed,
      name: 'Reyes, Nia',
      jurisdiction: 'ON',
      status: 'active',
      expiresOn: '2033-12-31',
    });
    clock.set('2027-05-09T15:00:00Z');
    const asked = registry.requests.length;
    await runRegistryJob(t.db, registryContextOf(t.config), clock.now(), shopToday(t.app));
    expect(await renewalCheck()).toMatchObject({ result: 'match', trigger: 'nightly' });
    expect(registry.requests.slice(asked).filter((request) => request.number === renewed)).toHaveLength(1);
    // Answered: not asked about again.
    clock.set('2027-05-10T16:00:00Z');
    const answered = registry.requests.length;
    await runRegistryJob(t.db, registryContextOf(t.config), clock.now(), shopToday(t.app));
    expect(registry.requests.slice(answered).map((request) => request.number)).not.toContain(renewed);
  }, 20_000);

  it('keeps to the rate in all when three processes run the night at once, asking about each licence once', async () => {
    for (let i = 0; i < 6; i += 1) {
      const doctor = await registered({});
      expect((await t.call('POST', `/api/admin/approve-user/${doctor.id}`, t.admin)).statusCode).toBe(200);
    }
    // More than a day after the last answers were kept: every licence is asked.
    clock.set('2027-05-12T15:00:00Z');
    const from = registry.requests.length;
    // A register of each process's own, as three processes have: the pace is the database's.
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        runRegistryJob(t.db, registryContextOf(t.config), clock.now(), shopToday(t.app), { batchSize: 2 }),
      ),
    );
    const asked = registry.requests.slice(from);
    // Every active prescriber once, by whichever process claimed them.
    expect(runs.reduce((sum, run) => sum + run.checked, 0)).toBe(asked.length);
    expect(new Set(asked.map((request) => request.number)).size).toBe(asked.length);
    // More than a second's worth, so that a pace kept by each process alone would show.
    expect(asked.length).toBeGreaterThan(2 * RATE);
    // The three at the rate in all, not each at it (they would send three times as many).
    const starts = asked.map((request) => request.at);
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual((starts.length - 1) * (1000 / RATE) - 50);
    expect(mostInAnyWindow(starts)).toBeLessThanOrEqual(RATE);
  }, 20_000);
});

/** A doctor whose licence the register answers as `behaviour` says. */
async function registeredBehaving(behaviour: { status?: number; body?: string }) {
  const number = newLicence();
  registry.behave(number, 'Ontario', behaviour);
  const doctor = await registerDoctor(t.app, { licenseNumber: number, provinceState: 'Ontario' });
  return { ...doctor, number };
}
