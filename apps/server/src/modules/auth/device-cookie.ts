import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; decision 003):
 * issued at each successful sign-in, it tells a later sign-in that this browser signed in to this
 * account before, so the per-account lockout that strangers can trigger does not apply to it.
 * It proves nothing by itself: the password is still checked.
 *
 * Value: `<user id>.<random nonce>`, signed with APP_SECRET (HMAC-SHA256 by @fastify/cookie), so a
 * browser can neither forge one for another account nor alter its own.
 */
export const DEVICE_COOKIE = 'device';

// Sent only to the sign-in routes; kept half a year, so a doctor who signs in monthly keeps it.
const DEVICE_COOKIE_PATH = '/api/auth';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const VALUE = /^(\d{1,10})\.([A-Za-z0-9_-]{22})$/;

export interface DeviceToken {
  userId: number;
  /** Random, 128 bits; names the cookie's own failure counter. */
  nonce: string;
}

export const newDeviceToken = (userId: number): DeviceToken => ({
  userId,
  nonce: randomBytes(16).toString('base64url'),
});

/** The token of a valid (correctly signed, well-formed) device cookie on the request, if any. */
export function readDeviceToken(request: FastifyRequest): DeviceToken | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid) return undefined;
  const match = VALUE.exec(unsigned.value);
  if (!match?.[1] || !match[2]) return undefined;
  return { userId: Number(match[1]), nonce: match[2] };
}

export function setDeviceCookie(reply: FastifyReply, token: DeviceToken, secure: boolean) {
  reply.setCookie(DEVICE_COOKIE, `${token.userId}.${token.nonce}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
