import type { ChargeRules, ShippingZoneRule, TaxRateRule } from '@shop/contract/charges';
import type { ShippingZone, TaxRate } from '@shop/contract/charges-schemas';
import { and, asc, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { shippingZoneAreas, shippingZones, taxRates } from '../../db/schema/charges';
import { practiceMembers, practices } from '../../db/schema/practices';
import { users } from '../../db/schema/users';
import { insertedRow } from '../../db/inserted-row';

/** A zone's regions: its areas that are states or provinces ("US-MA"); a whole-country zone has none. */
const regionsOf = sql<string[]>`coalesce(
  (select array_agg(${shippingZoneAreas.area} order by ${shippingZoneAreas.area})
     from ${shippingZoneAreas}
    where ${shippingZoneAreas.zoneId} = ${shippingZones.id} and ${shippingZoneAreas.area} like '%-%'),
  '{}')`;

/**
 * A zone as the API shows it and charges.ts reads it, amounts as the API writes them ("15.00"):
 * the one field map of both the rows the admin's calls read and the JSON the rules statement builds.
 */
const zoneColumns = {
  id: shippingZones.id,
  name: shippingZones.name,
  country: shippingZones.country,
  regions: regionsOf,
  rate: sql<string>`${shippingZones.rate}::text`,
  freeOver: sql<string | null>`${shippingZones.freeOver}::text`,
  coldChainSurcharge: sql<string>`${shippingZones.coldChainSurcharge}::text`,
};
const zoneOrder = [asc(shippingZones.name), asc(shippingZones.id)];

/** Every zone, by name, as the API shows it (and as charges.ts reads it). */
export function selectZones(db: Db, where?: ReturnType<typeof eq>): Promise<ShippingZone[]> {
  return db
    .select(zoneColumns)
    .from(shippingZones)
    .where(where)
    .orderBy(...zoneOrder);
}

export async function findZone(db: Db, id: number, lock = false): Promise<ShippingZone | undefined> {
  const query = db.select(zoneColumns).from(shippingZones).where(eq(shippingZones.id, id));
  const [zone] = await (lock ? query.for('update', { of: shippingZones }) : query);
  return zone;
}

/** The places a zone covers: its regions, or its country when it lists none. */
export const areasOf = (zone: { country: string; regions: readonly string[] }) =>
  zone.regions.length > 0 ? [...zone.regions] : [zone.country];

/** Which of these places another zone than `exceptZone` already covers, with that zone's name. */
export function takenAreas(db: Db, areas: string[], exceptZone?: number) {
  return db
    .select({ area: shippingZoneAreas.area, zone: shippingZones.name })
    .from(shippingZoneAreas)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneAreas.zoneId))
    .where(
      and(
        inArray(shippingZoneAreas.area, areas),
        exceptZone === undefined ? undefined : ne(shippingZoneAreas.zoneId, exceptZone),
      ),
    );
}

type ZoneRow = typeof shippingZones.$inferInsert;

export async function insertZone(db: Db, values: Omit<ZoneRow, 'id'>, areas: string[]) {
  const rows = await db.insert(shippingZones).values(values).returning({ id: shippingZones.id });
  const { id } = insertedRow(rows, 'the new zone was not returned');
  await db.insert(shippingZoneAreas).values(areas.map((area) => ({ area, zoneId: id })));
  return id;
}

export async function updateZone(db: Db, id: number, values: Partial<ZoneRow>, areas: string[] | undefined) {
  if (Object.keys(values).length > 0)
    await db.update(shippingZones).set(values).where(eq(shippingZones.id, id));
  if (areas === undefined) return;
  await db.delete(shippingZoneAreas).where(eq(shippingZoneAreas.zoneId, id));
  await db.insert(shippingZoneAreas).values(areas.map((area) => ({ area, zoneId: id })));
}

/** Deletes a zone (its areas go with it) and answers it as it was; undefined for none. */
export async function deleteZone(db: Db, id: number): Promise<ShippingZone | undefined> {
  // RETURNING reads the statement's snapshot, so the zone's regions are those before the cascade.
  const [zone] = await db.delete(shippingZones).where(eq(shippingZones.id, id)).returning(zoneColumns);
  return zone;
}

