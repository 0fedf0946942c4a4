import type { ApiErrorBody } from '@shop/contract/error-schemas';
import { checkoutMessages } from '@shop/contract/order-messages';
import type { ReorderResponse } from '@shop/contract/order-schemas';
import type { ImportListResponse, SupplyList, SupplyListSummary } from '@shop/contract/supply-list-schemas';
import { quickOrderMessages as q } from '@shop/contract/quick-order';
import {
  LIST_QUANTITY_MAX,
  LISTS_PATH,
  listCartPath,
  listCountPath,
  listExportPath,
  listImportPath,
  listItemsPath,
  listPath,
  supplyListMessages as m,
} from '@shop/contract/supply-lists';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog';
import { supplyListItems, supplyLists } from '../../db/schema/lists';
import { insertProduct } from '../../test/catalog-fixtures';
import { practiceFixtures } from '../../test/practice-fixtures';
import { insertTrackedProduct } from '../../test/stock-fixtures';
import { createAdminTestApp, fileTestApp } from '../../test/test-app';

/**
 * Supply lists (issue 41): a practice's named lists, shared with its members unless private; every
 * change based on the version read; Add all to cart as Order Again.
 */
const t = fileTestApp(() => createAdminTestApp());
const { owner, member } = practiceFixtures(t);

const ids = { gauze: 0, filler: 0, tracked: 0, soldOut: 0 };

beforeAll(async () => {
  ids.gauze = await insertProduct(t.db, { name: 'List Gauze', category: 'dermal-fillers', price: '4.00' });
  ids.filler = await insertProduct(t.db, {
    name: 'List Filler 1ml',
    category: 'dermal-fillers',
    price: '90.00',
  });
  ids.soldOut = await insertProduct(t.db, {
    name: 'List Sold Out',
    category: 'dermal-fillers',
    price: '5.00',
    inStock: false,
  });
  ids.tracked = await insertTrackedProduct(
    t.db,
    { name: 'List Tracked Cannula', category: 'dermal-fillers', price: '10.00' },
    { onHand: 5 },
  );
});

