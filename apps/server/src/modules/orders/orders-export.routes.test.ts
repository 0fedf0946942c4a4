import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { AdminOrderDetail, AdminOrderPage } from '@shop/contract/admin-order-schemas';
import { adminOrderQueryMessages } from '@shop/contract/admin-order-schemas';
import { ADMIN_ORDERS_EXPORT_PATH, ORDER_CSV_COLUMNS } from '@shop/contract/order-csv';
import type { OrderDetail } from '@shop/contract/order-schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { products } from '../../db/schema/catalog';
import { invoices } from '../../db/schema/documents';
import { orders } from '../../db/schema/orders';
import { auditLog } from '../../db/schema/system';
import { testAppWithProducts } from '../../test/catalog-fixtures';
import { datedCsvText } from '../../test/csv-download';
import { checkoutDetails, doctorSession, submitOrder } from '../../test/order-fixtures';
import { parseCsv } from '@shop/contract/csv-test-reader';
import { createSignedInTestApp } from '../../test/test-app';
import { ORDER_EXPORT_BATCH_SIZE, orderCsvBatches } from './orders-export.service';

const CANNULA = 'Cannula, 27G "Blunt"\nBox of 10';
const { t, ids } = testAppWithProducts(createSignedInTestApp, [
  { name: 'Toxin A', category: 'botulinum-toxins', price: '300.00' },
  { name: CANNULA, category: 'dermal-fillers', price: '12.50' },
  { name: '+Plus Gauze', category: 'orthopedic', price: '3.00' },
  { name: '@Retired Serum', category: 'rheumatology', price: '45.00' },
]);