/** A rate as the API shows it and charges.ts reads it, its percentage as written ("5.000"). */
const rateColumns = {
  id: taxRates.id,
  name: taxRates.name,
  country: taxRates.country,
  region: taxRates.region,
  ratePercent: sql<string>`${taxRates.ratePercent}::text`,
  appliesToShipping: taxRates.appliesToShipping,
};
const rateOrder = [
  asc(taxRates.country),
  sql`${taxRates.region} nulls first`,
  asc(taxRates.name),
  asc(taxRates.id),
];

/** Every rate, by country, region and name, as the API shows it (and as charges.ts reads it). */
export function selectRates(db: Db): Promise<TaxRate[]> {
  return db
    .select(rateColumns)
    .from(taxRates)
    .orderBy(...rateOrder);
}

export async function findRate(db: Db, id: number, lock = false): Promise<TaxRate | undefined> {
  const query = db.select(rateColumns).from(taxRates).where(eq(taxRates.id, id));
  const [rate] = await (lock ? query.for('update') : query);
  return rate;
}

type RateRow = typeof taxRates.$inferInsert;

export async function insertRate(db: Db, values: Omit<RateRow, 'id'>) {
  const rows = await db.insert(taxRates).values(values).returning(rateColumns);
  return insertedRow(rows, 'the new rate was not returned');
}

export async function updateRate(db: Db, id: number, values: Partial<RateRow>) {
  const [row] = await db.update(taxRates).set(values).where(eq(taxRates.id, id)).returning(rateColumns);
  return row;
}

export async function deleteRate(db: Db, id: number) {
  const [row] = await db.delete(taxRates).where(eq(taxRates.id, id)).returning(rateColumns);
  return row;
}

/** Whether any zone or rate exists: the example settings load only into an empty shop. */
export async function anyChargeSettings(db: Db) {
  const [row] = await db
    .select({
      any: sql<boolean>`exists (select 1 from ${shippingZones}) or exists (select 1 from ${taxRates})`,
    })
    .from(sql`(values (1)) as one`);
  return row?.any ?? false;
}

/** These fields of a row as one JSON object, in a JSON array of every row (none: an empty array). */
const jsonRows = (fields: Record<string, SQLWrapper>, from: SQL, order: SQLWrapper[]) =>
  sql`(select coalesce(json_agg(json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )}) order by ${sql.join(order, sql`, `)}), '[]'::json) from ${from})`;

/**
 * What charges.ts computes an order with, in one statement: every zone and rate, in the API's
 * order and shape. Each process keeps the answer until a zone or rate changes (cachedChargeRules).
 */
const chargeRulesStatement = preparedPerDatabase((db) =>
  db
    .select({
      zones: jsonRows(zoneColumns, sql`${shippingZones}`, zoneOrder).mapWith(
        (value: unknown) => value as ShippingZoneRule[],
      ),
      rates: jsonRows(rateColumns, sql`${taxRates}`, rateOrder).mapWith(
        (value: unknown) => value as TaxRateRule[],
      ),
    })
    .from(sql`(values (1)) as one`)
    .prepare('charge_rules'),
);

export async function chargeRules(db: Db): Promise<ChargeRules> {
  const [row] = await chargeRulesStatement(db).execute();
  if (!row) throw new Error('the charge rules were not returned');
  return row;
}

/**
 * The tax exemption of a doctor's practice as stored (issue 39: the practice's, for every member),
 * with the practice; undefined for no such doctor, or one in no practice. `lock` locks the practice's
 * row (FOR UPDATE) for a change.
 */
export async function findDoctorExemption(db: Db, doctorId: number, lock = false) {
  const query = db
    .select({
      practiceId: practices.id,
      number: practices.taxExemptionNumber,
      expires: practices.taxExemptionExpires,
    })
    .from(practices)
    .where(
      sql`${practices.id} = (select m.practice_id from ${practiceMembers} m join ${users} u on u.id = m.user_id
        where m.user_id = ${doctorId} and u.role = 'doctor')`,
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function setPracticeExemption(
  db: Db,
  practiceId: number,
  number: string | null,
  expires: string | null,
) {
  await db
    .update(practices)
    .set({ taxExemptionNumber: number, taxExemptionExpires: expires })
    .where(eq(practices.id, practiceId));
}
