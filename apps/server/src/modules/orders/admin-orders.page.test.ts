/**
 * The desk's pages send each order's stored desk JSON without the response schema's check
 * (admin-orders.repository.ts, decisions 020 and 026); one order's detail reads the same JSON and
 * adds its history and reveals. These tests hold every shape an order can take to what its row
 * says, the page to its schema, the detail to the page, and the stored JSON to what
 * order_desk_json writes from the row now (a missing trigger leaves it stale).
 */
import { AdminOrderPage, type AdminOrder, type AdminOrderDetail } from '@shop/contract/admin-order-schemas';
import { ORDER_STATUSES } from '@shop/contract/order-status';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/orders';
import { insertProduct, insertProducts } from '../../test/catalog-fixtures';
import { doctorSession, submitAcceptedOrder } from '../../test/order-fixtures';
import { createAdminTestApp, type AdminTestApp } from '../../test/test-app';
import { pageReading } from './admin-orders.repository';

let t: AdminTestApp;
let productIds: number[];

beforeAll(async () => {
  t = await createAdminTestApp();
  const ids = await insertProducts(t.db, [
    { name: 'Toxin "Forte" 100 U', category: 'botulinum-toxins', price: '300.00' },
    { name: 'Filler \\ back-slash', category: 'dermal-fillers', price: '12.50' },
  ]);
  productIds = Object.values(ids);
});
afterAll(() => t.close());

const placeOrder = (cookie: string) =>
  submitAcceptedOrder(t.app, cookie, [
    { productId: productIds[0]!, quantity: 2 },
    { productId: productIds[1]!, quantity: 3 },
  ]);

async function getJson<T>(url: string) {
  const res = await t.call('GET', url, t.admin);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json<T>();
}

/** The detail as a list shows it: no history, no revealed numbers. */
function asListed(detail: AdminOrderDetail): AdminOrder {
  const { history: _history, ...order } = detail;
  return {
    ...order,
    cardInfo: order.cardInfo && { ...order.cardInfo, cardNumber: null, cvv: null },
    doctorBankingInfo: order.doctorBankingInfo && {
      ...order.doctorBankingInfo,
      accountNumber: null,
      routingNumber: null,
    },
  };
}

/** The page parsed by the contract's schema is the page: right types, no key the schema lacks. */
function expectContractShape(page: AdminOrderPage) {
  expect(AdminOrderPage.parse(page)).toEqual(page);
}

/** Every order's stored desk JSON is what order_desk_json writes from its row and lines now. */
async function expectStoredJsonCurrent() {
  const stale = await t.rawQuery<{ id: number }>(
    'select id from orders where desk_json is distinct from order_desk_json(orders) and desk_json is not null',
  );
  expect(stale).toEqual([]);
}

