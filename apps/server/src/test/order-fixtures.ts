import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { createSession } from '../modules/auth/session.service';

let counter = 0;

/**
 * A doctor account straight in the database, signed in: no registration call (and its throttle or
 * e-mail), no password hashing. Returns its id, e-mail and session cookie.
 */
export async function doctorSession(db: Db, status: 'approved' | 'pending' = 'approved') {
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
      approvedAt: status === 'approved' ? new Date() : null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('doctor insert failed');
  const session = await createSession(db, row.id, 'doctor');
  return { id: row.id, email, cookie: `sid=${session.token}` };
}

export const KNOWN_CARD = '4539 1488 0343 6467';
export const KNOWN_CVV = '987';
export const KNOWN_ACCOUNT = '000123456789';
export const KNOWN_ROUTING = '021000021';

/** A checkout body every rule accepts, with the known card and bank numbers above. */
export function checkoutDetails(overrides: Record<string, unknown> = {}) {
  return {
    doctorName: 'Dr. Jane Carter',
    doctorEmail: 'jane.carter@clinic.example',
    doctorPhone: '+1 416 555 0100',
    institutionNumber: 'INST-4410',
    shippingAddress: {
      clinicName: 'Carter Aesthetics',
      street: '100 King St W',
      city: 'Toronto',
      state: 'ON',
      zipCode: 'M5X 1A9',
      country: 'Canada',
    },
    billingSameAsShipping: true,
    doctorBankingInfo: {
      bankName: 'First Clinic Bank',
      accountNumber: KNOWN_ACCOUNT,
      routingNumber: KNOWN_ROUTING,
      accountType: 'checking',
    },
    cardInfo: {
      cardNumber: KNOWN_CARD,
      expiryMonth: '12',
      expiryYear: String(new Date().getUTCFullYear() + 2),
      cvv: KNOWN_CVV,
      cardholderName: 'Jane Carter',
    },
    paymentMethod: 'credit_card',
    notes: 'Deliver to the back entrance.',
    ...overrides,
  };
}

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
