/**
 * CI's look at an invoice (docs/product.md, Invoices and credit notes): a shop on a new in-memory
 * embedded database, a doctor's order of two products (one at a bulk tier) approved by the admin, its
 * invoice downloaded as the doctor, written to `<dir>/invoice.pdf` and its first page converted to
 * `<dir>/invoice-1.png` with poppler's `pdftoppm`. `<dir>` is the first argument, by default
 * test-results/invoice.
 *
 *   node --import tsx scripts/render-invoice.ts [dir]
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkoutDetails } from '@shop/contract/checkout-fixture';
import type { SubmitOrderResponse } from '@shop/contract/order-schemas';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openEmbeddedDatabase, type Db } from '../apps/server/src/db/client';
import { bulkDiscountTiers, categories, products } from '../apps/server/src/db/schema/catalog';
import { foundPractice } from '../apps/server/src/db/practice-founding';
import { sessions, users } from '../apps/server/src/db/schema/users';
// The server's Fastify declarations (app.db, request.currentUser), which its own tsconfig includes.
import type {} from '../apps/server/src/types';

const dir = path.resolve(process.argv[2] ?? 'test-results/invoice');
mkdirSync(dir, { recursive: true });

/** An approved account of this role straight in the database, signed in: its session cookie. */
async function signedIn(db: Db, role: 'admin' | 'doctor') {
  const [user] = await db
    .insert(users)
    .values({
      role,
      status: 'approved',
      email: `render.${role}@clinic.example`,
      passwordHash: 'render-without-password',
      fullName: role === 'admin' ? 'Render Admin' : 'Dr. Jane Carter',
      licenseNumber: 'MD-123456',
      collegeName: 'College of Physicians',
      practiceAddress: '100 King St W',
      approvedAt: new Date(),
    })
    .returning({ id: users.id, fullName: users.fullName, practiceName: users.practiceName });
  if (!user) throw new Error('the account was not written');
  if (role === 'doctor') await foundPractice(db, user);
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: createHash('sha256').update(token).digest('hex'),
    userId: user.id,
    idleTimeoutSeconds: 3600,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return `sid=${token}`;
}

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WEB_DIST_DIR: '/nonexistent-web-dist',
});
const database = await openEmbeddedDatabase(undefined);
await database.migrate();
const app = await buildApp({ config, database });
await app.ready();
try {
  const { db } = database;
  const [category] = await db
    .insert(categories)
    .values({ slug: 'dermal-fillers', name: 'Dermal Fillers' })
    .returning({ id: categories.id });
  if (!category) throw new Error('the category was not written');
  const made = await db
    .insert(products)
    .values(
      ['Hyaluronic Filler 1 ml', 'Sterile Cannula 25G, box of 20'].map((name, i) => ({
        name,
        description: `${name} for professional clinical use.`,
        price: i === 0 ? '120.00' : '34.50',
        imageUrl: '/images/placeholder.webp',
        rating: '4.5',
        categoryId: category.id,
      })),
    )
    .returning({ id: products.id });
  const [filler, cannula] = made;
  if (!filler || !cannula) throw new Error('the products were not written');
  await db
    .insert(bulkDiscountTiers)
    .values({ productId: filler.id, minQuantity: 10, maxQuantity: null, discountPercentage: '10' });

  const [admin, doctor] = [await signedIn(db, 'admin'), await signedIn(db, 'doctor')];
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: doctor, 'idempotency-key': randomUUID() },
    payload: {
      ...checkoutDetails(),
      items: [
        { productId: filler.id, quantity: 10 },
        { productId: cannula.id, quantity: 3 },
      ],
    },
  });
  if (placed.statusCode !== 201) throw new Error(`the order answered ${placed.statusCode}: ${placed.body}`);
  const { order } = placed.json<SubmitOrderResponse>();
  const approved = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${order.id}/approve`,
    headers: { cookie: admin },
  });
  if (approved.statusCode !== 200)
    throw new Error(`approve answered ${approved.statusCode}: ${approved.body}`);
  const invoice = await app.inject({
    method: 'GET',
    url: `/api/orders/${order.id}/invoice.pdf`,
    headers: { cookie: doctor },
  });
  if (invoice.statusCode !== 200)
    throw new Error(`the invoice answered ${invoice.statusCode}: ${invoice.body}`);

  const pdf = path.join(dir, 'invoice.pdf');
  writeFileSync(pdf, invoice.rawPayload);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '100',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdf,
    path.join(dir, 'invoice-1'),
  ]);
  const png = path.join(dir, 'invoice-1.png');
  console.log(`${invoice.headers['content-disposition']}: ${pdf} (${invoice.rawPayload.length} bytes)`);
  console.log(`page 1: ${png} (${statSync(png).size} bytes)`);
} finally {
  await app.close();
  await database.close();
}
