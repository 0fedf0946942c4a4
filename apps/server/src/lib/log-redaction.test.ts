import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, createTestApp, type TestApp } from '../test/test-app';
import { REDACTED, redactSecrets } from './log-redaction';

describe('redactSecrets', () => {
  it('replaces secret fields at any depth, in objects and arrays', () => {
    const input = {
      a: { b: { c: { d: { e: { cardNumber: '4242424242424242', keep: 'ok' } } } } },
      list: [{ cvv: '123' }, { nested: [{ routingNumber: '021000021' }] }],
      password: 'pw',
    };
    expect(redactSecrets(input)).toEqual({
      a: { b: { c: { d: { e: { cardNumber: REDACTED, keep: 'ok' } } } } },
      list: [{ cvv: REDACTED }, { nested: [{ routingNumber: REDACTED }] }],
      password: REDACTED,
    });
    // The caller's object is left as it was.
    expect(input.a.b.c.d.e.cardNumber).toBe('4242424242424242');
  });

  it('returns objects without secrets unchanged (no copy)', () => {
    const input = { a: { b: [1, 2, { c: 'x' }] } };
    expect(redactSecrets(input)).toBe(input);
  });
});

describe('the server log', () => {
  const log = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  it('never writes a secret field, however deep it is logged', () => {
    t.app.log.info(
      { order: { payment: { card: { details: { cardNumber: '5555555555554444', cvv: '987' } } } } },
      'deep',
    );
    const text = log.lines.join('');
    expect(text).toContain('deep');
    expect(text).not.toContain('5555555555554444');
    expect(text).not.toContain('"987"');
    expect(text).toContain(REDACTED);
  });
});