describe('a page of the desk', () => {
  it('lists every shape of order exactly as its detail shows it', async () => {
    const doctor = await doctorSession(t.db);
    const placed = [];
    for (let i = 0; i < 9; i += 1) placed.push(await placeOrder(doctor.cookie));
    const [plain, noCard, noBank, shipped, trackedOnly, odd, noBilling, decided, timed] = placed.map(
      (order) => order.id,
    );
    const set = (id: number | undefined, values: Partial<typeof orders.$inferInsert>) =>
      t.db
        .update(orders)
        .set(values)
        .where(eq(orders.id, id ?? -1));
    await set(noCard, { cardType: null, cardLast4: null, cardholderName: null });
    await set(noBank, { bankName: '', bankAccountType: null, bankAccountLast4: null });
    await set(shipped, { status: 'shipped', shippingCarrier: 'UPS', trackingNumber: '1Z999' });
    await set(trackedOnly, { status: 'shipped', trackingNumber: 'ONLY-TRACKING' });
    await set(odd, {
      notes: 'Quote " back\\slash, tab\t, newline\n, é ü 中文 🦷, </script>',
      doctorName: 'Dr. "Zoë" O\'Brien',
      doctorPhone: null,
      institutionNumber: 'INST-\u0001',
      cardholderName: null,
      cardExpiryMonth: null,
    });
    await set(noBilling, { billingAddress: null });
    await set(decided, { status: 'declined', declineReason: 'Licence "expired"' });
    // Microseconds the JSON must cut to milliseconds as Date.prototype.toISOString does.
    await t.db
      .update(orders)
      .set({
        createdAt: sql`'2025-01-02 03:04:05.123999+00'::timestamptz`,
        updatedAt: sql`'2025-01-02 03:04:05.000001+00'::timestamptz`,
      })
      .where(eq(orders.id, timed ?? -1));
    // A line whose product is gone (its copy stays), without an image.
    await t.db
      .update(orderItems)
      .set({ productId: null, productImageUrl: null })
      .where(inArray(orderItems.orderId, [odd ?? -1]));

    const page = await getJson<AdminOrderPage>('/api/admin/orders?limit=100');
    expectContractShape(page);
    for (const id of [plain, noCard, noBank, shipped, trackedOnly, odd, noBilling, decided, timed]) {
      const listed = page.orders.find((order) => order.id === id);
      const detail = await getJson<AdminOrderDetail>(`/api/admin/orders/${id}`);
      expect(listed).toEqual(asListed(detail));
    }
    const byId = new Map(page.orders.map((order) => [order.id, order]));
    expect(byId.get(noCard!)?.cardInfo).toBeNull();
    expect(byId.get(noBank!)?.doctorBankingInfo).toBeNull();
    expect(byId.get(shipped!)?.shipment).toEqual({ carrier: 'UPS', trackingNumber: '1Z999' });
    expect(byId.get(trackedOnly!)?.shipment).toEqual({ carrier: null, trackingNumber: 'ONLY-TRACKING' });
    expect(byId.get(noBilling!)?.billingAddress).toBeNull();
    expect(byId.get(timed!)?.createdAt).toBe('2025-01-02T03:04:05.123Z');
    expect(byId.get(timed!)?.updatedAt).toBe('2025-01-02T03:04:05.000Z');
    expect(byId.get(plain!)?.items.map((item) => item.quantity)).toEqual([2, 3]);
    expect(byId.get(plain!)?.itemCount).toBe(5);
    expect(byId.get(plain!)?.cardInfo?.cardNumber).toBeNull();
    // The whole order, from what was submitted (test/order-fixtures.ts) and priced.
    const plainOrder = placed[0]!;
    // Checkout's answer, written by its own statement, is the order as stored.
    const stored = await t.call('GET', `/api/orders/${plain}`, doctor.cookie);
    expect(stored.json()).toEqual(plainOrder);
    // The doctor's view has the masked card and bank only: no full-number fields at all.
    expect(Object.keys(plainOrder.cardInfo ?? {}).sort()).toEqual([
      'cardType',
      'cardholderName',
      'expiryMonth',
      'expiryYear',
      'last4',
    ]);
    expect(Object.keys(plainOrder.doctorBankingInfo ?? {}).sort()).toEqual([
      'accountLast4',
      'accountType',
      'bankName',
    ]);
    expect(byId.get(plain!)).toEqual({
      id: plain,
      orderNumber: plainOrder.orderNumber,
      createdAt: plainOrder.createdAt,
      updatedAt: plainOrder.updatedAt,
      status: 'pending',
      totalAmount: '637.50',
      subtotalAmount: '637.50',
      shippingAmount: '0.00',
      taxAmount: '0.00',
      taxes: [],
      taxExemptionNumber: null,
      itemCount: 5,
      paymentMethod: 'credit_card',
      items: [
        expect.objectContaining({
          productId: productIds[0],
          quantity: 2,
          unitPrice: '300.00',
          totalPrice: '600.00',
        }),
        expect.objectContaining({
          productId: productIds[1],
          quantity: 3,
          unitPrice: '12.50',
          totalPrice: '37.50',
        }),
      ],
      doctorName: plainOrder.doctorName,
      doctorEmail: plainOrder.doctorEmail,
      doctorPhone: plainOrder.doctorPhone,
      institutionNumber: plainOrder.institutionNumber,
      shippingAddress: plainOrder.shippingAddress,
      billingAddress: plainOrder.billingAddress,
      cardInfo: { ...plainOrder.cardInfo, cardNumber: null, cvv: null },
      doctorBankingInfo: { ...plainOrder.doctorBankingInfo, accountNumber: null, routingNumber: null },
      notes: plainOrder.notes,
      // The practice the doctor's account founded, the doctor placing it, no PO number, no sign-off.
      poNumber: null,
      practiceName: expect.stringMatching(/^Dr\. Fixture \d+$/) as string,
      placedBy: expect.stringMatching(/^Dr\. Fixture \d+$/) as string,
      signedOffBy: null,
      declineReason: null,
      shipment: null,
      shippedOn: null,
      deliveredOn: null,
      deliveryAssumed: false,
      invoiceNumber: null,
      creditNoteNumber: null,
    });
    await expectStoredJsonCurrent();
  });

  it('keeps each order’s stored desk JSON current: decisions, shipment, a deleted product', async () => {
    const doctor = await doctorSession(t.db);
    const shortLived = await insertProduct(t.db, {
      name: 'Short-lived product',
      category: 'orthopedic',
      price: '9.99',
    });
    const placeWith = async () => {
      const order = await submitAcceptedOrder(t.app, doctor.cookie, [
        { productId: productIds[0]!, quantity: 1 },
        { productId: shortLived, quantity: 4 },
      ]);
      return order.id;
    };
    const shipped = await placeWith();
    const declined = await placeWith();
    const pending = await placeWith();
    const emptied = await placeWith();
    const patch = async (id: number, payload: Record<string, string>) => {
      const res = await t.call('PATCH', `/api/admin/orders/${id}/status`, t.admin, payload);
      expect(res.statusCode).toBe(200);
    };
    await patch(shipped, { status: 'approved' });
    await patch(shipped, { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0001' });
    await patch(declined, { status: 'declined', declineReason: 'Licence expired' });
    // The product leaves the catalogue: its lines keep their copy and lose the link.
    await t.db.execute(sql`delete from products where id = ${shortLived}`);

    // Orders without lines: one whose lines were removed, one written without any (a repair).
    await t.db.delete(orderItems).where(eq(orderItems.orderId, emptied));
    const [bare] = await t.db
      .insert(orders)
      .values({
        orderNumber: `MS-REPAIR-${Date.now()}`,
        userId: doctor.id,
        totalAmount: '0.00',
        subtotalAmount: '0.00',
        doctorName: 'Dr. Repair',
        doctorEmail: 'repair@clinic.example',
        shippingAddress: {
          street: '1 Main St',
          city: 'Toronto',
          state: 'ON',
          zipCode: 'M5X 1A9',
          country: 'Canada',
        },
      })
      .returning({ id: orders.id });

    // The default page size: the prepared statement of the everyday pages.
    const page = await getJson<AdminOrderPage>('/api/admin/orders');
    expectContractShape(page);
    for (const id of [shipped, declined, pending, emptied, bare!.id]) {
      const listed = page.orders.find((order) => order.id === id);
      expect(listed).toEqual(asListed(await getJson<AdminOrderDetail>(`/api/admin/orders/${id}`)));
    }
    for (const id of [shipped, declined, pending]) {
      const listed = page.orders.find((order) => order.id === id);
      expect(listed?.items.map((item) => item.productId)).toEqual([productIds[0], null]);
    }
    for (const id of [emptied, bare!.id]) {
      expect(page.orders.find((order) => order.id === id)).toMatchObject({ items: [], itemCount: 0 });
    }
    const byId = new Map(page.orders.map((order) => [order.id, order]));
    expect(byId.get(shipped)).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'DHL', trackingNumber: 'JD0001' },
    });
    expect(byId.get(declined)).toMatchObject({ status: 'declined', declineReason: 'Licence expired' });
    const queue = await getJson<AdminOrderPage>('/api/admin/pending-orders');
    expect(queue.orders.find((order) => order.id === pending)?.status).toBe('pending');
    await expectStoredJsonCurrent();
  });

  it('lists an order in every status exactly as its detail shows it', async () => {
    const doctor = await doctorSession(t.db);
    const ids: number[] = [];
    for (const status of ORDER_STATUSES) {
      const order = await placeOrder(doctor.cookie);
      await t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      ids.push(order.id);
    }
    const page = await getJson<AdminOrderPage>('/api/admin/orders?limit=100');
    for (const [i, id] of ids.entries()) {
      const listed = page.orders.find((order) => order.id === id);
      expect(listed?.status).toBe(ORDER_STATUSES[i]);
      expect(listed).toEqual(asListed(await getJson<AdminOrderDetail>(`/api/admin/orders/${id}`)));
    }
    await expectStoredJsonCurrent();
    // The other tests expect no order in some statuses.
    await t.db.delete(orders).where(inArray(orders.id, ids));
  });

  it('orders newest first, ties by id; the queue oldest first; totals from the kept counts', async () => {
    const doctor = await doctorSession(t.db);
    const a = await placeOrder(doctor.cookie);
    const b = await placeOrder(doctor.cookie);
    const c = await placeOrder(doctor.cookie);
    // b and c placed in the same microsecond, a far in the future: a first, then c, then b.
    await t.db
      .update(orders)
      .set({ createdAt: sql`'2999-01-01T00:00:00Z'::timestamptz` })
      .where(eq(orders.id, a.id));
    await t.db
      .update(orders)
      .set({ createdAt: sql`'2998-01-01T00:00:00Z'::timestamptz` })
      .where(inArray(orders.id, [b.id, c.id]));

    const newest = await getJson<AdminOrderPage>('/api/admin/orders?limit=3');
    expectContractShape(newest);
    expect(newest.orders.map((order) => order.id)).toEqual([a.id, c.id, b.id]);
    const [{ count }] = (await t.db.select({ count: sql<number>`count(*)::int` }).from(orders)) as [
      { count: number },
    ];
    expect(newest).toMatchObject({ totalCount: count, currentPage: 1, limit: 3 });
    expect(newest.totalPages).toBe(Math.ceil(count / 3));

    const queue = await getJson<AdminOrderPage>('/api/admin/pending-orders?limit=100');
    expectContractShape(queue);
    const times = queue.orders.map((order) => `${order.createdAt} ${String(order.id).padStart(9)}`);
    expect(times).toEqual([...times].sort());
    expect(queue.orders.every((order) => order.status === 'pending')).toBe(true);
    expect(queue.orders.at(-1)?.id).toBe(a.id);
    expect(queue.orders.at(-2)?.id).toBe(c.id);
  });

  it('answers an empty page with the total: past the end, or nothing matching', async () => {
    const past = await getJson<AdminOrderPage>('/api/admin/orders?page=100000&limit=100');
    expectContractShape(past);
    expect(past.orders).toEqual([]);
    expect(past.totalCount).toBeGreaterThan(0);
    expect(past.currentPage).toBe(100000);

    const none = await getJson<AdminOrderPage>('/api/admin/orders?search=no-such-order-anywhere');
    expect(none).toEqual({ orders: [], totalCount: 0, currentPage: 1, totalPages: 0, limit: 50 });
    const noneInStatus = await getJson<AdminOrderPage>('/api/admin/orders?status=processing');
    expect(noneInStatus).toEqual({ orders: [], totalCount: 0, currentPage: 1, totalPages: 0, limit: 50 });
  });

  it('searches within a status, counting the matches', async () => {
    const doctor = await doctorSession(t.db);
    const first = await placeOrder(doctor.cookie);
    const second = await placeOrder(doctor.cookie);
    const term = `Searchable ${Date.now()}`;
    await t.db
      .update(orders)
      .set({ doctorName: `Dr. ${term}` })
      .where(inArray(orders.id, [first.id, second.id]));
    await t.db.update(orders).set({ status: 'approved' }).where(eq(orders.id, second.id));

    const all = await getJson<AdminOrderPage>(`/api/admin/orders?search=${encodeURIComponent(term)}`);
    expectContractShape(all);
    expect(all.orders.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(all.totalCount).toBe(2);
    const approved = await getJson<AdminOrderPage>(
      `/api/admin/orders?status=approved&search=${encodeURIComponent(term.toUpperCase())}`,
    );
    expect(approved.orders.map((order) => order.id)).toEqual([second.id]);
    expect(approved.totalCount).toBe(1);
    const queue = await getJson<AdminOrderPage>(
      `/api/admin/pending-orders?search=${encodeURIComponent(term)}`,
    );
    expect(queue.orders.map((order) => order.id)).toEqual([first.id]);
    expect(queue.totalCount).toBe(1);
  });
});

