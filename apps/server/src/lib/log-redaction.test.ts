import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, createTestApp, uniqueClientAddress, type TestApp } from '../test/test-app';
import { REDACTED, redactSecrets, withoutStatementValues } from './log-redaction';

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

describe('withoutStatementValues', () => {
  it("keeps a failed statement's text, never its values, through the chain of causes", () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      constraint: 'users_email',
      detail: 'Key (email)=(jane@clinic.example) already exists.',
      where: 'SQL statement',
    });
    const query = 'insert into "users" ("email", "full_name") values ($1, $2)';
    const failed = Object.assign(
      new Error(`Failed query: ${query}\nparams: jane@clinic.example,Jane Carter`),
      { query, params: ['jane@clinic.example', 'Jane Carter'] },
    );
    failed.cause = pgError;

    const safe = withoutStatementValues(failed);
    const cause: unknown = safe.cause;
    const text = JSON.stringify([
      Object.entries(safe),
      safe.message,
      safe.stack,
      cause instanceof Error ? [Object.entries(cause), cause.message, cause.stack] : cause,
    ]);
    expect(text).not.toContain('jane@clinic.example');
    expect(text).not.toContain('Jane Carter');
    expect(safe.message).toBe(`Failed query: ${query}`);
    expect(safe.stack?.split('\n')[0]).toBe(`Error: Failed query: ${query}`);
    expect(safe.cause).toMatchObject({ code: '23505', constraint: 'users_email' });
    expect(safe.cause).not.toHaveProperty('detail');
    // The error the caller holds is left as it was.
    expect(failed.params).toHaveLength(2);
  });

  it('hides the value a data exception quotes, and returns other errors as they are', () => {
    const invalid = Object.assign(new Error('invalid input syntax for type uuid: "jane-secret"'), {
      code: '22P02',
    });
    expect(withoutStatementValues(invalid).message).toBe('invalid input syntax for type uuid: "…"');
    const plain = new Error('boom');
    expect(withoutStatementValues(plain)).toBe(plain);
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

  it("never holds a failed statement's values: neither its parameters nor PostgreSQL's detail", async () => {
    const marker = 'Zxq-Private-Marker';
    const email = `jane.${marker.toLowerCase()}@clinic.example`;
    // Two ways an insert of what a visitor typed fails: a unique key (its detail quotes the key) and
    // a check (its detail quotes the whole row).
    await t.rawQuery('create unique index contact_messages_email_test on contact_messages (email)');
    await t.rawQuery(
      `alter table contact_messages add constraint contact_messages_test check (position('${marker}-check' in message) = 0)`,
    );
    const send = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: uniqueClientAddress(),
        payload: {
          firstName: 'Jane',
          lastName: `Carter ${marker}`,
          email,
          phone: '+1 416 555 0100',
          subject: `Subject ${marker}`,
          message,
        },
      });
    expect((await send(`First message ${marker}`)).statusCode).toBe(201);
    const lineCount = log.lines.length;
    expect((await send(`Second message ${marker}`)).statusCode).toBe(500);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: uniqueClientAddress(),
          payload: {
            firstName: 'Omar',
            lastName: 'Haddad',
            email: 'omar@clinic.example',
            phone: '+1 416 555 0100',
            subject: 'Hello',
            message: `Refused by the check ${marker}-check`,
          },
        })
      ).statusCode,
    ).toBe(500);

    const failures = log.lines.slice(lineCount).join('');
    // The statement is there to debug with, and the constraint each broke.
    expect(failures).toContain('insert into \\"contact_messages\\"');
    expect(failures).toContain('contact_messages_email_test');
    expect(failures).toContain('contact_messages_test');
    expect(failures.toLowerCase()).not.toContain(marker.toLowerCase());
    expect(failures).not.toContain('Omar');
    expect(failures).not.toContain('Key (email)');
    expect(failures).not.toContain('Failing row');
  });
});
