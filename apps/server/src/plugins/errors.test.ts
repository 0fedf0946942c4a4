import { textMessages } from '@shop/contract/text';
import { describe, expect, it } from 'vitest';
import { createTestApp, postJsonText, fileTestApp } from '../test/test-app';

const t = fileTestApp(createTestApp);

/** Every error answer has the one shape and quotes nothing long the client sent. */
function expectShopError(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).every((key) => ['message', 'code', 'fieldErrors'].includes(key))).toBe(true);
  expect(typeof body.message).toBe('string');
  expect(res.body).not.toMatch(/x{101}/);
  expect(res.body.length).toBeLessThan(400);
  return body;
}

const BUILT_IN_KEYS = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('keys named like built-in object properties', () => {
  it.each(BUILT_IN_KEYS)('a JSON body key %s is an unknown field (400), not a 500', async (key) => {
    // Written by hand: an object literal cannot hold a "__proto__" key.
    const payload = `{"email":"nurse@clinic.example",${JSON.stringify(key)}:{"prototype":{"x":1}}}`;
    for (const url of ['/api/newsletter/subscribe', '/api/auth/login']) {
      const res = await postJsonText(t.app, url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(expectShopError(res).fieldErrors, url).toMatchObject({ [key]: ['Unknown field'] });
    }
  });

  it.each(BUILT_IN_KEYS)('a query key %s is an unknown field (400), not a 500', async (key) => {
    const res = await t.call('GET', `/api/products?${key}=1&page=1`);
    expect(res.statusCode).toBe(400);
    expect(expectShopError(res)).toMatchObject({ fieldErrors: { [key]: ['Unknown field'] } });
  });

  it('names a nested __proto__ key by its path and changes no prototype', async () => {
    const res = await postJsonText(
      t.app,
      '/api/cart',
      '{"productId":1,"quantity":1,"extra":{"\\u005f_proto__":{"polluted":true}}}',
    );
    expect(res.statusCode).toBe(400);
    expect(expectShopError(res).fieldErrors).toEqual({ 'extra.__proto__': ['Unknown field'] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('several such keys at once are all named', async () => {
    const res = await t.call('GET', '/api/products?toString=1&valueOf=2&constructor=3');
    expect(res.statusCode).toBe(400);
    expect(expectShopError(res).fieldErrors).toEqual({
      toString: ['Unknown field'],
      valueOf: ['Unknown field'],
      constructor: ['Unknown field'],
    });
  });
});

describe('JSON bodies with text that is not well-formed', () => {
  it.each([
    ['a value', '{"email":"nurse\\ud800@clinic.example"}', '/api/newsletter/subscribe', 'email'],
    [
      'a nested value',
      '{"productId":1,"quantity":1,"extra":[{"note":"a\\udc00"}]}',
      '/api/cart',
      'extra.0.note',
    ],
    ['a key', '{"productId":1,"quantity":1,"extra\\ud83d":1}', '/api/cart', 'extra\ud83d'],
  ])('a lone surrogate in %s is a 400 on its field, not a 500', async (_name, payload, url, field) => {
    const res = await postJsonText(t.app, url, payload);
    expect(res.statusCode).toBe(400);
    expect(expectShopError(res)).toEqual({
      message: textMessages.illFormed,
      code: 'INVALID_DATA',
      fieldErrors: { [field]: [textMessages.illFormed] },
    });
  });
});

describe('JSON bodies with several refused fields', () => {
  it('names every one of them, each with its message', async () => {
    const payload =
      '{"productId":1,"quantity":"a\\ud800","extra":[{"note":"b\\udc00"},"fine"],"\\ud83d":1,' +
      '"__proto__":{"x":"c\\ud800"}}';
    const res = await postJsonText(t.app, '/api/cart', payload);
    expect(res.statusCode).toBe(400);
    // Parsed by hand: four fields' messages are longer than expectShopError allows.
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(body.message).toBe(textMessages.illFormed);
    expect(body.fieldErrors).toEqual(
      Object.fromEntries([
        ['quantity', [textMessages.illFormed]],
        ['extra.0.note', [textMessages.illFormed]],
        ['\ud83d', [textMessages.illFormed]],
        ['__proto__', ['Unknown field']],
      ]),
    );
  });
});

describe('numbers in query strings', () => {
  it.each([
    'page=0x10',
    'page=1e1',
    'page=%2B2',
    'page=%202',
    'page=',
    'limit=1.0',
    'minPrice=1e3',
    'categoryId=0x1',
  ])('%s is refused with a field error', async (query) => {
    const res = await t.call('GET', `/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    const field = query.split('=')[0] ?? '';
    expect(expectShopError(res).fieldErrors).toHaveProperty(field);
  });

  it('plain decimal text still reads', async () => {
    const res = await t.call('GET', '/api/products?page=1&limit=12&minPrice=0&maxPrice=99.5');
    expect(res.statusCode).toBe(200);
  });
});

describe('errors found before a route runs', () => {
  it('answers a URL that does not decode with a 400 in the shop shape, without echoing it', async () => {
    const res = await t.call('GET', '/api/products/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(expectShopError(res)).toEqual({ message: 'This address is not valid.', code: 'INVALID_DATA' });
    expect(res.body).not.toContain('%E0');
  });

  it('answers an over-long path parameter with the plain 404, without echoing it', async () => {
    for (const url of [`/api/products/${'x'.repeat(10_000)}`, `/api/categories/${'x'.repeat(10_000)}`]) {
      const res = await t.call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(expectShopError(res)).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('echoes neither a long unknown key nor a long malformed body', async () => {
    const longKey = await t.call('POST', '/api/newsletter/subscribe', undefined, {
      email: 'a@b.co',
      ['x'.repeat(5000)]: 1,
    });
    expect(longKey.statusCode).toBe(400);
    expectShopError(longKey);
    const malformed = await postJsonText(t.app, '/api/auth/login', `{"email": "${'x'.repeat(5000)}`);
    expect(malformed.statusCode).toBe(400);
    expect(expectShopError(malformed)).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'INVALID_DATA',
    });
  });

  it('names at most 50 unknown fields', async () => {
    const payload = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i]));
    const res = await t.call('POST', '/api/newsletter/subscribe', undefined, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors)).toHaveLength(50);
  });
});