describe("the table's date range, sort and paging", () => {
  // Each test's orders, gone after it: the other tests count every order.
  const placedHere: number[] = [];
  afterEach(async () => {
    if (placedHere.length > 0) await t.db.delete(orders).where(inArray(orders.id, placedHere.splice(0)));
  });

  /** Orders of a new doctor, placed at these times (UTC) with these totals. */
  async function ordersAt(placed: [time: string, total: string][]) {
    const doctor = await doctorSession(t.db);
    const ids: number[] = [];
    for (const [time, total] of placed) {
      const { id } = await placeOrder(doctor.cookie);
      await t.db
        .update(orders)
        .set({ createdAt: sql`${time}::timestamptz`, totalAmount: total, subtotalAmount: total })
        .where(eq(orders.id, id));
      ids.push(id);
      placedHere.push(id);
    }
    return ids;
  }

  const idsOf = (page: AdminOrderPage) => page.orders.map((order) => order.id);

  it('keeps the days from `from` to `to` inclusive, in the shop’s calendar, counting the matches', async () => {
    const [before, first, last, after] = await ordersAt([
      ['2990-02-28T23:59:59.999Z', '10.00'],
      ['2990-03-01T00:00:00Z', '40.00'],
      ['2990-03-31T23:59:59.999Z', '20.00'],
      ['2990-04-01T00:00:00Z', '30.00'],
    ]);
    const march = await getJson<AdminOrderPage>('/api/admin/orders?from=2990-03-01&to=2990-03-31');
    expectContractShape(march);
    expect(march).toMatchObject({ totalCount: 2, totalPages: 1, currentPage: 1 });
    expect(idsOf(march)).toEqual([last, first]);

    const oneDay = await getJson<AdminOrderPage>('/api/admin/orders?from=2990-04-01&to=2990-04-01');
    expect(idsOf(oneDay)).toEqual([after]);
    const upTo = await getJson<AdminOrderPage>('/api/admin/orders?to=2990-02-28&sort=date');
    expect(idsOf(upTo)[0]).toBe(before);
    expect(idsOf(upTo)).not.toContain(first);
    const fromOn = await getJson<AdminOrderPage>('/api/admin/orders?from=2990-03-01&dir=asc');
    expect(idsOf(fromOn).slice(0, 3)).toEqual([first, last, after]);
    expect(idsOf(fromOn)).not.toContain(before);

    await t.db.update(orders).set({ status: 'approved' }).where(eq(orders.id, first!));
    const approved = await getJson<AdminOrderPage>(
      '/api/admin/orders?status=approved&from=2990-02-01&to=2990-04-30',
    );
    expect(approved).toMatchObject({ totalCount: 1 });
    expect(idsOf(approved)).toEqual([first]);
    const nothing = await getJson<AdminOrderPage>('/api/admin/orders?from=2990-05-01&to=2990-05-31');
    expect(nothing).toEqual({ orders: [], totalCount: 0, currentPage: 1, totalPages: 0, limit: 50 });
  });

  it('counts a range from the kept day counts, which stay equal to the orders through every change', async () => {
    const [moved, declined, gone] = await ordersAt([
      ['2992-01-10T12:00:00Z', '10.00'],
      ['2992-01-11T12:00:00Z', '20.00'],
      ['2992-01-12T12:00:00Z', '30.00'],
    ]);
    await t.db
      .update(orders)
      .set({ createdAt: sql`'2992-02-01T00:00:00Z'::timestamptz` })
      .where(eq(orders.id, moved!));
    await t.db.update(orders).set({ status: 'declined' }).where(eq(orders.id, declined!));
    await t.db.delete(orders).where(eq(orders.id, gone!));
    const january = await getJson<AdminOrderPage>('/api/admin/orders?from=2992-01-01&to=2992-01-31');
    expect(january).toMatchObject({ totalCount: 1 });
    expect(idsOf(january)).toEqual([declined]);
    const kept = await t.rawQuery<{ day: string; status: string; n: number }>(
      `select day::text, status::text, sum(count)::int as n from order_day_counts
        group by 1, 2 having sum(count) <> 0 order by 1, 2`,
    );
    const counted = await t.rawQuery<{ day: string; status: string; n: number }>(
      `select (created_at at time zone 'UTC')::date::text as day, status::text, count(*)::int as n
         from orders group by 1, 2 order by 1, 2`,
    );
    expect(kept).toEqual(counted);
  });

  it('reads a range by total either way (walking the total index, or sorting the range) with the same pages', async () => {
    // Enough orders in 2993 that the range's first pages are read by walking the total index
    // (pageReading), a day of them few enough to be read and sorted; every page is held to the
    // orders' own order.
    const [counted] = await t.rawQuery<{ all: number }>('select count(*)::int as all from orders');
    const many = Math.ceil(25 + Math.sqrt(625 + 50 * (counted?.all ?? 0))) + 5;
    const inserted = await t.rawQuery<{ id: number }>(
      `insert into orders (order_number, status, total_amount, subtotal_amount, doctor_name, doctor_email, shipping_address, created_at)
       select 'RANGE-' || g, 'delivered', ((g * 37) % 50) + 0.5, ((g * 37) % 50) + 0.5, 'Dr Range', 'range@clinic.example', '{}'::jsonb,
              '2993-03-01T08:00:00Z'::timestamptz + (g % 20) * interval '1 day'
         from generate_series(1, ${many}) as g
       returning id`,
    );
    placedHere.push(...inserted.map((row) => row.id));
    const year = { from: '2993-01-01', to: '2993-12-31' };
    const day = { from: '2993-03-02', to: '2993-03-02' };
    const ascending = { key: 'total', ascending: true } as const;
    expect(await pageReading(t.db, year, ascending, 0)).toBe('range_walk');
    expect(await pageReading(t.db, day, ascending, 0)).toBe('range_sort');
    expect(await pageReading(t.db, year, ascending, many)).toBe('range_sort');

    for (const { from, to } of [year, day]) {
      for (const dir of ['asc', 'desc']) {
        const expected = await t.rawQuery<{ id: number }>(
          `select id from orders where created_at >= ('${from}'::date::timestamp at time zone 'UTC')
              and created_at < (('${to}'::date + 1)::timestamp at time zone 'UTC')
            order by total_amount ${dir}, id ${dir}`,
        );
        const pages = [1, 2, 3].map((page) =>
          getJson<AdminOrderPage>(
            `/api/admin/orders?from=${from}&to=${to}&sort=total&dir=${dir}&page=${page}`,
          ),
        );
        const read = await Promise.all(pages);
        expect(read.map((page) => page.totalCount)).toEqual([0, 1, 2].map(() => expected.length));
        expect(read.flatMap(idsOf)).toEqual(expected.slice(0, 150).map((row) => row.id));
      }
    }
  });

  it('sorts by total or date either way, ties by id, and pages the sorted matches', async () => {
    const [a, b, c, d] = await ordersAt([
      ['2991-06-01T10:00:00Z', '75.00'],
      ['2991-06-02T10:00:00Z', '1200.50'],
      ['2991-06-03T10:00:00Z', '75.00'],
      ['2991-06-04T10:00:00Z', '9.99'],
    ]);
    const june = '/api/admin/orders?from=2991-06-01&to=2991-06-30';
    expect(idsOf(await getJson(`${june}&sort=total`))).toEqual([b, c, a, d]);
    expect(idsOf(await getJson(`${june}&sort=total&dir=desc`))).toEqual([b, c, a, d]);
    expect(idsOf(await getJson(`${june}&sort=total&dir=asc`))).toEqual([d, a, c, b]);
    expect(idsOf(await getJson(`${june}&sort=date&dir=asc`))).toEqual([a, b, c, d]);
    expect(idsOf(await getJson(june))).toEqual([d, c, b, a]);

    const second = await getJson<AdminOrderPage>(`${june}&sort=total&dir=asc&limit=3&page=2`);
    expect(second).toMatchObject({ totalCount: 4, totalPages: 2, currentPage: 2, limit: 3 });
    expect(idsOf(second)).toEqual([b]);
    const past = await getJson<AdminOrderPage>(`${june}&sort=total&limit=3&page=3`);
    expect(past).toMatchObject({ orders: [], totalCount: 4, totalPages: 2, currentPage: 3 });

    // A range by total and one by date are prepared (of one status too): each finds the same
    // orders in the same order.
    const year = '/api/admin/orders?from=2991-01-01&to=2991-12-31&sort=total&dir=asc';
    expect(await getJson(year)).toMatchObject({ totalCount: 4 });
    expect(idsOf(await getJson(year))).toEqual([d, a, c, b]);
    expect(idsOf(await getJson('/api/admin/orders?to=2991-12-31&from=2991-06-01&sort=total'))).toEqual([
      b,
      c,
      a,
      d,
    ]);
    await t.db
      .update(orders)
      .set({ status: 'approved' })
      .where(inArray(orders.id, [a!, b!]));
    const approvedJune = await getJson<AdminOrderPage>(`${june}&status=approved&sort=total&dir=asc`);
    expect(approvedJune).toMatchObject({ totalCount: 2 });
    expect(idsOf(approvedJune)).toEqual([a, b]);
    await t.db
      .update(orders)
      .set({ status: 'pending' })
      .where(inArray(orders.id, [a!, b!]));

    // Every order by total, largest first, and one status by total, smallest first (the default
    // page size: prepared statements): each page in order.
    const all = await getJson<AdminOrderPage>('/api/admin/orders?sort=total');
    expectContractShape(all);
    const totals = all.orders.map((order) => Number(order.totalAmount));
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
    const pending = await getJson<AdminOrderPage>('/api/admin/orders?status=pending&sort=total&dir=asc');
    expect(pending.orders.every((order) => order.status === 'pending')).toBe(true);
    const ascending = pending.orders.map((order) => Number(order.totalAmount));
    expect(ascending).toEqual([...ascending].sort((x, y) => x - y));
    expect(idsOf(pending).indexOf(d!)).toBeLessThan(idsOf(pending).indexOf(a!));
  });

  it.each([
    ['from=2990-02-30', 'from', 'From must be a date written as YYYY-MM-DD'],
    ['from=01/03/2990', 'from', 'From must be a date written as YYYY-MM-DD'],
    ['to=yesterday', 'to', 'To must be a date written as YYYY-MM-DD'],
    ['to=2990-3-1', 'to', 'To must be a date written as YYYY-MM-DD'],
    ['from=2990-03-02&to=2990-03-01', 'from', 'From must be on or before To'],
    ['sort=price', 'sort', 'Sort must be one of: date, total'],
    ['dir=up', 'dir', 'Dir must be one of: asc, desc'],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    const res = await t.call('GET', `/api/admin/orders?${query}`, t.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      [field]: [message],
    });
  });

  it('keeps the review queue to its own query: a date range or sort there is a 400', async () => {
    for (const query of ['from=2990-03-01', 'sort=total', 'status=approved']) {
      expect((await t.call('GET', `/api/admin/pending-orders?${query}`, t.admin)).statusCode).toBe(400);
    }
  });
});
