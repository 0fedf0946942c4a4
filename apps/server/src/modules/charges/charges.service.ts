import { chargesMessages as m } from '@shop/contract/charges-messages';
import type {
  ShippingZone,
  ShippingZonePatch,
  ShippingZoneValues,
  TaxExemption,
  TaxExemptionInput,
  TaxRate,
  TaxRatePatch,
  TaxRateValues,
} from '@shop/contract/charges-schemas';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { computeCharges, type ChargeLine, type ChargeRules, type Charges } from '@shop/contract/charges';
import { addressArea, isSubdivisionOf, type AddressArea } from '@shop/contract/regions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippingZones } from '../../db/schema/charges';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ChargeRulesCache } from '../../plugins/response-cache';
import { changesBetween, deleteWithAudit, recordAudit, type AuditEntry } from '../audit/audit.service';
import {
  anyChargeSettings,
  chargeRules,
  areasOf,
  deleteRate,
  deleteZone,
  findDoctorExemption,
  findRate,
  findZone,
  insertRate,
  insertZone,
  selectRates,
  selectZones,
  setPracticeExemption,
  takenAreas,
  updateRate,
  updateZone,
} from './charges.repository';
import { EXAMPLE_RATES, EXAMPLE_ZONES } from './example-charges';

/**
 * The admin's shipping zones, tax rates and doctors' tax exemptions (issue 37, docs/decisions/051).
 * Each change lands with its audit entry in one transaction; a state or province is one zone's only
 * (checked here for the message, and by shipping_zone_areas' key against a concurrent change).
 */

export const listZones = (db: Db) => selectZones(db);
export const listRates = (db: Db) => selectRates(db);

/**
 * The 400 for places another zone covers, on the field that names them; none when all are free.
 * A state names its zone; a whole country, its whole-country zone.
 */
async function refuseTakenAreas(
  tx: Db,
  zone: { country: string; regions: readonly string[] },
  exceptZone?: number,
) {
  const taken = await takenAreas(tx, areasOf(zone), exceptZone);
  if (taken.length === 0) return;
  if (zone.regions.length === 0) {
    const message = m.countryTaken(taken[0]?.zone ?? '');
    throw badRequest(message, { country: [message] });
  }
  const messages = taken.map((row) => m.regionTaken(row.area, row.zone));
  throw badRequest(messages[0] ?? m.regionRepeated, { regions: messages });
}

/** A concurrent change took one of the places between the check and the write: the same 400. */
async function writingAreas<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'shipping_zone_areas_pkey'))
      throw badRequest(m.regionRepeated, { regions: [m.regionRepeated] });
    throw err;
  }
}

/** What the audit trail calls a shipping zone and a tax rate. */
type ChargeEntity = 'shipping_zone' | 'tax_rate';

/** A shipping zone's or a tax rate's audit entry: its action is the entity type and the verb. */
const chargeAudit = (
  adminId: number,
  entityType: ChargeEntity,
  verb: 'create' | 'update' | 'delete',
  entityId: number,
  details: Record<string, unknown>,
): AuditEntry => ({ actorUserId: adminId, action: `${entityType}.${verb}`, entityType, entityId, details });

/** An update's audit entry, with the fields it changed; none when it changed nothing. */
async function auditChanges<T extends object>(
  tx: Db,
  adminId: number,
  entityType: ChargeEntity,
  entityId: number,
  before: T,
  after: T,
) {
  const changes = changesBetween(before, after);
  if (Object.keys(changes).length > 0)
    await recordAudit(tx, chargeAudit(adminId, entityType, 'update', entityId, changes));
}

export function createZone(db: Db, adminId: number, values: ShippingZoneValues): Promise<ShippingZone> {
  return writingAreas(() =>
    db.transaction(async (tx) => {
      await refuseTakenAreas(tx, values);
      const { regions, ...columns } = values;
      const id = await insertZone(tx, columns, areasOf({ country: values.country, regions }));
      const zone = await findZone(tx, id);
      if (!zone) throw new Error('the new zone is gone');
      await recordAudit(tx, chargeAudit(adminId, 'shipping_zone', 'create', id, { ...zone }));
      return zone;
    }),
  );
}

