import { randomUUID } from 'node:crypto';
import { checkoutDetails, detailOverrides } from '@shop/contract/checkout-fixture';
import type { SubmitOrderResponse } from '@shop/contract/order-schemas';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { foundPractice } from '../db/practice-founding';
import { createSession } from '../plugins/session-store';

let counter = 0;

/**
 * A doctor account straight in the database, owner of a practice of its own as a registration's,
 * signed in: no registration call (and its throttle or e-mail), no password hashing. Returns its id,
 * e-mail and session cookie.
 */
export async function doctorSession(
  db: Db,
  status: 'approved' | 'pending' = 'approved',
  /** The licence's expiry date (YYYY-MM-DD); none by default, which never lapses. */
  licenseExpiryDate: string | null = null,
) {
  counter += 1;
  const email = `doctor.${Date.now()}.${counter}@clinic.example`;
  const [row] = await db
    .insert(users)
    .values({
      role: 'doctor',
      status,
      email,
      // Never matches a password: these accounts only sign in through the session made below.
      passwordHash: 'fixture-without-password',
      fullName: `Dr. Fixture ${counter}`,
      licenseNumber: `MD-${100000 + counter}`,
      collegeName: 'College of Physicians',
      practiceAddress: '1 Clinic Way',
      licenseExpiryDate,
      approvedAt: status === 'approved' ? new Date() : null,
    })
    .returning({ id: users.id, fullName: users.fullName, practiceName: users.practiceName });
  if (!row) throw new Error('doctor insert failed');
  await foundPractice(db, row);
  const session = await createSession(db, row.id, 'doctor');
  return { id: row.id, email, cookie: `sid=${session.token}` };
}

/** The checkout body the API tests submit, shared with the browser tests. */
export {
  KNOWN_ACCOUNT,
  KNOWN_CARD,
  KNOWN_CVV,
  KNOWN_ROUTING,
  SEPARATE_BILLING_ADDRESS,
  checkoutDetails,
} from '@shop/contract/checkout-fixture';

/** The fixture's card, bank or shipping address with some fields changed, as an order body's part. */
export const { card, bank, shipping } = detailOverrides();

export function submitOrder(
  app: App,
  cookie: string,
  items: { productId: number; quantity: number; price?: string }[],
  options: { key?: string | null; body?: Record<string, unknown> } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { ...checkoutDetails(), items, ...options.body },
  });
}

/** Places an order that must be accepted (201); returns the order as the answer shows it. */
export async function submitAcceptedOrder(
  app: App,
  cookie: string,
  items: { productId: number; quantity: number; price?: string }[],
) {
  const res = await submitOrder(app, cookie, items);
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
  return res.json<SubmitOrderResponse>().order;
}

/** The order an answer placed (checkout's, or a sign-off's); the test fails, with the body, unless it is a 201. */
export function placedOrder(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SubmitOrderResponse>().order;
}
