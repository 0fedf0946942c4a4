import { accountMessages, MAX_SAVED_ADDRESSES } from '@shop/contract/account-messages';
import type {
  AccountDetails,
  CheckoutPrefill,
  SavedAddress,
  SavedAddressList,
} from '@shop/contract/account-schemas';
import { authMessages } from '@shop/contract/messages';
import { checkoutFieldMessages } from '@shop/contract/order-messages';
import { recentMonths } from '@shop/contract/statements';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedAddresses } from '../../db/schema/account';
import { practiceAddressParts, users } from '../../db/schema/users';
import { addDays, shopToday } from '../../lib/clock';
import { testAppWithProducts } from '../../test/catalog-fixtures';
import {
  KNOWN_ACCOUNT,
  KNOWN_CARD,
  KNOWN_CVV,
  SEPARATE_BILLING_ADDRESS,
  doctorSession,
  submitOrder,
} from '../../test/order-fixtures';
import { createTestApp, loginAsAdmin } from '../../test/test-app';

const { t, ids } = testAppWithProducts(createTestApp, [
  { name: 'Hyaluron Deep 1ml', category: 'dermal-fillers', price: '129.99' },
]);

const address = (overrides: Record<string, unknown> = {}) => ({
  label: 'Main clinic',
  clinicName: 'Carter Aesthetics',
  street: '100 King St W',
  city: 'Toronto',
  state: 'Ontario',
  zipCode: 'M5X 1A9',
  country: 'Canada',
  ...overrides,
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
/** Adds an address to the address book of the account signed in with `cookie`. */
const saveAddress = (cookie: string, payload: object = address()) =>
  send('POST', '/api/account/addresses', cookie, payload);
/** Sets the practice address, in parts, of the account signed in with `cookie`. */
const putPracticeAddress = (cookie: string, payload: object) =>
  send('PUT', '/api/account/practice-address', cookie, payload);

describe('who may use the account calls', () => {
  it('answers 401 to a guest and 403 to an admin, for every call', async () => {
    const admin = await loginAsAdmin(t.app);
    const calls = [
      ['GET', '/api/account'],
      ['GET', '/api/account/checkout-prefill'],
      ['GET', '/api/account/addresses'],
      ['POST', '/api/account/addresses'],
      ['PUT', '/api/account/addresses/1'],
      ['DELETE', '/api/account/addresses/1'],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PUT' ? address() : undefined;
      const guest = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(guest.statusCode, `${method} ${url} as a guest`).toBe(401);
      const asAdmin = await t.app.inject({
        method,
        url,
        headers: { cookie: admin },
        ...(payload ? { payload } : {}),
      });
      expect(asAdmin.statusCode, `${method} ${url} as an admin`).toBe(403);
    }
    expect(await t.db.select().from(savedAddresses)).toEqual([]);
  });
});

describe('GET /api/account', () => {
  it("answers the doctor's own details, a pending doctor's too", async () => {
    const doctor = await doctorSession(t.db, 'pending');
    const response = await get('/api/account', doctor.cookie);
    expect(response.statusCode).toBe(200);
    const account = response.json<AccountDetails>();
    expect(account).toMatchObject({
      id: doctor.id,
      email: doctor.email,
      status: 'pending',
      practiceAddress: '1 Clinic Way',
    });
    expect(Date.parse(account.memberSince)).not.toBeNaN();
    // A new account has the statement of the month under way only.
    expect(account.statementMonths).toEqual([shopToday(t.app).slice(0, 7)]);
  });

  it('offers the statements of the months since the account was made, newest first, at most 12', async () => {
    const doctor = await doctorSession(t.db);
    const today = shopToday(t.app);
    const monthsBack = (months: number) => addDays(today, -31 * months);
    await t.db
      .update(users)
      .set({ createdAt: new Date(`${monthsBack(2)}T12:00:00Z`) })
      .where(eq(users.id, doctor.id));
    const recent = (await get('/api/account', doctor.cookie)).json<AccountDetails>().statementMonths;
    expect(recent).toEqual(recentMonths(today, 12).slice(0, recent.length));
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.at(-1)).toBe(monthsBack(2).slice(0, 7));

    await t.db
      .update(users)
      .set({ createdAt: new Date(`${monthsBack(30)}T12:00:00Z`) })
      .where(eq(users.id, doctor.id));
    const all = (await get('/api/account', doctor.cookie)).json<AccountDetails>().statementMonths;
    expect(all).toEqual(recentMonths(today, 12));
    expect(all[0]).toBe(today.slice(0, 7));
  });
});

describe('the address book', () => {
  it('adds, lists, changes and deletes addresses of the signed-in doctor only', async () => {
    const doctor = await doctorSession(t.db);
    const other = await doctorSession(t.db);

    const created = await saveAddress(doctor.cookie);
    expect(created.statusCode).toBe(201);
    const saved = created.json<SavedAddress>();
    expect(saved).toMatchObject({ label: 'Main clinic', city: 'Toronto', country: 'Canada' });
    await saveAddress(doctor.cookie, address({ label: 'Satellite', clinicName: '' }));

    const list = (await get('/api/account/addresses', doctor.cookie)).json<SavedAddressList>();
    expect(list.addresses.map((a) => [a.label, a.clinicName])).toEqual([
      ['Main clinic', 'Carter Aesthetics'],
      ['Satellite', null],
    ]);
    expect((await get('/api/account/addresses', other.cookie)).json<SavedAddressList>().addresses).toEqual(
      [],
    );

    // Another doctor's address is a 404, as a missing one is, and stays as it was.
    const moveToOttawa = (cookie: string) =>
      send('PUT', `/api/account/addresses/${saved.id}`, cookie, address({ city: 'Ottawa' }));
    const theirs = await moveToOttawa(other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: accountMessages.addressNotFound });
    expect((await send('DELETE', `/api/account/addresses/${saved.id}`, other.cookie)).statusCode).toBe(404);

    const changed = await moveToOttawa(doctor.cookie);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SavedAddress>().city).toBe('Ottawa');

    const deleted = await send('DELETE', `/api/account/addresses/${saved.id}`, doctor.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: accountMessages.addressDeleted });
    const rows = await t.db.select().from(savedAddresses).where(eq(savedAddresses.userId, doctor.id));
    expect(rows.map((row) => row.label)).toEqual(['Satellite']);
  });

  it("refuses an invalid address with checkout's field messages and writes nothing", async () => {
    const doctor = await doctorSession(t.db);
    const response = await saveAddress(
      doctor.cookie,
      address({ label: '  ', street: '1 A', zipCode: '12', extra: 'x' }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ fieldErrors: Record<string, string[]> }>();
    expect(body.fieldErrors.label).toEqual([accountMessages.addressLabel]);
    expect(body.fieldErrors.street).toEqual([checkoutFieldMessages.street]);
    expect(body.fieldErrors.zipCode).toEqual([checkoutFieldMessages.zipCode]);
    expect(await t.db.select().from(savedAddresses).where(eq(savedAddresses.userId, doctor.id))).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses, even when added at once`, async () => {
    const doctor = await doctorSession(t.db);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, i) =>
        saveAddress(doctor.cookie, address({ label: `Clinic ${i}` })),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json()).toMatchObject({ message: accountMessages.addressLimit });
    const rows = await t.db.select().from(savedAddresses).where(eq(savedAddresses.userId, doctor.id));
    expect(rows).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('goes with the account', async () => {
    const doctor = await doctorSession(t.db);
    await saveAddress(doctor.cookie);
    await t.db.delete(users).where(eq(users.id, doctor.id));
    expect(await t.db.select().from(savedAddresses).where(eq(savedAddresses.userId, doctor.id))).toEqual([]);
  });
});

describe('PUT /api/account/practice-address (issue 38)', () => {
  const practice = (overrides: Record<string, unknown> = {}) => ({
    practiceStreet: '1200 Bay Street, Suite 410',
    practiceCity: 'Toronto',
    practiceRegion: 'on',
    practicePostalCode: 'm8v1a4',
    practiceCountry: 'CA',
    ...overrides,
  });
  const partsOf = async (id: number) => {
    const [row] = await t.db
      .select({ practiceAddress: users.practiceAddress, ...practiceAddressParts })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };

  it('answers 401 to a guest and 403 to an admin, and changes nothing', async () => {
    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/account/practice-address',
      payload: practice(),
    });
    expect(guest.statusCode).toBe(401);
    const admin = await loginAsAdmin(t.app);
    expect((await putPracticeAddress(admin, practice())).statusCode).toBe(403);
  });

  it('flags an address registered as one line, and completes it into parts and a composed line', async () => {
    const doctor = await doctorSession(t.db, 'pending');
    const before = (await get('/api/account', doctor.cookie)).json<AccountDetails>();
    expect(before).toMatchObject({
      practiceAddress: '1 Clinic Way',
      practiceStreet: null,
      practiceAddressIncomplete: true,
    });

    const response = await putPracticeAddress(doctor.cookie, practice());
    expect(response.statusCode).toBe(200);
    const line = '1200 Bay Street, Suite 410, Toronto, ON M8V 1A4, Canada';
    expect(response.json<AccountDetails>()).toMatchObject({
      id: doctor.id,
      practiceAddress: line,
      practiceRegion: 'ON',
      practicePostalCode: 'M8V 1A4',
      practiceAddressIncomplete: false,
    });
    expect(await partsOf(doctor.id)).toEqual({
      practiceAddress: line,
      practiceStreet: '1200 Bay Street, Suite 410',
      practiceCity: 'Toronto',
      practiceRegion: 'ON',
      practicePostalCode: 'M8V 1A4',
      practiceCountry: 'CA',
    });
    expect((await get('/api/account', doctor.cookie)).json<AccountDetails>().practiceAddressIncomplete).toBe(
      false,
    );
  });

  it('flags an address split without a postal code (migration 0043)', async () => {
    const doctor = await doctorSession(t.db);
    await t.db
      .update(users)
      .set({
        practiceStreet: '55 Rideau St',
        practiceCity: 'Ottawa',
        practiceRegion: 'ON',
        practiceCountry: 'CA',
      })
      .where(eq(users.id, doctor.id));
    const account = (await get('/api/account', doctor.cookie)).json<AccountDetails>();
    expect(account.practiceAddressIncomplete).toBe(true);
  });

  it("refuses invalid parts with the registration's messages and changes nothing", async () => {
    const doctor = await doctorSession(t.db);
    const response = await putPracticeAddress(
      doctor.cookie,
      practice({
        practiceCity: ' ',
        practiceRegion: 'TX',
        practicePostalCode: '12345',
        practiceStreet: undefined,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: {
        practiceStreet: [authMessages.practiceStreetRequired],
        practiceCity: [authMessages.practiceCityRequired],
        practiceRegion: [authMessages.practiceRegionRequired],
        practicePostalCode: [authMessages.practicePostalCodeInvalid],
      },
    });
    const unknownCountry = await putPracticeAddress(doctor.cookie, practice({ practiceCountry: 'Mars' }));
    expect(unknownCountry.json()).toMatchObject({
      fieldErrors: { practiceCountry: [authMessages.practiceCountryRequired] },
    });
    expect(await partsOf(doctor.id)).toEqual({
      practiceAddress: '1 Clinic Way',
      practiceStreet: null,
      practiceCity: null,
      practiceRegion: null,
      practicePostalCode: null,
      practiceCountry: null,
    });
  });
});

describe('GET /api/account/checkout-prefill', () => {
  it('starts a first order from the practice address in parts, in their own fields', async () => {
    const doctor = await doctorSession(t.db);
    expect(
      (
        await putPracticeAddress(doctor.cookie, {
          practiceStreet: '220 Bay St',
          practiceCity: 'Toronto',
          practiceRegion: 'ON',
          practicePostalCode: 'M5J 2W4',
          practiceCountry: 'CA',
        })
      ).statusCode,
    ).toBe(200);
    // The registered province names another; the practice address's own is the one shipped to.
    await t.db.update(users).set({ provinceState: 'BC' }).where(eq(users.id, doctor.id));
    const prefill = (await get('/api/account/checkout-prefill', doctor.cookie)).json<CheckoutPrefill>();
    expect(prefill).toMatchObject({
      source: 'practice',
      shippingAddress: {
        clinicName: '',
        street: '220 Bay St',
        city: 'Toronto',
        state: 'Ontario',
        zipCode: 'M5J 2W4',
        country: 'Canada',
      },
      billingSameAsShipping: true,
    });
  });

  it('starts from an address kept as the street alone with the street, and the province of the licence', async () => {
    const doctor = await doctorSession(t.db);
    await t.db
      .update(users)
      .set({ practiceStreet: '220 Bay St Toronto ON', provinceState: 'Ontario' })
      .where(eq(users.id, doctor.id));
    const prefill = (await get('/api/account/checkout-prefill', doctor.cookie)).json<CheckoutPrefill>();
    expect(prefill.shippingAddress).toEqual({
      clinicName: '',
      street: '220 Bay St Toronto ON',
      city: '',
      state: 'Ontario',
      zipCode: '',
      country: 'Canada',
    });
  });

  it('keeps "billing same as shipping" for an order placed that way', async () => {
    const doctor = await doctorSession(t.db);
    expect(
      (await submitOrder(t.app, doctor.cookie, [{ productId: ids['Hyaluron Deep 1ml']!, quantity: 1 }]))
        .statusCode,
    ).toBe(201);
    const prefill = (await get('/api/account/checkout-prefill', doctor.cookie)).json<CheckoutPrefill>();
    expect(prefill).toMatchObject({ billingSameAsShipping: true, billingAddress: null, source: 'lastOrder' });
  });

  it('starts a first order from the registered practice, with the country of its province', async () => {
    const doctor = await doctorSession(t.db);
    await t.db
      .update(users)
      .set({ practiceName: 'Bayview Dermatology', practiceAddress: '22 Bayview Ave', provinceState: 'qc' })
      .where(eq(users.id, doctor.id));
    const [account] = await t.db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, doctor.id));
    const prefill = (await get('/api/account/checkout-prefill', doctor.cookie)).json<CheckoutPrefill>();
    expect(prefill).toEqual({
      doctorName: account?.fullName,
      doctorEmail: doctor.email,
      doctorPhone: '',
      institutionNumber: '',
      cardholderName: '',
      shippingAddress: {
        clinicName: 'Bayview Dermatology',
        street: '22 Bayview Ave',
        city: '',
        state: 'Quebec',
        zipCode: '',
        country: 'Canada',
      },
      billingSameAsShipping: true,
      billingAddress: null,
      source: 'practice',
      savedAddresses: [],
      shippingCountries: [],
    });
  });

  it('starts a later order from the last one, without its card or bank numbers', async () => {
    const doctor = await doctorSession(t.db);
    const billingAddress = SEPARATE_BILLING_ADDRESS;
    const placed = await submitOrder(
      t.app,
      doctor.cookie,
      [{ productId: ids['Hyaluron Deep 1ml']!, quantity: 1 }],
      {
        body: { billingSameAsShipping: false, billingAddress },
      },
    );
    expect(placed.statusCode).toBe(201);
    await saveAddress(doctor.cookie);
    const response = await get('/api/account/checkout-prefill', doctor.cookie);
    const prefill = response.json<CheckoutPrefill>();
    const book = (await get('/api/account/addresses', doctor.cookie)).json<SavedAddressList>();
    expect(prefill.savedAddresses.map((saved) => saved.label)).toEqual(['Main clinic']);
    expect(prefill.savedAddresses).toEqual(book.addresses);
    expect(prefill).toMatchObject({
      doctorPhone: '+1 416 555 0100',
      institutionNumber: 'INST-4410',
      cardholderName: 'Jane Carter',
      shippingAddress: { street: '100 King St W', city: 'Toronto', country: 'Canada' },
      billingSameAsShipping: false,
      billingAddress,
      source: 'lastOrder',
    });
    for (const secret of [KNOWN_CARD.replaceAll(' ', ''), KNOWN_ACCOUNT]) {
      expect(response.body).not.toContain(secret);
    }
    // Three digits can turn up inside a generated e-mail address; the CVV would be a whole value.
    expect(response.body).not.toContain(`"${KNOWN_CVV}"`);
    expect(response.body).not.toMatch(/"cvv"|"cardNumber"/);
  });

  it('offers the countries of the shipping zones, none while no zone is configured', async () => {
    const doctor = await doctorSession(t.db);
    const admin = await loginAsAdmin(t.app);
    const countries = async () =>
      (await get('/api/account/checkout-prefill', doctor.cookie)).json<CheckoutPrefill>().shippingCountries;
    expect(await countries()).toEqual([]);
    const zones: number[] = [];
    for (const zone of [
      { name: 'Ontario', country: 'CA', regions: ['CA-ON'], rate: '12.00' },
      { name: 'Northeast', country: 'US', regions: ['US-MA', 'US-NY'], rate: '15.00' },
      { name: 'Quebec', country: 'CA', regions: ['CA-QC'], rate: '14.00' },
    ]) {
      const created = await send('POST', '/api/admin/shipping-zones', admin, zone);
      expect(created.statusCode).toBe(201);
      zones.push(created.json<{ id: number }>().id);
    }
    expect(await countries()).toEqual(['Canada', 'United States']);
    for (const id of zones.slice(1)) {
      expect((await send('DELETE', `/api/admin/shipping-zones/${id}`, admin)).statusCode).toBe(200);
    }
    expect(await countries()).toEqual(['Canada']);
    await send('DELETE', `/api/admin/shipping-zones/${zones[0]}`, admin);
    expect(await countries()).toEqual([]);
  });
});