const exportCsv = async (query = '') => {
  const res = await t.call('GET', `${ADMIN_ORDERS_EXPORT_PATH}${query}`, t.admin);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** The export's lines (header left out), as cells. */
const exportedRows = async (query = '') => parseCsv((await exportCsv(query)).body.slice(1)).slice(1);

/** The order numbers the export holds, each once, in the order of the file. */
const exportedOrders = async (query = '') => [...new Set((await exportedRows(query)).map((row) => row[0]))];

const skuOf = async (productId: number) => {
  const [row] = await t.db.select({ sku: products.sku }).from(products).where(eq(products.id, productId));
  return row!.sku;
};

interface Placed {
  order: OrderDetail;
  doctor: { name: string; email: string };
  /** The doctor's session. */
  cookie: string;
}

/** Places an order as a new doctor, with these checkout details changed; placed on `day` (noon UTC). */
async function place(
  lines: { name: string; quantity: number }[],
  day: string,
  details: { doctorName?: string; doctorEmail?: string; clinicName?: string } = {},
): Promise<Placed> {
  const doctor = await doctorSession(t.db);
  const base = checkoutDetails();
  const name = details.doctorName ?? base.doctorName;
  const email = details.doctorEmail ?? doctor.email;
  const res = await submitOrder(
    t.app,
    doctor.cookie,
    lines.map((line) => ({ productId: ids[line.name]!, quantity: line.quantity })),
    {
      body: {
        doctorName: name,
        doctorEmail: email,
        shippingAddress: { ...base.shippingAddress, clinicName: details.clinicName ?? 'Export Clinic' },
      },
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<{ order: OrderDetail }>().order;
  await t.db
    .update(orders)
    .set({ createdAt: new Date(`${day}T12:00:00.000Z`) })
    .where(eq(orders.id, order.id));
  return { order, doctor: { name, email }, cookie: doctor.cookie };
}

const decide = async (orderId: number, status: string, extra: Record<string, unknown> = {}) => {
  const res = await t.call('PATCH', `/api/admin/orders/${orderId}/status`, t.admin, { status, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderDetail>();
};

/** When the order's status last changed, as the desk's history shows it. */
const lastChangeOf = async (orderId: number) => {
  const res = await t.call('GET', `/api/admin/orders/${orderId}`, t.admin);
  return res.json<AdminOrderDetail>().history.at(-1)!.at;
};

/** The printed number of the order's document of this kind, as issued (approval issues the invoice). */
async function documentNumberOf(orderId: number, kind: 'invoice' | 'credit_note') {
  const [issued] = await t.db
    .select({ number: invoices.numberText })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  expect(issued?.number).toMatch(kind === 'invoice' ? /^INV-\d{4}-\d{6}$/ : /^CN-\d{4}-\d{6}$/);
  return issued!.number;
}

/**
 * A GET over a plain socket, the response read as sent: its head and the body's HTTP chunks as the
 * server wrote them (the HTTP client would join them).
 */
async function rawGet(port: number, path: string, cookie: string) {
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
      ),
    );
    socket.on('data', (part: Buffer) => parts.push(part));
    socket.on('end', () => resolve(Buffer.concat(parts)));
    socket.on('error', reject);
  });
  const bodyAt = raw.indexOf('\r\n\r\n') + 4;
  const chunks: Buffer[] = [];
  for (let at = bodyAt; ;) {
    const sizeEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.subarray(at, sizeEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    chunks.push(raw.subarray(sizeEnd + 2, sizeEnd + 2 + size));
    at = sizeEnd + 2 + size + 2;
  }
  return { head: raw.subarray(0, bodyAt).toString('latin1'), chunks };
}

/** The fixture's orders: pending, approved, declined, shipped, on days of January to March 2026. */
let pending: Placed;
let approved: Placed;
let declined: Placed;
let shipped: Placed;
let fixturePlaced = false;
const fixture = async () => {
  if (fixturePlaced) return;
  fixturePlaced = true;
  pending = await place(
    [
      { name: 'Toxin A', quantity: 2 },
      { name: CANNULA, quantity: 4 },
    ],
    '2026-01-05',
    { doctorName: 'Dr. Ann Lee, MD', clinicName: '=HYPERLINK("http://evil.example","Click")' },
  );
  approved = await place([{ name: '+Plus Gauze', quantity: 3 }], '2026-02-10', {
    doctorEmail: 'bookkeeping.search@clinic.example',
  });
  await decide(approved.order.id, 'approved');
  declined = await place([{ name: 'Toxin A', quantity: 1 }], '2026-03-01');
  await decide(declined.order.id, 'declined', { declineReason: 'Licence unclear' });
  shipped = await place(
    [
      { name: '@Retired Serum', quantity: 1 },
      { name: 'Toxin A', quantity: 1 },
    ],
    '2026-03-15',
  );
  await decide(shipped.order.id, 'approved');
  await decide(shipped.order.id, 'shipped', { carrier: 'UPS', trackingNumber: '1Z999' });
};

describe('GET /api/admin/orders/export.csv (issue 22)', () => {
  it('is for admins only, the filters unread', async () => {
    expect((await t.call('GET', ADMIN_ORDERS_EXPORT_PATH)).statusCode).toBe(401);
    expect((await t.call('GET', ADMIN_ORDERS_EXPORT_PATH, t.doctor)).statusCode).toBe(403);
    expect((await t.call('GET', `${ADMIN_ORDERS_EXPORT_PATH}?status=bogus`)).statusCode).toBe(401);
    expect((await t.call('GET', `${ADMIN_ORDERS_EXPORT_PATH}?status=bogus`, t.doctor)).statusCode).toBe(403);
  });

  it('answers one row per order line, in the order placed: dates, status, doctor, clinic, SKU, prices, totals', async () => {
    await fixture();
    const approvedInvoice = await documentNumberOf(approved.order.id, 'invoice');
    const shippedInvoice = await documentNumberOf(shipped.order.id, 'invoice');
    const [header, ...rows] = parseCsv(datedCsvText(await exportCsv(), 'orders'));
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);

    const sku = {
      toxin: await skuOf(ids['Toxin A']!),
      cannula: await skuOf(ids[CANNULA]!),
      gauze: await skuOf(ids['+Plus Gauze']!),
      serum: await skuOf(ids['@Retired Serum']!),
    };
    const p = pending.order.orderNumber;
    const shippedAt = await lastChangeOf(shipped.order.id);
    const pendingChanged = await lastChangeOf(pending.order.id);
    // A line of the pending order: the order's columns before and after the line's own (each of
    // its lines repeats them).
    const pendingLine = (line: string[]) => [
      p,
      '2026-01-05T12:00:00.000Z',
      pendingChanged,
      'Pending',
      'Dr. Ann Lee, MD',
      pending.doctor.email,
      `'=HYPERLINK("http://evil.example","Click")`,
      ...line,
      '650.00',
      '650.00',
      '0.00',
      '0.00',
      '',
      '',
      '',
      '',
    ];
    expect(rows).toEqual([
      pendingLine([sku.toxin, 'Toxin A', '2', '300.00', '600.00']),
      pendingLine([sku.cannula, CANNULA, '4', '12.50', '50.00']),
      [
        approved.order.orderNumber,
        '2026-02-10T12:00:00.000Z',
        await lastChangeOf(approved.order.id),
        'Approved',
        approved.doctor.name,
        'bookkeeping.search@clinic.example',
        'Export Clinic',
        sku.gauze,
        `'+Plus Gauze`,
        '3',
        '3.00',
        '9.00',
        '9.00',
        '9.00',
        '0.00',
        '0.00',
        approvedInvoice,
        '',
        '',
        '',
      ],
      [
        declined.order.orderNumber,
        '2026-03-01T12:00:00.000Z',
        await lastChangeOf(declined.order.id),
        'Declined',
        declined.doctor.name,
        declined.doctor.email,
        'Export Clinic',
        sku.toxin,
        'Toxin A',
        '1',
        '300.00',
        '300.00',
        '300.00',
        '300.00',
        '0.00',
        '0.00',
        '',
        '',
        '',
        '',
      ],
      ...[
        [sku.serum, `'@Retired Serum`, '45.00'],
        [sku.toxin, 'Toxin A', '300.00'],
      ].map(([code, name, price]) => [
        shipped.order.orderNumber,
        '2026-03-15T12:00:00.000Z',
        shippedAt,
        'Shipped',
        shipped.doctor.name,
        shipped.doctor.email,
        'Export Clinic',
        code,
        name,
        '1',
        price,
        price,
        '345.00',
        '345.00',
        '0.00',
        '0.00',
        shippedInvoice,
        '',
        '',
        '',
      ]),
    ]);
  });

  it("writes each order's subtotal, shipping and tax after its total, on each of its lines", async () => {
    const placed = await place(
      [
        { name: 'Toxin A', quantity: 1 },
        { name: CANNULA, quantity: 2 },
      ],
      '2026-04-02',
    );
    onTestFinished(async () => {
      // The other tests export the file's fixture alone.
      await t.db.delete(orders).where(eq(orders.id, placed.order.id));
    });
    // As checkout stores a charged order (the database holds total = subtotal + shipping + tax).
    await t.db
      .update(orders)
      .set({ subtotalAmount: '325.00', shippingAmount: '20.00', taxAmount: '44.85', totalAmount: '389.85' })
      .where(eq(orders.id, placed.order.id));
    const rows = (await exportedRows('?from=2026-04-02&to=2026-04-02')).filter(
      (row) => row[0] === placed.order.orderNumber,
    );
    const at = (column: (typeof ORDER_CSV_COLUMNS)[number]) => ORDER_CSV_COLUMNS.indexOf(column);
    expect(
      rows.map((row) => [at('Order total'), at('Subtotal'), at('Shipping'), at('Tax')].map((i) => row[i])),
    ).toEqual([
      ['389.85', '325.00', '20.00', '44.85'],
      ['389.85', '325.00', '20.00', '44.85'],
    ]);
  });

  it('writes UTF-8 with a BOM, CRLF lines, quotes what must be quoted, makes formulas safe', async () => {
    await fixture();
    const { body } = await exportCsv();
    expect(body.charCodeAt(0)).toBe(0xfeff);
    expect(body.endsWith('\r\n')).toBe(true);
    // The only bare line break is the one inside the cannula's quoted name.
    expect(body.replaceAll('\r\n', '').split('\n')).toHaveLength(2);
    expect(body).toContain(`,"Cannula, 27G ""Blunt""\nBox of 10",`);
    expect(body).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
    expect(body).toContain(`,"Dr. Ann Lee, MD",`);
    expect(body).toContain(`,'+Plus Gauze,`);
    expect(body).toContain(`,'@Retired Serum,`);
    expect(body).not.toMatch(/,[=+@]/);
  });
});

describe('the desk’s filters', () => {
  /** The desk's own list of these filters, oldest first: the orders the export must hold. */
  const deskOrders = async (query: string) => {
    const res = await t.call('GET', `/api/admin/orders?${query}&sort=date&dir=asc&limit=100`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminOrderPage>().orders.map((order) => order.orderNumber);
  };

  it('export exactly the orders the desk lists for them, every line of each', async () => {
    await fixture();
    const number = (placed: Placed) => placed.order.orderNumber;
    const cases: [string, Placed[]][] = [
      ['status=approved', [approved]],
      ['status=pending', [pending]],
      ['from=2026-02-10', [approved, declined, shipped]],
      ['to=2026-02-10', [pending, approved]],
      ['from=2026-02-10&to=2026-03-01', [approved, declined]],
      ['from=2026-03-02&to=2026-03-14', []],
      ['status=shipped&from=2026-03-01', [shipped]],
      ['search=BOOKKEEPING.search', [approved]],
      [`search=${number(declined).slice(-6).toLowerCase()}`, [declined]],
      ['search=Ann%20Lee&status=pending', [pending]],
      ['search=', [pending, approved, declined, shipped]],
    ];
    for (const [query, expected] of cases) {
      const exported = await exportedOrders(`?${query}`);
      expect(exported, query).toEqual(expected.map(number));
      expect(exported, query).toEqual(await deskOrders(query));
    }
    const pendingLines = await exportedRows('?status=pending');
    expect(pendingLines.map((row) => row[8])).toEqual(['Toxin A', CANNULA]);
  });

  it('refuses a filter the desk refuses: 400 with the field’s message', async () => {
    const fieldErrorsOf = async (query: string) => {
      const res = await t.call('GET', `${ADMIN_ORDERS_EXPORT_PATH}?${query}`, t.admin);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      return res.json<{ fieldErrors?: Record<string, string[]> }>().fieldErrors;
    };
    expect((await fieldErrorsOf('status=bogus'))?.status).toHaveLength(1);
    expect(await fieldErrorsOf('from=2026-02-30')).toEqual({ from: [adminOrderQueryMessages.date('From')] });
    expect(await fieldErrorsOf('to=yesterday')).toEqual({ to: [adminOrderQueryMessages.date('To')] });
    expect(await fieldErrorsOf('from=2026-03-01&to=2026-02-01')).toEqual({
      from: [adminOrderQueryMessages.fromAfterTo],
    });
    expect((await fieldErrorsOf(`search=${'x'.repeat(101)}`))?.search).toEqual([
      'Search must be at most 100 characters',
    ]);
    // A page or a sort means nothing for every match: refused, not quietly ignored.
    expect((await t.call('GET', `${ADMIN_ORDERS_EXPORT_PATH}?page=2`, t.admin)).statusCode).toBe(400);
    expect((await t.call('GET', `${ADMIN_ORDERS_EXPORT_PATH}?sort=total`, t.admin)).statusCode).toBe(400);
  });

  it('is audited: who took which orders and when, and a refused export records nothing', async () => {
    const exports = () =>
      t.db
        .select({ actor: auditLog.actorUserId, details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.action, 'orders.export'));
    const before = (await exports()).length;
    expect((await t.call('GET', `${ADMIN_ORDERS_EXPORT_PATH}?status=bogus`, t.admin)).statusCode).toBe(400);
    expect((await t.call('GET', ADMIN_ORDERS_EXPORT_PATH, t.doctor)).statusCode).toBe(403);
    expect(await exports()).toHaveLength(before);
    const res = await t.call('GET', `${ADMIN_ORDERS_EXPORT_PATH}?status=approved&from=2026-01-01`, t.admin);
    expect(res.statusCode).toBe(200);
    const entries = await exports();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)?.details).toEqual({ status: 'approved', from: '2026-01-01' });
    expect(entries.at(-1)?.actor).toEqual(expect.any(Number));
  });
});

