import type { MessageResponse } from '@shop/contract/common-schemas';
import type {
  AddListItemBody,
  CountStockBody,
  CreateListBody,
  ImportListResponse,
  ListItemInput,
  ListSchedule,
  ListToCartBody,
  ListToCartResponse,
  PatchListBody,
  PatchScheduleBody,
  PutListItemsBody,
  PutScheduleBody,
  SupplyList,
  SupplyListSummary,
} from '@shop/contract/supply-list-schemas';
import { checkoutMessages } from '@shop/contract/order-messages';
import type { BulkCartLine } from '@shop/contract/cart-schemas';
import { quickOrderMessages } from '@shop/contract/quick-order';
import {
  firstWeekdayAfter,
  LIST_ITEMS_MAX,
  LIST_QUANTITY_MAX,
  parOrderQuantity,
  scheduleAfter,
  supplyListMessages as m,
} from '@shop/contract/supply-lists';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { isUniqueViolation } from '../../lib/db-errors';
import { mayOrder, type CurrentUser } from '../../plugins/session-store';
import { addAgain } from '../cart/cart.service';
import {
  answeredLines,
  askedByProduct,
  codeRefusal,
  lineAnswer,
  readCodeLines,
} from '../cart/quick-order.service';
import { productNames, productsById } from '../catalog/products.service';
import { availableStock } from '../stock/order-stock.service';
import {
  addItems,
  changeVisibleList,
  deleteSchedule,
  deleteVisibleList,
  findListItems,
  findVisibleList,
  findVisibleLists,
  insertList,
  replaceItems,
  updateSchedule,
  upsertSchedule,
  type ListItemRow,
  type ListViewer,
} from './lists.repository';

/**
 * Supply lists (issue 41, docs/decisions/057): a practice's named lists, shared with its members
 * unless private to their author. Every member sees them; a member who may not order (a bookkeeper)
 * may not make, change or order from one (403). Another practice's list, or another member's private
 * one, is as unknown as a missing one (404). A change names the version it was based on and is
 * refused (409) when another came first.
 */

type Parsed<T extends z.ZodType> = z.output<T>;

function viewerOf(user: CurrentUser): ListViewer {
  if (!user.practice) throw notFound(m.notFound);
  return { userId: user.id, practiceId: user.practice.id };
}

function editorOf(user: CurrentUser): ListViewer {
  const viewer = viewerOf(user);
  if (!mayOrder(user)) throw forbidden(m.cannotChange);
  return viewer;
}

const nameTaken = () => badRequest(m.nameTaken, { name: [m.nameTaken] });

export async function listLists(db: Db, user: CurrentUser): Promise<SupplyListSummary[]> {
  const rows = await findVisibleLists(db, viewerOf(user));
  return rows.map((row) => summaryOf(row, user.id, row.itemCount));
}

type ListRow = NonNullable<Awaited<ReturnType<typeof findVisibleList>>>;

function summaryOf(row: ListRow, userId: number, itemCount: number): SupplyListSummary {
  return {
    id: row.id,
    name: row.name,
    private: row.private,
    authorName: row.authorName,
    mine: row.authorId === userId,
    itemCount,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    schedule: scheduleOf(row, userId),
  };
}

/** A list's schedule as its left join read it, or null when it has none. */
function scheduleOf(row: ListRow, userId: number): ListSchedule | null {
  const { scheduleUserId, everyWeeks, weekday, nextOn, paused } = row;
  if (
    scheduleUserId === null ||
    everyWeeks === null ||
    weekday === null ||
    nextOn === null ||
    paused === null
  )
    return null;
  return {
    everyWeeks,
    weekday,
    nextOn,
    paused,
    ownerName: row.scheduleOwnerName ?? '',
    mine: scheduleUserId === userId,
  };
}

/** One list with its lines: each product as the catalogue shows it now, and what is available of it. */
export async function getList(db: Db, user: CurrentUser, id: number): Promise<SupplyList> {
  const viewer = viewerOf(user);
  const row = await findVisibleList(db, viewer, id);
  if (!row) throw notFound(m.notFound);
  const lines = await findListItems(db, id);
  const ids = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const [products, stock] = await Promise.all([productsById(db, ids), availableStock(db, ids)]);
  const items: SupplyList['items'] = [];
  const removed: SupplyList['removed'] = [];
  for (const line of lines) {
    const product = line.productId === null ? undefined : products.get(line.productId);
    if (!product) {
      removed.push({ productName: line.productName, message: m.removedProduct(line.productName) });
      continue;
    }
    items.push({
      productId: product.id,
      productName: product.name,
      sku: product.sku,
      imageUrl: product.imageUrl,
      price: product.price,
      inStock: product.inStock,
      available: product.trackInventory ? (stock.get(product.id)?.available ?? 0) : null,
      quantity: line.quantity,
      minLevel: line.minLevel,
      parLevel: line.parLevel,
    });
  }
  return { ...summaryOf(row, user.id, items.length), items, removed };
}