async function create(cookie: string, body: Record<string, unknown>) {
  const res = await t.call('POST', LISTS_PATH, cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SupplyList>();
}

const errorOf = (res: LightMyRequestResponse) => res.json<ApiErrorBody>();

describe('supply lists', () => {
  it('makes a list with its lines in order, shows it to the practice, and answers 404 to another practice', async () => {
    const doctor = await owner('Lists Clinic');
    const buyer = await member(doctor);
    const list = await create(doctor.cookie, {
      name: '  Treatment room 1 ',
      items: [
        { productId: ids.filler, quantity: 4, minLevel: 2, parLevel: 6 },
        { productId: ids.gauze, quantity: 20 },
      ],
    });
    expect(list).toMatchObject({
      name: 'Treatment room 1',
      private: false,
      mine: true,
      version: 1,
      itemCount: 2,
      removed: [],
    });
    expect(list.items.map((item) => [item.productName, item.quantity, item.minLevel, item.parLevel])).toEqual(
      [
        ['List Filler 1ml', 4, 2, 6],
        ['List Gauze', 20, null, null],
      ],
    );
    expect(list.items[0]).toMatchObject({ price: '90.00', inStock: true, available: null });

    // The buyer sees it (not theirs); the database holds it under the practice.
    const seen = (await t.call('GET', LISTS_PATH, buyer.cookie)).json<SupplyListSummary[]>();
    expect(seen.map((one) => [one.name, one.mine, one.itemCount])).toEqual([['Treatment room 1', false, 2]]);
    expect(seen[0]?.authorName).toEqual(expect.any(String));
    const [row] = await t.db.select().from(supplyLists).where(eq(supplyLists.id, list.id));
    expect(row?.authorId).toBe(doctor.id);

    const stranger = await owner('Other Lists Clinic');
    for (const [method, url] of [
      ['GET', listPath(list.id)],
      ['DELETE', listPath(list.id)],
      ['POST', listCartPath(list.id)],
    ] as const) {
      const res = await t.call(method, url, stranger.cookie, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(res).message).toBe(m.notFound);
    }
    expect((await t.call('GET', LISTS_PATH, stranger.cookie)).json()).toEqual([]);
    expect((await t.call('GET', LISTS_PATH)).statusCode).toBe(401);
    expect((await t.call('GET', LISTS_PATH, t.admin)).statusCode).toBe(403);
  });

  it('keeps a private list to its author', async () => {
    const doctor = await owner('Private Lists Clinic');
    const buyer = await member(doctor);
    const mine = await create(buyer.cookie, { name: 'My corner', private: true });
    expect((await t.call('GET', LISTS_PATH, doctor.cookie)).json()).toEqual([]);
    expect((await t.call('GET', listPath(mine.id), doctor.cookie)).statusCode).toBe(404);
    expect((await t.call('GET', listPath(mine.id), buyer.cookie)).statusCode).toBe(200);

    // Only the author changes who sees a list.
    const shared = await create(doctor.cookie, { name: 'Shared shelf' });
    const res = await t.call('PATCH', listPath(shared.id), buyer.cookie, { private: true, version: 1 });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(m.privateAuthorOnly);
    const opened = await t.call('PATCH', listPath(mine.id), buyer.cookie, { private: false, version: 1 });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<SupplyList>()).toMatchObject({ private: false, version: 2 });
  });

  it('refuses bad names, quantities, par levels and products with field messages, writing nothing', async () => {
    const doctor = await owner('Bad Lists Clinic');
    await create(doctor.cookie, { name: 'Fridge' });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: '   ' }, { name: [m.name] }],
      [{ name: 'x'.repeat(101) }, { name: [m.name] }],
      [{ name: 'FRIDGE' }, { name: [m.nameTaken] }],
      [{ name: 'A', items: [{ productId: ids.gauze, quantity: 0 }] }, { 'items.0.quantity': [m.quantity] }],
      [
        { name: 'A', items: [{ productId: ids.gauze, quantity: LIST_QUANTITY_MAX + 1 }] },
        { 'items.0.quantity': [m.quantity] },
      ],
      [{ name: 'A', items: [{ productId: ids.gauze, quantity: 1.5 }] }, { 'items.0.quantity': [m.quantity] }],
      [
        { name: 'A', items: [{ productId: ids.gauze, quantity: 1, minLevel: 5, parLevel: 3 }] },
        { 'items.0.minLevel': [m.minAbovePar] },
      ],
      [
        { name: 'A', items: [{ productId: ids.gauze, quantity: 1, parLevel: 10_000 }] },
        { 'items.0.parLevel': [m.parLevel] },
      ],
      [
        { name: 'A', items: [{ productId: 99_999_999, quantity: 1 }] },
        { 'items.0.productId': [m.unknownProduct] },
      ],
      [
        {
          name: 'A',
          items: [
            { productId: ids.gauze, quantity: 1 },
            { productId: ids.gauze, quantity: 2 },
          ],
        },
        { 'items.1.productId': [m.duplicateProduct] },
      ],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await t.call('POST', LISTS_PATH, doctor.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).fieldErrors, JSON.stringify(body)).toEqual(fieldErrors);
    }
    const names = (await t.call('GET', LISTS_PATH, doctor.cookie)).json<SupplyListSummary[]>();
    expect(names.map((one) => one.name)).toEqual(['Fridge']);
  });

  it('refuses a bookkeeper making, changing or ordering from a list, but shows it', async () => {
    const doctor = await owner('Bookkeeper Lists Clinic');
    const bookkeeper = await member(doctor, 'bookkeeper');
    const list = await create(doctor.cookie, {
      name: 'Monthly',
      items: [{ productId: ids.gauze, quantity: 2 }],
    });
    expect((await t.call('GET', listPath(list.id), bookkeeper.cookie)).statusCode).toBe(200);
    const refused = [
      await t.call('POST', LISTS_PATH, bookkeeper.cookie, { name: 'Mine' }),
      await t.call('PATCH', listPath(list.id), bookkeeper.cookie, { name: 'Renamed', version: 1 }),
      await t.call('PUT', listItemsPath(list.id), bookkeeper.cookie, { version: 1, items: [] }),
      await t.call('POST', listItemsPath(list.id), bookkeeper.cookie, { productId: ids.filler }),
      await t.call('DELETE', listPath(list.id), bookkeeper.cookie),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(m.cannotChange);
    }
    for (const ordering of [
      await t.call('POST', listCartPath(list.id), bookkeeper.cookie, {}),
      await t.call('POST', listCountPath(list.id), bookkeeper.cookie, {
        version: 1,
        counts: [{ productId: ids.gauze, onShelf: 0 }],
      }),
    ]) {
      expect(ordering.statusCode).toBe(403);
      expect(errorOf(ordering).message).toBe(checkoutMessages.bookkeeperCannotOrder);
    }
    expect((await t.call('GET', listPath(list.id), doctor.cookie)).json<SupplyList>()).toMatchObject({
      name: 'Monthly',
      version: 1,
      itemCount: 1,
    });
  });

  it('renames, reorders and edits lines; a change based on an old version is a 409 and loses nothing', async () => {
    const doctor = await owner('Versions Clinic');
    const buyer = await member(doctor);
    const list = await create(doctor.cookie, {
      name: 'Injectables',
      items: [
        { productId: ids.gauze, quantity: 1 },
        { productId: ids.filler, quantity: 2 },
      ],
    });
    // Two members open version 1; the owner saves first.
    const first = await t.call('PUT', listItemsPath(list.id), doctor.cookie, {
      version: 1,
      items: [
        { productId: ids.filler, quantity: 3, minLevel: 1, parLevel: 4 },
        { productId: ids.gauze, quantity: 10 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SupplyList>().version).toBe(2);
    const late = await t.call('PUT', listItemsPath(list.id), buyer.cookie, {
      version: 1,
      items: [{ productId: ids.gauze, quantity: 99 }],
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toEqual({ message: m.staleVersion, code: 'CONFLICT' });
    const rename = await t.call('PATCH', listPath(list.id), buyer.cookie, { name: 'Late name', version: 1 });
    expect(rename.statusCode).toBe(409);

    const now = (await t.call('GET', listPath(list.id), buyer.cookie)).json<SupplyList>();
    expect(now.name).toBe('Injectables');
    expect(now.items.map((item) => [item.productId, item.quantity])).toEqual([
      [ids.filler, 3],
      [ids.gauze, 10],
    ]);
    const renamed = await t.call('PATCH', listPath(list.id), buyer.cookie, {
      name: 'Injectables B',
      version: 2,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<SupplyList>()).toMatchObject({ name: 'Injectables B', version: 3 });

    // Both at one moment on one version: one wins, the other is told.
    const [a, b] = await Promise.all([
      t.call('PUT', listItemsPath(list.id), doctor.cookie, {
        version: 3,
        items: [{ productId: ids.gauze, quantity: 1 }],
      }),
      t.call('PUT', listItemsPath(list.id), buyer.cookie, {
        version: 3,
        items: [{ productId: ids.filler, quantity: 1 }],
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(supplyListItems).where(eq(supplyListItems.listId, list.id));
    expect(rows).toHaveLength(1);
    const [stored] = await t.db.select().from(supplyLists).where(eq(supplyLists.id, list.id));
    expect(stored?.version).toBe(4);

    const nothing = await t.call('PATCH', listPath(list.id), doctor.cookie, { version: 4 });
    expect(nothing.statusCode).toBe(400);
    expect(errorOf(nothing).message).toBe(m.nothingToChange);
    const stray = await t.call('PATCH', listPath(list.id), doctor.cookie, {
      version: 4,
      name: 'X',
      colour: 'red',
    });
    expect(stray.statusCode).toBe(400);
    const unversioned = await t.call('PATCH', listPath(list.id), doctor.cookie, { name: 'X' });
    expect(errorOf(unversioned).fieldErrors).toEqual({ version: [m.version] });

    // A name another list of the practice has, in any case, is refused on the field; the list's own
    // name in another case is not. Another practice's list is not found, whatever the version.
    await create(doctor.cookie, { name: 'Fridge' });
    const taken = await t.call('PATCH', listPath(list.id), buyer.cookie, { name: 'FRIDGE', version: 4 });
    expect(taken.statusCode).toBe(400);
    expect(errorOf(taken)).toMatchObject({ message: m.nameTaken, fieldErrors: { name: [m.nameTaken] } });
    const ownName = await t.call('PATCH', listPath(list.id), buyer.cookie, {
      name: 'INJECTABLES B',
      version: 4,
    });
    expect(ownName.statusCode, ownName.body).toBe(200);
    expect(ownName.json<SupplyList>()).toMatchObject({ name: 'INJECTABLES B', version: 5 });
    const stranger = await owner('Stranger Lists Clinic');
    for (const version of [5, 1]) {
      const foreign = await t.call('PATCH', listPath(list.id), stranger.cookie, { name: 'Mine', version });
      expect(foreign.statusCode).toBe(404);
    }
    expect((await t.call('DELETE', listPath(list.id), stranger.cookie)).statusCode).toBe(404);
    const [kept] = await t.db.select().from(supplyLists).where(eq(supplyLists.id, list.id));
    expect(kept).toMatchObject({ name: 'INJECTABLES B', version: 5 });
  });

  it('saves a product to a list, adding up to the line it has, and deletes a list', async () => {
    const doctor = await owner('Save To Clinic');
    const list = await create(doctor.cookie, {
      name: 'Saved',
      items: [{ productId: ids.gauze, quantity: 9_990 }],
    });
    const added = await t.call('POST', listItemsPath(list.id), doctor.cookie, {
      productId: ids.filler,
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    const again = await t.call('POST', listItemsPath(list.id), doctor.cookie, {
      productId: ids.gauze,
      quantity: 50,
    });
    expect(again.json<SupplyList>().items.map((item) => [item.productId, item.quantity])).toEqual([
      [ids.gauze, LIST_QUANTITY_MAX],
      [ids.filler, 2],
    ]);
    expect(again.json<SupplyList>().version).toBe(3);
    const unknown = await t.call('POST', listItemsPath(list.id), doctor.cookie, { productId: 99_999_999 });
    expect(unknown.statusCode).toBe(400);

    const deleted = await t.call('DELETE', listPath(list.id), doctor.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: m.deleted('Saved') });
    expect(await t.db.select().from(supplyListItems).where(eq(supplyListItems.listId, list.id))).toEqual([]);
    expect((await t.call('GET', listPath(list.id), doctor.cookie)).statusCode).toBe(404);
  });

  it('puts a list in the cart as Order Again does: capped at what is available, naming what is not sold', async () => {
    const doctor = await owner('List Cart Clinic');
    const gone = await insertProduct(t.db, {
      name: 'List Discontinued',
      category: 'dermal-fillers',
      price: '3.00',
    });
    const list = await create(doctor.cookie, {
      name: 'Restock',
      items: [
        { productId: ids.gauze, quantity: 2_000 },
        { productId: ids.tracked, quantity: 8 },
        { productId: ids.soldOut, quantity: 1 },
        { productId: gone, quantity: 1 },
      ],
    });
    await t.db.delete(products).where(eq(products.id, gone));

    // A deleted product leaves the list with a note, never a 500.
    const shown = (await t.call('GET', listPath(list.id), doctor.cookie)).json<SupplyList>();
    expect(shown.items.map((item) => item.productId)).toEqual([ids.gauze, ids.tracked, ids.soldOut]);
    expect(shown.removed).toEqual([
      { productName: 'List Discontinued', message: m.removedProduct('List Discontinued') },
    ]);
    expect(shown.items[1]).toMatchObject({ available: 5 });

    const res = await t.call('POST', listCartPath(list.id), doctor.cookie, {});
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ReorderResponse>();
    expect(answer.added.map((line) => [line.productId, line.quantity, line.capped])).toEqual([
      [ids.gauze, 999, true],
      [ids.tracked, 5, true],
    ]);
    expect(answer.skipped.map((line) => [line.productName, line.reason])).toEqual([
      ['List Sold Out', 'out_of_stock'],
      ['List Discontinued', 'deleted'],
    ]);
    expect(answer.cart.map((line) => [line.productId, line.quantity])).toEqual(
      expect.arrayContaining([
        [ids.gauze, 999],
        [ids.tracked, 5],
      ]),
    );

    // Chosen lines only; a product not on the list is refused, naming it.
    const other = await owner('List Cart Chosen Clinic');
    const chosenList = await create(other.cookie, {
      name: 'Chosen',
      items: [
        { productId: ids.gauze, quantity: 3 },
        { productId: ids.filler, quantity: 1 },
      ],
    });
    const chosen = await t.call('POST', listCartPath(chosenList.id), other.cookie, {
      productIds: [ids.filler],
    });
    expect(chosen.json<ReorderResponse>().cart.map((line) => [line.productId, line.quantity])).toEqual([
      [ids.filler, 1],
    ]);
    const notOn = await t.call('POST', listCartPath(chosenList.id), other.cookie, {
      productIds: [ids.tracked],
    });
    expect(notOn.statusCode).toBe(400);
    expect(errorOf(notOn).fieldErrors).toEqual({ 'productIds.0': [m.notOnList] });
  });

  it('counts stock: the lines below their minimum go in the cart up to par, capped at what is available', async () => {
    const doctor = await owner('Count Stock Clinic');
    const list = await create(doctor.cookie, {
      name: 'Shelf',
      items: [
        // Below its minimum of 4 with 3 on the shelf: 10 − 3 = 7.
        { productId: ids.gauze, quantity: 1, minLevel: 4, parLevel: 10 },
        // No minimum: ordered whenever below par; 5 available of the 6 wanted.
        { productId: ids.tracked, quantity: 1, parLevel: 6 },
        // At its minimum: nothing.
        { productId: ids.filler, quantity: 1, minLevel: 2, parLevel: 3 },
        // No par level: not counted.
        { productId: ids.soldOut, quantity: 1 },
      ],
    });
    const count = (body: Record<string, unknown>) =>
      t.call('POST', listCountPath(list.id), doctor.cookie, body);

    // Refused as a whole, nothing in the cart: a count below 0 or not whole, nothing counted, a
    // product not on the list, without a par level or counted twice, an old version.
    const refusals: [Record<string, unknown>, number, string, Record<string, string[]> | undefined][] = [
      [
        { version: 1, counts: [{ productId: ids.gauze, onShelf: -1 }] },
        400,
        m.onShelf,
        { 'counts.0.onShelf': [m.onShelf] },
      ],
      [
        { version: 1, counts: [{ productId: ids.gauze, onShelf: 2.5 }] },
        400,
        m.onShelf,
        { 'counts.0.onShelf': [m.onShelf] },
      ],
      [
        { version: 1, counts: [{ productId: ids.gauze, onShelf: null }] },
        400,
        m.counts,
        { counts: [m.counts] },
      ],
      [
        {
          version: 1,
          counts: [
            { productId: ids.gauze, onShelf: 1 },
            { productId: ids.soldOut, onShelf: 0 },
            { productId: ids.gauze, onShelf: 2 },
          ],
        },
        400,
        m.noParLevel,
        { 'counts.1.productId': [m.noParLevel], 'counts.2.productId': [m.countedTwice] },
      ],
      [
        { version: 1, counts: [{ productId: 2_000_000, onShelf: 1 }] },
        400,
        m.notOnList,
        { 'counts.0.productId': [m.notOnList] },
      ],
      [{ version: 2, counts: [{ productId: ids.gauze, onShelf: 1 }] }, 409, m.staleVersion, undefined],
    ];
    for (const [body, status, message, fieldErrors] of refusals) {
      const res = await count(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorOf(res).message).toBe(message);
      if (fieldErrors) expect(errorOf(res).fieldErrors).toEqual(fieldErrors);
    }
    expect((await t.call('GET', '/api/cart', doctor.cookie)).json()).toEqual([]);

    const res = await count({
      version: 1,
      counts: [
        { productId: ids.gauze, onShelf: 3 },
        { productId: ids.tracked, onShelf: 0 },
        { productId: ids.filler, onShelf: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ReorderResponse>();
    expect(answer.added.map((line) => [line.productId, line.quantity, line.capped])).toEqual([
      [ids.gauze, 7, false],
      [ids.tracked, 5, true],
    ]);
    expect(answer.cart.map((line) => [line.productId, line.quantity])).toEqual(
      expect.arrayContaining([
        [ids.gauze, 7],
        [ids.tracked, 5],
      ]),
    );
    expect(answer.cart).toHaveLength(2);

    // Another practice's list is unknown.
    const stranger = await owner('Count Stock Stranger Clinic');
    const foreign = await t.call('POST', listCountPath(list.id), stranger.cookie, {
      version: 1,
      counts: [{ productId: ids.gauze, onShelf: 0 }],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('imports lines of codes and quantities as quick order reads them, and exports a list its import reads back', async () => {
    const doctor = await owner('List Import Clinic');
    const skuOf = async (id: number) =>
      (await t.db.select({ sku: products.sku }).from(products).where(eq(products.id, id)))[0]?.sku ?? '';
    const [gauze, filler, soldOut] = [
      await skuOf(ids.gauze),
      await skuOf(ids.filler),
      await skuOf(ids.soldOut),
    ];
    const list = await create(doctor.cookie, {
      name: 'Imported',
      items: [{ productId: ids.filler, quantity: 9_000, minLevel: 100, parLevel: 9_500 }],
    });
    const importing = (text: string, cookie = doctor.cookie) =>
      t.call('POST', listImportPath(list.id), cookie, { text });

    // Refused as a whole, nothing written: no line, over 500 lines; a bookkeeper; another practice.
    for (const [text, message] of [
      ['\n \n', q.empty],
      [Array.from({ length: 501 }, () => `${gauze} 1`).join('\n'), q.tooManyLines],
    ] as const) {
      const res = await importing(text);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ message, fieldErrors: { text: [message] } });
    }
    const bookkeeper = await member(doctor, 'bookkeeper');
    expect((await importing(`${gauze} 1`, bookkeeper.cookie)).statusCode).toBe(403);
    const stranger = await owner('List Import Stranger Clinic');
    expect((await importing(`${gauze} 1`, stranger.cookie)).statusCode).toBe(404);
    expect((await t.call('GET', listPath(list.id), doctor.cookie)).json<SupplyList>()).toMatchObject({
      version: 1,
      itemCount: 1,
    });

    const res = await importing(
      [
        'SKU,Quantity',
        `${gauze.toLowerCase()},3`,
        `${gauze}\t2`,
        'NOPE-1 1',
        `${soldOut} 0`,
        `${soldOut} 4`,
        `${filler} 1500`,
        `${gauze} 10000`,
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ImportListResponse>();
    expect(answer.lines.map((line) => [line.line, line.status, line.message])).toEqual([
      [2, 'added', null],
      [3, 'added', q.addedUp(2)],
      [4, 'refused', q.unknownCode('NOPE-1')],
      [5, 'refused', m.quantity],
      // Out of stock is no reason: a list is what is ordered again.
      [6, 'added', null],
      [7, 'refused', m.lineLimit],
      [8, 'refused', m.quantity],
    ]);
    expect(answer.message).toBe(m.imported(3, 4));
    expect(answer.list.items.map((item) => [item.productId, item.quantity])).toEqual([
      [ids.filler, 9_000],
      [ids.gauze, 5],
      [ids.soldOut, 4],
    ]);
    expect(answer.list.version).toBe(2);

    // Exported, then imported into a new list: the same products and quantities.
    const exported = await t.call('GET', listExportPath(list.id), doctor.cookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="imported.csv"');
    expect(exported.body).toBe(
      '\uFEFFSKU,Quantity,Minimum,Par level,Product\r\n' +
        `${filler},9000,100,9500,List Filler 1ml\r\n${gauze},5,,,List Gauze\r\n${soldOut},4,,,List Sold Out\r\n`,
    );
    const copy = await create(doctor.cookie, { name: 'Imported again' });
    const again = await t.call('POST', listImportPath(copy.id), doctor.cookie, { text: exported.body });
    expect(
      again.json<ImportListResponse>().list.items.map((item) => [item.productId, item.quantity]),
    ).toEqual([
      [ids.filler, 9_000],
      [ids.gauze, 5],
      [ids.soldOut, 4],
    ]);
    expect((await t.call('GET', listExportPath(list.id), stranger.cookie)).statusCode).toBe(404);
  });
});