describe('invoice numbers and lines as kept', () => {
  it('names the invoice of an order cancelled after it and, after the PO number, its credit note', async () => {
    const placed = await place([{ name: 'Toxin A', quantity: 1 }], '2026-04-01');
    await decide(placed.order.id, 'approved');
    const invoice = await documentNumberOf(placed.order.id, 'invoice');
    const cancel = await t.call('POST', `/api/orders/${placed.order.id}/cancel`, placed.cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const creditNote = await documentNumberOf(placed.order.id, 'credit_note');
    const rows = await exportedRows('?from=2026-04-01&to=2026-04-01');
    const at = (column: (typeof ORDER_CSV_COLUMNS)[number]) => ORDER_CSV_COLUMNS.indexOf(column);
    expect(
      rows.map((row) => [
        row[0],
        row[3],
        row[at('Invoice number')],
        row[at('Credit notes')],
        row[at('Credited')],
      ]),
    ).toEqual([[placed.order.orderNumber, 'Cancelled', invoice, creditNote, placed.order.totalAmount]]);
    // An order without a credit note leaves both cells empty.
    const kept = await place([{ name: 'Toxin A', quantity: 1 }], '2026-04-02');
    await decide(kept.order.id, 'approved');
    const [row] = await exportedRows('?from=2026-04-02&to=2026-04-02');
    expect([row?.[at('Credit notes')], row?.[at('Credited')]]).toEqual(['', '']);
  });

  it('keeps a line whose product was deleted: its name and SKU as ordered, invoiced or not', async () => {
    await fixture();
    const serum = await skuOf(ids['@Retired Serum']!);
    const uninvoiced = await place([{ name: '@Retired Serum', quantity: 2 }], '2026-04-15');
    await t.db.delete(products).where(eq(products.id, ids['@Retired Serum']!));
    const shippedRows = await exportedRows('?status=shipped');
    expect(shippedRows.map((row) => [row[7], row[8]])).toEqual([
      [serum, `'@Retired Serum`],
      [await skuOf(ids['Toxin A']!), 'Toxin A'],
    ]);
    const pendingRows = await exportedRows('?from=2026-04-15&to=2026-04-15');
    expect(pendingRows.map((row) => [row[0], row[7], row[8], row[9]])).toEqual([
      [uninvoiced.order.orderNumber, serum, `'@Retired Serum`, '2'],
    ]);
  });
});

describe('streaming', () => {
  it('reads in batches of orders, each after the last, every line once, ties in time kept apart', async () => {
    await fixture();
    // Three orders placed in the same microsecond: the keyset must neither repeat nor skip one.
    const same = await Promise.all(
      [1, 2, 3].map(() => place([{ name: 'Toxin A', quantity: 1 }], '2026-05-01')),
    );
    await t.db
      .update(orders)
      .set({ createdAt: sql`'2026-05-01 09:30:00.123456+00'::timestamptz` })
      .where(
        inArray(
          orders.id,
          same.map((placed) => placed.order.id),
        ),
      );
    const chunks: string[] = [];
    for await (const chunk of orderCsvBatches(t.app.db, {}, 2)) {
      chunks.push(chunk);
      // A keyset that does not move on would read the same orders for ever: fail instead.
      if (chunks.length > 100) break;
    }
    const all = parseCsv((await exportCsv()).body.slice(1));
    const orderCount = new Set(all.slice(1).map((row) => row[0])).size;
    // The header, then one chunk per two orders.
    expect(chunks).toHaveLength(1 + Math.ceil(orderCount / 2));
    expect(chunks.join('')).toBe((await exportCsv()).body);
    const tied = all.filter((row) => row[1] === '2026-05-01T09:30:00.123Z').map((row) => row[0]);
    // Placed at once, so in whichever order their ids were drawn: by id within the same time.
    const byId = [...same].sort((a, b) => a.order.id - b.order.id);
    expect(tied).toEqual(byId.map((placed) => placed.order.orderNumber));
  });

  it('sends a large export as it reads it, in many pieces, every order once', async () => {
    // 1,200 orders of two lines each, written straight in (checkout would take minutes).
    await t.rawExec(`
      insert into orders (order_number, status, total_amount, subtotal_amount, doctor_name, doctor_email, shipping_address, created_at)
      select 'BULK-' || lpad(g::text, 5, '0'), 'delivered', 20, 20, 'Dr. Bulk', 'bulk@clinic.example',
             '{"clinicName":"Bulk Clinic","street":"1 Way","city":"Town","state":"ON","zipCode":"A1A 1A1","country":"Canada"}',
             timestamptz '2025-01-01 00:00:00+00' + g * interval '1 minute'
      from generate_series(1, 1200) g;
      insert into order_items (order_id, product_id, product_name, quantity, unit_price, total_price)
      select o.id, null, 'Bulk line ' || n, 1, 10, 10
      from orders o cross join generate_series(1, 2) n where o.order_number like 'BULK-%';`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { head, chunks } = await rawGet(port, `${ADMIN_ORDERS_EXPORT_PATH}?to=2025-12-31`, t.admin);
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    // No length known in advance: the body is sent as it is read, a piece per write.
    expect(head).toMatch(/\r\ntransfer-encoding: chunked\r\n/i);
    expect(head).not.toMatch(/\r\ncontent-length:/i);
    // The header line, then one write per batch of 500 orders at least.
    expect(chunks.length).toBeGreaterThanOrEqual(1 + Math.ceil(1_200 / ORDER_EXPORT_BATCH_SIZE));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(Buffer.concat(chunks));
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(text.slice(1)).slice(1);
    expect(rows).toHaveLength(2_400);
    const numbers = rows.map((row) => row[0]);
    expect(new Set(numbers).size).toBe(1_200);
    expect(numbers[0]).toBe('BULK-00001');
    expect(numbers.at(-1)).toBe('BULK-01200');
  });
});