/**
 * The lines as sent, each product checked to exist and to be on the list once; refused as a whole
 * (400, the field of each wrong line named) otherwise.
 */
async function checkedItems(db: Db, items: readonly Parsed<typeof ListItemInput>[]): Promise<ListItemRow[]> {
  const names = await productNames(
    db,
    items.map((item) => item.productId),
  );
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  for (const [index, item] of items.entries()) {
    if (!names.has(item.productId)) errors[`items.${index}.productId`] = [m.unknownProduct];
    else if (seen.has(item.productId)) errors[`items.${index}.productId`] = [m.duplicateProduct];
    seen.add(item.productId);
  }
  const [first] = Object.values(errors);
  if (first?.[0]) throw badRequest(first[0], errors);
  return items.map((item) => ({
    productId: item.productId,
    productName: names.get(item.productId) ?? '',
    quantity: item.quantity,
    minLevel: item.minLevel ?? null,
    parLevel: item.parLevel ?? null,
  }));
}

export async function createList(
  db: Db,
  user: CurrentUser,
  body: Parsed<typeof CreateListBody>,
): Promise<SupplyList> {
  const viewer = editorOf(user);
  const id = await db
    .transaction(async (tx) => {
      const listId = await insertList(tx, {
        practiceId: viewer.practiceId,
        authorId: viewer.userId,
        name: body.name,
        private: body.private,
      });
      await replaceItems(tx, listId, await checkedItems(tx, body.items));
      return listId;
    })
    .catch(refuseTakenName);
  return getList(db, user, id);
}

/** A name the practice has for another list (any case): its unique index refuses it. */
function refuseTakenName(err: unknown): never {
  if (isUniqueViolation(err, 'supply_lists_practice_name_key')) throw nameTaken();
  throw err;
}

/**
 * Counts a change of a list the editor sees, based on `version` (undefined: any); in a transaction,
 * its row stays locked to the end. Refused: 404 for a list the editor does not see, 403 for a change of
 * `private` by another than its author, 409 when another change came first.
 */
async function changeList(
  tx: Db,
  viewer: ListViewer,
  id: number,
  version: number | undefined,
  changes: Partial<{ name: string; private: boolean }> = {},
) {
  if (await changeVisibleList(tx, viewer, id, version, changes)) return;
  const row = await findVisibleList(tx, viewer, id);
  if (!row) throw notFound(m.notFound);
  if (changes.private !== undefined && changes.private !== row.private && row.authorId !== viewer.userId)
    throw forbidden(m.privateAuthorOnly);
  throw conflict(m.staleVersion);
}

export async function patchList(
  db: Db,
  user: CurrentUser,
  id: number,
  body: Parsed<typeof PatchListBody>,
): Promise<SupplyList> {
  const viewer = editorOf(user);
  await changeList(db, viewer, id, body.version, {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.private === undefined ? {} : { private: body.private }),
  }).catch(refuseTakenName);
  return getList(db, user, id);
}

/**
 * Writes a list's lines in the transaction of the change they count as (based on `version`;
 * undefined: any), then answers the list as it is.
 */
async function changeLines(
  db: Db,
  user: CurrentUser,
  id: number,
  version: number | undefined,
  write: (tx: Db) => Promise<void>,
): Promise<SupplyList> {
  const viewer = editorOf(user);
  await db.transaction(async (tx) => {
    await changeList(tx, viewer, id, version);
    await write(tx);
  });
  return getList(db, user, id);
}

/** Every line, in order: the list becomes these; the notes of deleted products go with it. */
export function putItems(
  db: Db,
  user: CurrentUser,
  id: number,
  body: Parsed<typeof PutListItemsBody>,
): Promise<SupplyList> {
  return changeLines(db, user, id, body.version, async (tx) =>
    replaceItems(tx, id, await checkedItems(tx, body.items)),
  );
}

/**
 * Save to list: a product onto the list after its last line, or its quantity added to the line it
 * has (up to the lists' limit). Based on no version: an addition loses no one's change.
 */
export function addListItem(
  db: Db,
  user: CurrentUser,
  id: number,
  body: Parsed<typeof AddListItemBody>,
): Promise<SupplyList> {
  return changeLines(db, user, id, undefined, async (tx) => {
    const [item] = await checkedItems(tx, [body]);
    if (item) await addItems(tx, id, [item]);
  });
}

