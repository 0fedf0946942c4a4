import { hash, verify } from '@node-rs/argon2';

// Passwords are hashed with Argon2id, m = 19 MiB, t = 2, p = 1 (OWASP's minimum).
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this when the e-mail is unknown makes both failures take the same time,
// so response timing does not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword('timing-equaliser-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
