import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { countProducts, seedReferenceData } from '../db/seed/seed';
import { hashPassword } from '../lib/password';
import { countAdmins, upsertAdmin } from '../modules/auth/auth.repository';
import { fillShipmentDays } from '../modules/orders/order-status.repository';
import { seedDemoCatalogue } from './demo-catalogue';

export interface PrepareReport {
  notices: string[];
  demoAdmin?: { email: string; password: string };
}

export const DEMO_ADMIN_EMAIL = 'admin@medora-supply.example';

/** Held while the admin account is checked and added (beside the migrations' and the demo seed's). */
const ADMIN_SEED_LOCK_ID = 7_302_115_003;

/**
 * Migrations, reference data, the shipping days of older orders, the demo catalogue when wanted, and the admin account. It sits beside
 * main.ts, not in db/, because it uses modules (auth's accounts, the images service), and db/ depends
 * on no module (lint: shop/import-boundaries).
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<AppConfig, 'admin' | 'seedDemo' | 'shopTimeZone'>,
  generatePassword: () => string,
): Promise<PrepareReport> {
  const { db } = database;
  const notices: string[] = [];
  await database.migrate();
  await seedReferenceData(db);
  // The days of orders shipped before the shop kept them (migration 0055), in the shop's calendar.
  await fillShipmentDays(db, config.shopTimeZone);

  // SEED_DEMO defaults to true only while the catalogue is empty, so a live shop is never reseeded.
  const seedDemo = config.seedDemo ?? (await countProducts(db)) === 0;
  if (seedDemo) {
    const added = await seedDemoCatalogue(db);
    if (added > 0) notices.push(`demo catalogue loaded: ${added} products`);
  }

  const report: PrepareReport = { notices };
  // Under a lock: processes started at the same moment on a new database would each see no admin
  // and each add one (the second failing on the e-mail's unique index). One adds it; the others
  // find it.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SEED_LOCK_ID})`);
    if (config.admin) {
      const result = await upsertAdmin(
        tx,
        config.admin.email,
        'Administrator',
        await hashPassword(config.admin.password),
      );
      if (result === 'email-taken-by-doctor') {
        throw new Error(
          `ADMIN_EMAIL ${config.admin.email} belongs to a doctor account; choose another e-mail.`,
        );
      }
      notices.push(`admin account ${result}: ${config.admin.email}`);
    } else if ((await countAdmins(tx)) === 0) {
      const password = generatePassword();
      await upsertAdmin(tx, DEMO_ADMIN_EMAIL, 'Shop Administrator', await hashPassword(password));
      report.demoAdmin = { email: DEMO_ADMIN_EMAIL, password };
    }
  });
  return report;
}