export async function deleteList(db: Db, user: CurrentUser, id: number): Promise<MessageResponse> {
  const viewer = editorOf(user);
  const name = await deleteVisibleList(db, viewer, id);
  if (name === undefined) throw notFound(m.notFound);
  return { message: m.deleted(name) };
}

/** A list the member sees and may order from (a bookkeeper may not: 403), with its lines in order. */
async function listToOrderFrom(db: Db, user: CurrentUser, id: number) {
  const viewer = viewerOf(user);
  if (!mayOrder(user)) throw forbidden(checkoutMessages.bookkeeperCannotOrder);
  const row = await findVisibleList(db, viewer, id);
  if (!row) throw notFound(m.notFound);
  return { version: row.version, lines: await findListItems(db, id) };
}

/**
 * Add all to cart (or the chosen lines): as Order Again, each line capped at what is available and
 * at the cart's line limit, those no longer sold or out of stock named.
 */
export async function listToCart(
  db: Db,
  user: CurrentUser,
  id: number,
  body: Parsed<typeof ListToCartBody>,
): Promise<ListToCartResponse> {
  const { lines } = await listToOrderFrom(db, user, id);
  let chosen = lines;
  if (body.productIds) {
    const onList = new Set(lines.map((line) => line.productId));
    const errors: Record<string, string[]> = {};
    for (const [index, productId] of body.productIds.entries())
      if (!onList.has(productId)) errors[`productIds.${index}`] = [m.notOnList];
    if (Object.keys(errors).length > 0) throw badRequest(m.notOnList, errors);
    const wanted = new Set(body.productIds);
    chosen = lines.filter((line) => line.productId !== null && wanted.has(line.productId));
  }
  return addAgain(db, { userId: user.id }, chosen);
}

/**
 * Count stock (par levels): what is on the shelf of each counted line, against the minimums and par
 * levels of the version the count was made on (409 when the list changed since). The lines below
 * their minimum go in the cart up to their par level (`parOrderQuantity`, the rule the page shows the
 * arithmetic of), as Add to cart puts them: capped at what is available, the others named.
 */
export async function countToCart(
  db: Db,
  user: CurrentUser,
  id: number,
  body: Parsed<typeof CountStockBody>,
): Promise<ListToCartResponse> {
  const { version, lines } = await listToOrderFrom(db, user, id);
  if (version !== body.version) throw conflict(m.staleVersion);
  const byProduct = new Map(
    lines.flatMap((line) => (line.productId === null ? [] : [[line.productId, line]])),
  );
  const errors: Record<string, string[]> = {};
  const counted = new Set<number>();
  const wanted: { productId: number; productName: string; quantity: number }[] = [];
  for (const [index, { productId, onShelf }] of body.counts.entries()) {
    const line = byProduct.get(productId);
    const refusal = !line
      ? m.notOnList
      : counted.has(productId)
        ? m.countedTwice
        : line.parLevel === null
          ? m.noParLevel
          : undefined;
    counted.add(productId);
    if (refusal) errors[`counts.${index}.productId`] = [refusal];
    else if (line && onShelf !== null) {
      const quantity = parOrderQuantity(line, onShelf) ?? 0;
      if (quantity > 0) wanted.push({ productId, productName: line.productName, quantity });
    }
  }
  const [first] = Object.values(errors);
  if (first?.[0]) throw badRequest(first[0], errors);
  return addAgain(db, { userId: user.id }, wanted);
}

/** A list the editor sees (404 for another's). */
async function editableList(db: Db, user: CurrentUser, id: number) {
  const row = await findVisibleList(db, editorOf(user), id);
  if (!row) throw notFound(m.notFound);
  return row;
}

/**
 * Scheduled reorders (issue 41): the list repeats every `everyWeeks` weeks on `weekday`, from the
 * first such day after `today`, into the cart of the member who sets it (replacing any schedule it
 * had, and resuming it).
 */
export async function putSchedule(
  db: Db,
  user: CurrentUser,
  id: number,
  body: Parsed<typeof PutScheduleBody>,
  today: string,
): Promise<SupplyList> {
  await editableList(db, user, id);
  await upsertSchedule(db, {
    listId: id,
    userId: user.id,
    everyWeeks: body.everyWeeks,
    weekday: body.weekday,
    nextOn: firstWeekdayAfter(today, body.weekday),
  });
  return getList(db, user, id);
}

/**
 * Pause, resume, or skip the next date once. A schedule resumed after its date has passed starts
 * again on the first of its weekdays after `today`; a skip moves it one period on (from `today`'s
 * side, when it fell due while paused).
 */
