import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of stored secrets (card and bank numbers, docs/decisions/014-card-and-bank-data.md):
 * AES-256-GCM with a key derived from APP_SECRET. Every sealed value names the key that sealed it,
 * so APP_SECRET can be rotated: the new secret seals, the previous ones (APP_SECRET_PREVIOUS) still
 * open what they sealed. The `context` (e.g. "order:MS-2026-4F7K2Q:card") is authenticated with the
 * value, so a ciphertext copied into another row or column does not open there.
 *
 * Sealed format: `v1.<keyId>.<iv>.<ciphertext+tag>` (base64url parts).
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
  /** A keyed hash (HMAC-SHA256, hex): compares secrets without storing anything reversible. */
  keyedHash(data: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface Key {
  id: string;
  encryption: Buffer;
  hashing: Buffer;
}

function deriveKey(secret: string): Key {
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', secret, 'clinic-shop stored secrets', info, 32));
  const encryption = derive('aes-256-gcm v1');
  // The id names the key without revealing anything about it.
  const id = createHmac('sha256', encryption).update('key id').digest('base64url').slice(0, 8);
  return { id, encryption, hashing: derive('hmac-sha256 v1') };
}

export function createSecretBox(current: string, previous: readonly string[] = []): SecretBox {
  const sealing = deriveKey(current);
  const keys = new Map([sealing, ...previous.map(deriveKey)].map((key) => [key.id, key]));

  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', sealing.encryption, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [VERSION, sealing.id, iv.toString('base64url'), body.toString('base64url')].join('.');
    },

    open(sealed, context) {
      const [version, keyId, ivText, bodyText, ...rest] = sealed.split('.');
      if (version !== VERSION || !keyId || !ivText || !bodyText || rest.length > 0) {
        throw new Error('not a sealed secret');
      }
      const key = keys.get(keyId);
      if (!key) throw new Error(`no key ${keyId} to open this secret (was APP_SECRET rotated?)`);
      const body = Buffer.from(bodyText, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key.encryption, Buffer.from(ivText, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(0, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },

    keyedHash(data) {
      return createHmac('sha256', sealing.hashing).update(data).digest('hex');
    },
  };
}