export function updateZoneById(
  db: Db,
  adminId: number,
  id: number,
  patch: ShippingZonePatch,
): Promise<ShippingZone> {
  return writingAreas(() =>
    db.transaction(async (tx) => {
      const before = await findZone(tx, id, true);
      if (!before) throw notFound(m.zoneNotFound);
      const after = { ...before, ...patch };
      // A new country without new regions: the zone's regions must be the new country's too.
      if (patch.regions === undefined) {
        const foreign = after.regions.filter((region) => !isSubdivisionOf(after.country, region));
        if (foreign.length > 0)
          throw badRequest(m.region(after.country), { regions: [m.region(after.country)] });
      }
      const placesChange = patch.country !== undefined || patch.regions !== undefined;
      if (placesChange) await refuseTakenAreas(tx, after, id);
      const { regions: _regions, id: _id, ...columns } = after;
      await updateZone(tx, id, columns, placesChange ? areasOf(after) : undefined);
      const zone = await findZone(tx, id);
      if (!zone) throw new Error('the zone is gone');
      await auditChanges(tx, adminId, 'shipping_zone', id, before, zone);
      return zone;
    }),
  );
}

/** Deletes a zone or a rate with its audit entry: a 404 with `messages.missing` when there is none. */
async function deleteCharge(
  db: Db,
  adminId: number,
  entityType: ChargeEntity,
  id: number,
  remove: (tx: Db, id: number) => Promise<object | undefined>,
  messages: { missing: string; deleted: string },
): Promise<MessageResponse> {
  await deleteWithAudit(
    db,
    (tx) => remove(tx, id),
    messages.missing,
    (removed) => chargeAudit(adminId, entityType, 'delete', id, { ...removed }),
  );
  return { message: messages.deleted };
}

/** Orders already placed keep what they were charged: they hold their own amounts, not the zone. */
export const deleteZoneById = (db: Db, adminId: number, id: number) =>
  deleteCharge(db, adminId, 'shipping_zone', id, deleteZone, {
    missing: m.zoneNotFound,
    deleted: m.zoneDeleted,
  });

export function createRate(db: Db, adminId: number, values: TaxRateValues): Promise<TaxRate> {
  return db.transaction(async (tx) => {
    const rate = await insertRate(tx, values);
    await recordAudit(tx, chargeAudit(adminId, 'tax_rate', 'create', rate.id, { ...rate }));
    return rate;
  });
}

export function updateRateById(db: Db, adminId: number, id: number, patch: TaxRatePatch): Promise<TaxRate> {
  return db.transaction(async (tx) => {
    const before = await findRate(tx, id, true);
    if (!before) throw notFound(m.taxRateNotFound);
    const after = { ...before, ...patch };
    if (after.region !== null && !isSubdivisionOf(after.country, after.region)) {
      throw badRequest(m.region(after.country), { region: [m.region(after.country)] });
    }
    const { id: _id, ...columns } = after;
    const rate = await updateRate(tx, id, columns);
    if (!rate) throw notFound(m.taxRateNotFound);
    await auditChanges(tx, adminId, 'tax_rate', id, before, rate);
    return rate;
  });
}

/** Orders already placed keep their taxes: they hold their own amounts, not the rate. */
export const deleteRateById = (db: Db, adminId: number, id: number) =>
  deleteCharge(db, adminId, 'tax_rate', id, deleteRate, {
    missing: m.taxRateNotFound,
    deleted: m.taxRateDeleted,
  });

/**
 * Loads the example zones and rates (docs/product.md, Shipping and taxes) into a shop that has
 * none; 409 once any zone or rate exists, so it never mixes with an admin's own settings.
 */
export async function loadExampleCharges(db: Db, adminId: number): Promise<MessageResponse> {
  await db.transaction(async (tx) => {
    // One loader at a time: the second waits, then finds the first's settings.
    await tx.execute(sql`lock table ${shippingZones} in share row exclusive mode`);
    if (await anyChargeSettings(tx)) throw conflict(m.examplesRefused);
    for (const zone of EXAMPLE_ZONES) {
      const { regions: _regions, ...columns } = zone;
      await insertZone(tx, columns, areasOf(zone));
    }
    for (const rate of EXAMPLE_RATES) await insertRate(tx, rate);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'charges.examples',
      entityType: 'charges',
      details: { zones: EXAMPLE_ZONES.length, rates: EXAMPLE_RATES.length },
    });
  });
  return { message: m.examplesLoaded };
}