export async function patchSchedule(
  db: Db,
  user: CurrentUser,
  id: number,
  body: Parsed<typeof PatchScheduleBody>,
  today: string,
): Promise<SupplyList> {
  const schedule = scheduleOf(await editableList(db, user, id), user.id);
  if (!schedule) throw notFound(m.noSchedule);
  const { nextOn, everyWeeks, weekday } = schedule;
  const changes =
    body.action === 'pause'
      ? { paused: true }
      : body.action === 'resume'
        ? { paused: false, nextOn: nextOn >= today ? nextOn : firstWeekdayAfter(today, weekday) }
        : { nextOn: scheduleAfter(nextOn, everyWeeks, today) };
  if (!(await updateSchedule(db, id, changes))) throw notFound(m.noSchedule);
  return getList(db, user, id);
}

export async function removeSchedule(db: Db, user: CurrentUser, id: number): Promise<SupplyList> {
  await editableList(db, user, id);
  if (!(await deleteSchedule(db, id))) throw notFound(m.noSchedule);
  return getList(db, user, id);
}

/**
 * A list's import (issue 41): lines of a code and a quantity, read and checked as quick order reads
 * them (an unknown code, a product no longer sold, a quantity not a whole number from 1 to 9,999:
 * the line is refused with its reason), go on the list after its last line, those of one product
 * added up with each other and with its line on the list (refused together past 9,999), a new
 * product refused once the list holds 500. Out of stock is no reason: a list is what is ordered
 * again, not what is available today. The text as a whole is refused, nothing added, as quick order
 * refuses it.
 */
export async function importToList(
  db: Db,
  user: CurrentUser,
  id: number,
  text: string,
): Promise<ImportListResponse> {
  const viewer = editorOf(user);
  await editableList(db, user, id);
  const { lines, soldBefore } = await readCodeLines(db, text, LIST_QUANTITY_MAX);
  const answers = await db.transaction(async (tx) => {
    await changeList(tx, viewer, id, undefined);
    const held = new Map(
      (await findListItems(tx, id)).flatMap((line) =>
        line.productId === null ? [] : [[line.productId, line.quantity] as const],
      ),
    );
    const asked = askedByProduct(lines);
    let room = LIST_ITEMS_MAX - held.size;
    const taken = new Set<number>();
    const judged = lines.map((line): BulkCartLine => {
      const { product } = line;
      const { answer, refused } = lineAnswer(line);
      const unknown = codeRefusal(line, soldBefore);
      if (unknown || !product) return refused(unknown ?? m.product);
      const group = asked.get(product.id);
      if (line.quantityAsked === undefined || !group) return refused(m.quantity);
      if ((held.get(product.id) ?? 0) + group.quantity > LIST_QUANTITY_MAX) return refused(m.lineLimit);
      if (!held.has(product.id) && !taken.has(product.id)) {
        if (room <= 0) return refused(m.items);
        room -= 1;
        taken.add(product.id);
      }
      return {
        ...answer,
        status: 'added',
        message: group.first !== line.line ? quickOrderMessages.addedUp(group.first) : null,
      };
    });
    // The lines of a product are added or refused together: each product added, at its sum.
    const adding = new Map<number, { productId: number; productName: string; quantity: number }>();
    for (const answer of judged) {
      const group = answer.productId === null ? undefined : asked.get(answer.productId);
      if (answer.status === 'added' && answer.productId !== null && answer.productName !== null && group)
        adding.set(answer.productId, {
          productId: answer.productId,
          productName: answer.productName,
          quantity: group.quantity,
        });
    }
    await addItems(tx, id, [...adding.values()]);
    return judged;
  });
  return {
    ...answeredLines(answers, { some: m.imported, none: m.noneImported }),
    list: await getList(db, user, id),
  };
}

const EXPORT_HEADER = ['SKU', 'Quantity', 'Minimum', 'Par level', 'Product'];

/**
 * A list as a CSV, one line per product still sold (SKU first, then its quantity, so that the list's
 * import and quick order read the file back), with its minimum, par level and name; the file is named
 * after the list.
 */
export async function exportListCsv(db: Db, user: CurrentUser, id: number) {
  const list = await getList(db, user, id);
  const text = [
    CSV_BOM,
    csvLine(EXPORT_HEADER),
    ...list.items.map((item) =>
      csvLine([item.sku, item.quantity, item.minLevel, item.parLevel, item.productName]),
    ),
  ].join('');
  return { text, fileName: `${fileNameOf(list.name)}.csv` };
}

/** A list's name as a file's: letters, digits and hyphens (another list's name never breaks a header). */
const fileNameOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'supply-list';
