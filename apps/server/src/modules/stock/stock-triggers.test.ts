import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { productStock } from '../../db/schema/stock';
import { insertProduct } from '../../test/catalog-fixtures';
import { insertTrackedProduct, stockOf } from '../../test/stock-fixtures';
import { createTestApp, fileTestApp } from '../../test/test-app';

const t = fileTestApp(createTestApp);

const setStock = (productId: number, values: { onHand?: number; reserved?: number }) =>
  t.db.update(productStock).set(values).where(eq(productStock.productId, productId));

/** A tracked product at 100.00 with `onHand` received and the given threshold (5 unless given). */
const tracked = (name: string, category: string, onHand: number, lowStockThreshold?: number) =>
  insertTrackedProduct(t.db, { name, category, price: '100.00' }, { onHand, lowStockThreshold });

describe('what shoppers are shown of a tracked product', () => {
  it('follows its available stock: a count at or below the threshold, out of stock at zero', async () => {
    const id = await tracked('Trigger Toxin', 'botulinum-toxins', 20, 5);
    expect(await stockOf(t.db, id)).toEqual({ onHand: 20, reserved: 0, inStock: true, stockLeft: null });
    await setStock(id, { reserved: 15 });
    expect(await stockOf(t.db, id)).toMatchObject({ inStock: true, stockLeft: 5 });
    await setStock(id, { reserved: 17 });
    expect(await stockOf(t.db, id)).toMatchObject({ inStock: true, stockLeft: 3 });
    await setStock(id, { reserved: 20 });
    expect(await stockOf(t.db, id)).toMatchObject({ inStock: false, stockLeft: 0 });
    await setStock(id, { onHand: 50 });
    expect(await stockOf(t.db, id)).toMatchObject({ inStock: true, stockLeft: null });

    // A higher threshold shows the count sooner; the admin's In Stock switch does not apply.
    await t.db.update(products).set({ lowStockThreshold: 40, inStock: false }).where(eq(products.id, id));
    expect(await stockOf(t.db, id)).toMatchObject({ inStock: true, stockLeft: 30 });
  });

  it('leaves the catalogue row alone when what is shown does not change', async () => {
    const id = await tracked('Quiet Filler', 'dermal-fillers', 100);
    const before = await t.rawQuery<{ xmin: string }>(`select xmin::text from products where id = ${id}`);
    await setStock(id, { reserved: 10 });
    await setStock(id, { reserved: 3 });
    const after = await t.rawQuery<{ xmin: string }>(`select xmin::text from products where id = ${id}`);
    expect(after).toEqual(before);
  });

  it('starts a product that turns tracking on with nothing on hand, and one that stops keeps its switch', async () => {
    const id = await insertProduct(t.db, { name: 'Untracked Brace', category: 'orthopedic', price: '50.00' });
    expect(await stockOf(t.db, id)).toEqual({ onHand: null, reserved: null, inStock: true, stockLeft: null });
    await t.db.update(products).set({ trackInventory: true }).where(eq(products.id, id));
    expect(await stockOf(t.db, id)).toEqual({ onHand: 0, reserved: 0, inStock: false, stockLeft: 0 });
    await t.db.update(products).set({ trackInventory: false, inStock: true }).where(eq(products.id, id));
    expect(await stockOf(t.db, id)).toEqual({ onHand: 0, reserved: 0, inStock: true, stockLeft: null });
  });

  it('refuses a reservation beyond what is on hand, and negative quantities', async () => {
    const id = await tracked('Bounded Toxin', 'botulinum-toxins', 2);
    await expect(setStock(id, { reserved: 3 })).rejects.toThrow();
    await expect(setStock(id, { onHand: -1 })).rejects.toThrow();
    expect(await stockOf(t.db, id)).toMatchObject({ onHand: 2, reserved: 0 });
  });
});
