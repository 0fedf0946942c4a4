import { recallMessages } from '@shop/contract/recall';
import { catalogMessages } from '@shop/contract/messages';
import {
  STOCK_LEDGER_PAGE_SIZE,
  STOCK_LIST_PAGE_SIZE,
  stockMessages,
  type ProductStock,
  type StockLevels,
  type StockListPage,
  type StockListQuery,
  type StockMovementInput,
  type StockSettingsInput,
} from '@shop/contract/stock-schemas';
import { todayIso } from '@shop/contract/auth-schemas';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { pagePositionOf, pageWindow } from '../../lib/paging';
import { changesBetween, recordAudit } from '../audit/audit.service';
import {
  addToLot,
  countStockAttention,
  findStockPage,
  insertLot,
  insertMovement,
  lockLot,
  lockProductStock,
  productLedgerPage,
  productLots,
  productStockLevels,
  productStockSettings,
  setOnHand,
  setStockSettings,
  type ProductStockLevels,
} from './stock-admin.repository';

/** Levels as the admin sees them: available, and low while tracked and at or below the threshold. */
function levelsOf(row: ProductStockLevels): StockLevels {
  const available = row.onHand - row.reserved;
  return {
    productId: row.productId,
    trackInventory: row.trackInventory,
    lotTracked: row.lotTracked,
    lowStockThreshold: row.lowStockThreshold,
    onHand: row.onHand,
    reserved: row.reserved,
    available,
    lowStock: row.trackInventory && available <= row.lowStockThreshold,
  };
}

/** An admin's stock action on a product, in the audit trail. */
const auditStock = (
  tx: Db,
  adminId: number,
  productId: number,
  action: string,
  details: Record<string, unknown>,
) => recordAudit(tx, { actorUserId: adminId, action, entityType: 'product', entityId: productId, details });

/**
 * A product's stock: its levels, its lots holding stock (soonest expiry first) and a page of its
 * ledger, newest first. A product that does not track its stock answers too (zeros, or what it held
 * when tracking stopped).
 */
export async function productStock(db: Db, productId: number, page = 1): Promise<ProductStock> {
  const [levels, lots, ledger] = await Promise.all([
    productStockLevels(db, productId),
    productLots(db, productId),
    productLedgerPage(db, productId, pageWindow(page, STOCK_LEDGER_PAGE_SIZE)),
  ]);
  if (!levels) throw notFound(catalogMessages.productNotFound);
  return {
    ...levelsOf(levels),
    productName: levels.productName,
    lots,
    ledger: {
      movements: ledger.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      ...pagePositionOf(ledger.totalCount, page, STOCK_LEDGER_PAGE_SIZE),
    },
  };
}

/** The change of on hand a movement makes: in for a receive, out for a write-off, signed for an adjustment. */
const changeOf = (movement: StockMovementInput) =>
  movement.kind === 'receive' || movement.kind === 'adjust' ? movement.quantity : -movement.quantity;

/** A refusal of one field of the movement: 400 with that field's message. */
const refuse = (field: keyof StockMovementInput | 'expiryDate', message: string) =>
  badRequest(message, { [field]: [message] });

/**
 * Which lot a movement of a lot-tracked product moves, after checking it against the lots the product
 * holds (its row locked): an existing one, or for a receive a new one (`id` undefined).
 */
async function lotOf(tx: Db, productId: number, movement: StockMovementInput, change: number) {
  const { lotNumber } = movement;
  const expiryDate = movement.kind === 'receive' ? movement.expiryDate : undefined;
  const expiryMissing = movement.kind === 'receive' && expiryDate === undefined;
  if (lotNumber === undefined || expiryMissing) {
    const fieldErrors = {
      ...(lotNumber === undefined ? { lotNumber: [stockMessages.lotNumberRequired] } : {}),
      ...(expiryMissing ? { expiryDate: [stockMessages.expiryRequired] } : {}),
    };
    throw badRequest(
      lotNumber === undefined ? stockMessages.lotNumberRequired : stockMessages.expiryRequired,
      fieldErrors,
    );
  }

  const lot = await lockLot(tx, productId, lotNumber);
  // A recalled lot's units left the shelf with the recall (docs/decisions/036); none come back.
  if (lot?.recallId != null) throw conflict(recallMessages.lotRecalled(lotNumber));
  if (expiryDate !== undefined) {
    // A receive: into the lot it names, which must be the same lot (same expiry) when held already.
    if (lot && lot.expiryDate !== expiryDate) {
      throw refuse('expiryDate', stockMessages.expiryMismatch(lotNumber, lot.expiryDate));
    }
    return { lotNumber, expiryDate, id: lot?.id };
  }
  if (!lot) throw refuse('lotNumber', stockMessages.lotUnknown(lotNumber));
  if (lot.onHand + change < 0) throw refuse('quantity', stockMessages.lotBelowZero(lotNumber, lot.onHand));
  return { lotNumber, expiryDate: lot.expiryDate, id: lot.id };
}