/** The tax exemption of a doctor's practice (issue 39); 404 for no such doctor, null for none. */
export async function doctorExemption(db: Db, doctorId: number): Promise<TaxExemption | null> {
  const row = await findDoctorExemption(db, doctorId);
  if (!row) throw notFound(m.doctorNotFound);
  return row.number !== null && row.expires !== null
    ? { certificateNumber: row.number, expiresOn: row.expires }
    : null;
}

export async function setExemption(
  db: Db,
  adminId: number,
  doctorId: number,
  input: Required<TaxExemptionInput>,
  today: string,
): Promise<TaxExemption> {
  if (input.expiresOn < today) throw badRequest(m.exemptionExpired, { expiresOn: [m.exemptionExpired] });
  return db.transaction(async (tx) => {
    const before = await findDoctorExemption(tx, doctorId, true);
    if (!before) throw notFound(m.doctorNotFound);
    await setPracticeExemption(tx, before.practiceId, input.certificateNumber, input.expiresOn);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'user.tax_exemption',
      entityType: 'user',
      entityId: doctorId,
      details: changesBetween(
        { certificateNumber: before.number, expiresOn: before.expires },
        { certificateNumber: input.certificateNumber, expiresOn: input.expiresOn },
      ),
    });
    return { certificateNumber: input.certificateNumber, expiresOn: input.expiresOn };
  });
}

export async function removeExemption(db: Db, adminId: number, doctorId: number): Promise<MessageResponse> {
  await db.transaction(async (tx) => {
    const before = await findDoctorExemption(tx, doctorId, true);
    if (!before) throw notFound(m.doctorNotFound);
    if (before.number === null) return;
    await setPracticeExemption(tx, before.practiceId, null, null);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'user.tax_exemption_remove',
      entityType: 'user',
      entityId: doctorId,
      details: { certificateNumber: before.number, expiresOn: before.expires },
    });
  });
  return { message: m.exemptionRemoved };
}

const RULES_KEY = 'rules';

/** The zones and rates, from this process's cache (emptied whenever one changes) or the database. */
async function cachedChargeRules(db: Db, cache: ChargeRulesCache): Promise<ChargeRules> {
  const kept = cache.get(RULES_KEY);
  if (kept !== undefined) return kept;
  const generation = cache.generation;
  const rules = await chargeRules(db);
  cache.set(RULES_KEY, generation, rules);
  return rules;
}

/** The certificate of a tax exemption that is valid on `today` (expiring today or later), else null. */
export const validExemption = (exemption: TaxExemption | null, today: string) =>
  exemption !== null && exemption.expiresOn >= today ? exemption.certificateNumber : null;

/**
 * What an order of these lines, shipped to `address`, costs for this doctor today: subtotal,
 * shipping by zone, each rate's tax (none under a valid exemption, which the signed-in user
 * carries) and total (charges.ts). An address no zone covers, while zones exist, is a 400 on the
 * address's state.
 */
export async function chargesFor(
  db: Db,
  cache: ChargeRulesCache,
  order: {
    lines: readonly ChargeLine[];
    address: { state?: string | null; country?: string | null };
    exemption: TaxExemption | null;
    today: string;
  },
): Promise<Charges & { taxExemption: string | null; area: AddressArea | undefined }> {
  const { zones, rates } = await cachedChargeRules(db, cache);
  const taxExemption = validExemption(order.exemption, order.today);
  const area = addressArea(order.address);
  const charges = computeCharges({
    lines: order.lines,
    area,
    zones,
    rates,
    exempt: taxExemption !== null,
  });
  if ('refused' in charges) {
    throw badRequest(m.notShipped, { 'shippingAddress.state': [m.notShipped] });
  }
  return { ...charges, taxExemption, area };
}
