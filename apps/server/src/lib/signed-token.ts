import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed tokens: a short value a link carries, proven to come from this shop (HMAC-SHA256 with a
 * key derived from APP_SECRET). The value is readable, not secret; what the signature gives is that
 * nobody without the secret can make a token for a value of their choosing. Each purpose has a key of
 * its own, so a token made for one purpose never passes for another. Tokens signed with a previous
 * secret (APP_SECRET_PREVIOUS) still verify after a rotation.
 *
 * Format: `<value>.<signature>`, both base64url.
 */
export interface TokenSigner {
  sign(value: string): string;
  /** The value a token carries, or undefined when it is malformed or not signed with a known secret. */
  verify(token: string): string | undefined;
}

/** Longer than any value a link needs (an e-mail address is at most 254 characters). */
export const SIGNED_TOKEN_MAX = 1024;
const TOKEN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

const keyOf = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'clinic-shop signed tokens', `hmac-sha256 v1 ${purpose}`, 32));

export function createTokenSigner(
  purpose: string,
  current: string,
  previous: readonly string[] = [],
): TokenSigner {
  const signing = keyOf(current, purpose);
  const keys = [signing, ...previous.map((secret) => keyOf(secret, purpose))];
  const mac = (key: Buffer, value: Buffer) => createHmac('sha256', key).update(value).digest();

  return {
    sign(value) {
      const bytes = Buffer.from(value, 'utf8');
      return `${bytes.toString('base64url')}.${mac(signing, bytes).toString('base64url')}`;
    },

    verify(token) {
      if (token.length > SIGNED_TOKEN_MAX) return undefined;
      const match = TOKEN.exec(token);
      if (!match) return undefined;
      const [, valueText = '', signatureText = ''] = match;
      const value = Buffer.from(valueText, 'base64url');
      const signature = Buffer.from(signatureText, 'base64url');
      // One spelling per token: base64url text with stray trailing bits decodes to the same bytes.
      if (value.toString('base64url') !== valueText || signature.toString('base64url') !== signatureText) {
        return undefined;
      }
      const valid = keys.some((key) => timingSafeEqual(mac(key, value), signature));
      return valid ? value.toString('utf8') : undefined;
    },
  };
}