/**
 * Posts one movement of a product's stock (receive, adjust, damage, expire) with its ledger row and
 * audit entry, in one transaction that first locks the product's stock row: concurrent movements of
 * one product (and the checkout's reservations, and shipping) run one after another, so each sees the
 * levels the one before left. Any refusal throws before anything is written, and the transaction
 * leaves nothing behind. Answers the product's stock after it.
 */
export async function postMovement(db: Db, adminId: number, productId: number, movement: StockMovementInput) {
  await db.transaction(async (tx) => {
    // The stock row first (see lockProductStock), then the settings, read after the lock: a change
    // of the settings takes the same lock, so these are the ones the movement runs under.
    const stock = await lockProductStock(tx, productId);
    const product = await productStockSettings(tx, productId);
    if (!product) throw notFound(catalogMessages.productNotFound);
    if (!stock || !product.trackInventory) throw conflict(stockMessages.notTracked);

    const change = changeOf(movement);
    let lot: Awaited<ReturnType<typeof lotOf>> | undefined;
    if (product.lotTracked) {
      lot = await lotOf(tx, productId, movement, change);
    } else if (movement.lotNumber !== undefined) {
      throw refuse('lotNumber', stockMessages.lotNumberUnexpected);
    } else if (movement.kind === 'receive' && movement.expiryDate !== undefined) {
      throw refuse('expiryDate', stockMessages.expiryUnexpected);
    }
    const onHand = stock.onHand + change;
    if (onHand < 0) throw refuse('quantity', stockMessages.belowZero(stock.onHand));
    if (onHand < stock.reserved) throw refuse('quantity', stockMessages.belowReserved(stock.reserved));

    await setOnHand(tx, productId, onHand);
    let lotId = lot?.id;
    if (lot && lotId === undefined) {
      lotId = await insertLot(tx, {
        productId,
        lotNumber: lot.lotNumber,
        expiryDate: lot.expiryDate,
        onHand: change,
      });
    } else if (lotId !== undefined) {
      await addToLot(tx, lotId, change);
    }
    const reason = movement.reason || null;
    const movementId = await insertMovement(tx, {
      productId,
      kind: movement.kind,
      quantity: change,
      lotId: lotId ?? null,
      reason,
      actorId: adminId,
    });
    await auditStock(tx, adminId, productId, `stock.${movement.kind}`, {
      movementId,
      quantity: change,
      ...(lot ? { lotNumber: lot.lotNumber, expiryDate: lot.expiryDate } : {}),
      ...(reason ? { reason } : {}),
      onHand: { before: stock.onHand, after: onHand },
    });
  });
  return productStock(db, productId);
}

/**
 * Sets a product's stock settings with an audit entry of what changed, under its stock row's lock
 * (when it has one) so no movement or reservation runs between the checks and the change. Turning
 * tracking off while orders hold reservations, or switching lot tracking while stock is on hand (the
 * lots would no longer add up to it), is a 409. Turning tracking on makes the stock row (a trigger).
 */
export async function changeStockSettings(
  db: Db,
  adminId: number,
  productId: number,
  settings: StockSettingsInput,
): Promise<StockLevels> {
  await db.transaction(async (tx) => {
    const stock = await lockProductStock(tx, productId);
    const product = await productStockSettings(tx, productId);
    if (!product) throw notFound(catalogMessages.productNotFound);
    const reserved = stock?.reserved ?? 0;
    if (product.trackInventory && !settings.trackInventory && reserved > 0) {
      throw conflict(stockMessages.untrackWithReservations(reserved));
    }
    if (product.lotTracked !== settings.lotTracked && (stock?.onHand ?? 0) > 0) {
      throw conflict(stockMessages.lotTrackedWithStock);
    }
    const before = {
      trackInventory: product.trackInventory,
      lotTracked: product.lotTracked,
      lowStockThreshold: product.lowStockThreshold,
    };
    const changes = changesBetween(before, settings);
    if (Object.keys(changes).length === 0) return;
    await setStockSettings(tx, productId, settings);
    await auditStock(tx, adminId, productId, 'stock.settings', changes);
  });
  const levels = await productStockLevels(db, productId);
  if (!levels) throw notFound(catalogMessages.productNotFound);
  return levelsOf(levels);
}

/** The date `days` after today (the shop's calendar day in UTC), as YYYY-MM-DD. */
function daysFromToday(days: number) {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The stock the admin's Today view counts: low stock, and lots expiring within `days` (issue 38). */
export function stockAttention(db: Db, days: number) {
  return countStockAttention(db, daysFromToday(days));
}

/** The stock list: every tracked product's levels and nearest lot expiry, filtered and paged. */
export async function listStock(db: Db, query: StockListQuery): Promise<StockListPage> {
  const { rows, totalCount } = await findStockPage(
    db,
    {
      lowStock: query.lowStock,
      expiringBy:
        query.expiringWithinDays === undefined ? undefined : daysFromToday(query.expiringWithinDays),
      search: query.q,
    },
    pageWindow(query.page, STOCK_LIST_PAGE_SIZE),
  );
  return {
    products: rows.map((row) => ({
      ...levelsOf(row),
      productName: row.productName,
      nearestExpiry: row.nearestExpiry,
    })),
    ...pagePositionOf(totalCount, query.page, STOCK_LIST_PAGE_SIZE),
  };
}
