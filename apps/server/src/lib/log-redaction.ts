/**
 * Names of fields whose values never reach the log, at any depth of a logged object: passwords,
 * card and bank numbers (docs/decisions/014-card-and-bank-data.md), sealed secrets and credentials.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'confirmPassword',
  'cardNumber',
  'cvv',
  'cvc',
  'accountNumber',
  'routingNumber',
  'cardSecret',
  'bankSecret',
  'authorization',
  'cookie',
]);

export const REDACTED = '[redacted]';
const MAX_DEPTH = 12;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of `value` with every secret field's value replaced, however deep it sits in plain objects
 * and arrays. Other objects (requests, errors, buffers) pass through untouched: their own serializers
 * decide what of them is written. Unchanged parts are shared, not copied.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    const items: unknown[] = value.map((item: unknown) => redactSecrets(item, depth + 1));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = SECRET_FIELDS.has(key) && item !== undefined ? REDACTED : redactSecrets(item, depth + 1);
    if (next !== item) {
      copy ??= { ...value };
      copy[key] = next;
    }
  }
  return (copy ?? value) as T;
}
