import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const OLD = 'an-old-application-secret-of-32-characters!';
const NEW = 'a-new-application-secret-of-32-characters!!';

describe('secret box', () => {
  it('seals to text that does not contain the secret and opens it again', () => {
    const box = createSecretBox(NEW);
    const sealed = box.seal('4242424242424242', 'order:1:card');
    expect(sealed).not.toContain('4242');
    expect(sealed).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+$/);
    expect(box.open(sealed, 'order:1:card')).toBe('4242424242424242');
  });

  it('seals the same text differently each time (random IV)', () => {
    const box = createSecretBox(NEW);
    expect(box.seal('123', 'c')).not.toBe(box.seal('123', 'c'));
  });

  it('refuses a secret opened in another context or tampered with', () => {
    const box = createSecretBox(NEW);
    const sealed = box.seal('4242424242424242', 'order:1:card');
    expect(() => box.open(sealed, 'order:2:card')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'order:1:card')).toThrow();
  });

  it('opens values sealed under a previous secret after rotation, and seals with the new one', () => {
    const before = createSecretBox(OLD);
    const sealed = before.seal('021000021', 'order:7:bank');
    const after = createSecretBox(NEW, [OLD]);
    expect(after.open(sealed, 'order:7:bank')).toBe('021000021');
    expect(after.seal('x', 'c').split('.')[1]).not.toBe(sealed.split('.')[1]);
    expect(() => createSecretBox(NEW).open(sealed, 'order:7:bank')).toThrow(/no key/);
  });

  it('gives a keyed hash that depends on the secret', () => {
    expect(createSecretBox(NEW).keyedHash('body')).toBe(createSecretBox(NEW).keyedHash('body'));
    expect(createSecretBox(NEW).keyedHash('body')).not.toBe(createSecretBox(OLD).keyedHash('body'));
  });
});
