import { describe, expect, it } from 'vitest';
import { fileMigratingDatabase } from '../test/migration-steps';

/**
 * Migration 0034 gives the lines of orders placed before it what checkout now keeps with each line:
 * the SKU and the bulk tier's percent. An invoiced line takes what its invoice kept; any other the
 * product's SKU now and today's tier for its quantity, but only when that still prices the line at
 * what it was charged (else unknown, null), as the contract rounds (half-up to the cent).
 */

const query = async <T>(text: string, params: unknown[] = []) =>
  (await database.client.query<T>(text, params)).rows;

async function product(sku: string, price: string, tiers: [number, number | null, string][] = []) {
  const [row] = await query<{ id: number }>(
    `insert into products (sku, name, description, price, image_url, category_id)
     values ($1, $1, 'A product for the migration test.', $2, '/p.svg', (select id from categories))
     returning id`,
    [sku, price],
  );
  for (const [min, max, percent] of tiers) {
    await query(
      'insert into bulk_discount_tiers (product_id, min_quantity, max_quantity, discount_percentage) values ($1, $2, $3, $4)',
      [row!.id, min, max, percent],
    );
  }
  return row!.id;
}

async function order(number: string) {
  const [row] = await query<{ id: number }>(
    `insert into orders (order_number, total_amount, doctor_name, doctor_email, shipping_address)
     values ($1, 0, 'Dr. Old', 'old@clinic.example', '{"street":"1 Main","city":"Toronto","state":"ON","zipCode":"M5X 1A9","country":"Canada"}')
     returning id`,
    [number],
  );
  return row!.id;
}

/** A line as checkout wrote it before: name, quantity and prices only. */
async function line(orderId: number, productId: number | null, quantity: number, unitPrice: string) {
  const [row] = await query<{ id: number }>(
    `insert into order_items (order_id, product_id, product_name, quantity, unit_price, total_price)
     values ($1, $2, 'Old line', $3::int, $4::numeric, $4::numeric * $3::int) returning id`,
    [orderId, productId, quantity, unitPrice],
  );
  return row!.id;
}

const lines: Record<string, number> = {};
const skuOf: Record<string, string> = {};

const database = fileMigratingDatabase(async () => {
  await database.migrateTo('0033_invoice_pdfs');
  await query("insert into categories (slug, name) values ('fillers', 'Fillers')");
  const tiered = await product('TIERED-1', '120.00', [
    [5, 9, '5.00'],
    [10, null, '10.00'],
  ]);
  const repriced = await product('REPRICED-1', '50.00');
  const gone = await product('GONE-1', '10.00');
  const odd = await product('ODD-1', '33.33', [[1, null, '12.50']]);
  const half = await product('HALF-1', '0.15', [[2, null, '50.00']]);
  Object.assign(skuOf, { tiered: 'TIERED-1', repriced: 'REPRICED-1', odd: 'ODD-1', half: 'HALF-1' });

  const placed = await order('MS-2025-OLD001');
  lines.tieredTen = await line(placed, tiered, 10, '108.00');
  lines.tieredTwo = await line(placed, tiered, 2, '120.00');
  lines.repriced = await line(placed, repriced, 3, '40.00');
  lines.gone = await line(placed, gone, 1, '10.00');
  lines.odd = await line(placed, odd, 1, '29.16');
  lines.half = await line(placed, half, 2, '0.08');
  await query('delete from products where id = $1', [gone]);

  // An order invoiced at its approval: the invoice kept its lines' SKU and tier then.
  const invoiced = await order('MS-2025-OLD002');
  lines.invoicedKept = await line(invoiced, tiered, 10, '114.00');
  lines.invoicedUntiered = await line(invoiced, tiered, 1, '120.00');
  lines.invoicedUnknown = await line(invoiced, null, 1, '15.00');
  await query(
    `insert into invoices (order_id, kind, year, sequence, number_text, lines, issued_at)
     values ($1, 'invoice', 2025, 1, 'INV-2025-000001', $2, now())`,
    [
      invoiced,
      JSON.stringify([
        { orderItemId: lines.invoicedKept, sku: 'SOLD-AS-1', tierDiscountPercent: '5.00' },
        { orderItemId: lines.invoicedUntiered, sku: 'SOLD-AS-1', tierDiscountPercent: '0' },
        { orderItemId: lines.invoicedUnknown, sku: null, tierDiscountPercent: null },
      ]),
    ],
  );
  await database.migrateTo('0034_order_line_pricing');
});

describe('migration 0034: order lines keep what priced them', () => {
  it('gives each old line its best guess of SKU and tier', async () => {
    const rows = await query<{ id: number; sku: string | null; tier: string | null }>(
      'select id, sku, tier_discount_percent::text as tier from order_items',
    );
    const byId = new Map(rows.map((row) => [row.id, { sku: row.sku, tier: row.tier }]));
    expect(Object.fromEntries(Object.entries(lines).map(([name, id]) => [name, byId.get(id)]))).toEqual({
      // Today's tiers still price these lines at what they were charged.
      tieredTen: { sku: skuOf.tiered, tier: '10.00' },
      tieredTwo: { sku: skuOf.tiered, tier: '0.00' },
      odd: { sku: skuOf.odd, tier: '12.50' }, // 33.33 less 12.5 % is 29.16375: 29.16
      half: { sku: skuOf.half, tier: '50.00' }, // 0.15 less 50 % is 0.075: 0.08, half-up
      // The price changed since: the tier cannot be told.
      repriced: { sku: skuOf.repriced, tier: null },
      // The product is gone: neither can be told.
      gone: { sku: null, tier: null },
      // What the invoice kept, whatever the product says now.
      invoicedKept: { sku: 'SOLD-AS-1', tier: '5.00' },
      invoicedUntiered: { sku: 'SOLD-AS-1', tier: '0.00' },
      invoicedUnknown: { sku: null, tier: null },
    });
  });

  it('refuses a tier outside 0 to 100', async () => {
    await expect(
      query('update order_items set tier_discount_percent = 100.01 where id = $1', [lines.tieredTen]),
    ).rejects.toThrow(/order_items_tier_discount_range/);
  });
});
