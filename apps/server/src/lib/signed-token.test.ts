import { describe, expect, it } from 'vitest';
import { createTokenSigner, SIGNED_TOKEN_MAX } from './signed-token';

const SECRET = 's'.repeat(40);

describe('signed tokens', () => {
  it('carry their value, readable, and verify only with the secret and purpose that signed them', () => {
    const signer = createTokenSigner('newsletter-unsubscribe', SECRET);
    const token = signer.sign('nurse@clinic.example');
    expect(signer.verify(token)).toBe('nurse@clinic.example');
    expect(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).toBe('nurse@clinic.example');
    expect(createTokenSigner('password-reset', SECRET).verify(token)).toBeUndefined();
    expect(createTokenSigner('newsletter-unsubscribe', 't'.repeat(40)).verify(token)).toBeUndefined();
  });

  it('verify with a previous secret after a rotation, and sign with the current one', () => {
    const old = createTokenSigner('p', 'old-secret'.repeat(4));
    const rotated = createTokenSigner('p', 'new-secret'.repeat(4), ['old-secret'.repeat(4)]);
    expect(rotated.verify(old.sign('value'))).toBe('value');
    expect(old.verify(rotated.sign('value'))).toBeUndefined();
  });

  it('refuse a token spelled another way, cut, padded or too long', () => {
    const signer = createTokenSigner('p', SECRET);
    const token = signer.sign('a');
    const [value = '', signature = ''] = token.split('.');
    // "YQ" and "YR" decode to the same byte: only the canonical spelling passes.
    expect(value).toBe('YQ');
    expect(signer.verify(`YR.${signature}`)).toBeUndefined();
    expect(signer.verify(`${value}.${signature.slice(0, -1)}`)).toBeUndefined();
    expect(signer.verify(`${value}=.${signature}`)).toBeUndefined();
    expect(signer.verify(`${token}.extra`)).toBeUndefined();
    expect(signer.verify(' '.repeat(3) + token)).toBeUndefined();
    const long = signer.sign('x'.repeat(SIGNED_TOKEN_MAX));
    expect(signer.verify(long)).toBeUndefined();
  });
});
