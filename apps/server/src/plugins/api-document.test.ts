import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { operationIdOf } from './api-document';

type Operation = {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { headers?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; security?: unknown };

/**
 * The warnings of Redocly's `recommended` rules that docs/decisions/049 explains: no licence (the
 * API is the shop's own), a 4XX on reads that take no input and answer everyone, and a 2XX on the
 * sign-in redirect, whose only answer is a 302.
 */
const EXPLAINED_WARNINGS = [
  'info-license #/info',
  'operation-2xx-response #/paths/~1api~1login/get/responses',
  ...['health', 'ready', 'categories', 'brands', 'carousel', 'featured-carousel', 'cart'].map(
    (path) => `operation-4xx-response #/paths/~1api~1${path}/get/responses`,
  ),
].sort();

// The document is written from the routes alone, whatever the database: checked once per CI run,
// on the embedded run.
describe.skipIf(process.env.TEST_DATABASE_URL)('the published API document', () => {
  let t: TestApp;
  let text: string;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    text = res.body;
    doc = res.json<Document>();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it("lints with no error under Redocly's recommended rules, and only the warnings decision 049 explains", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const described = problems.map((p) => `${p.ruleId} ${p.location.map((l) => l.pointer).join(' ')}`);
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual(
      [],
    );
    expect(described.sort()).toEqual(EXPLAINED_WARNINGS);
  });

  it('names every operation, once, from its method and path', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/admin/orders/{id}/invoice.pdf']?.get?.operationId).toBe(
      'getAdminOrdersByIdInvoicePdf',
    );
    expect(operationIdOf('PATCH', '/api/admin/inbox/:kind/:id')).toBe('patchAdminInboxByKindById');
  });

  it('asks for the session cookie except on the public operations, which say 401 when it is missing', () => {
    expect(doc.security).toEqual([{ session: [] }]);
    const guarded = operations().filter(({ operation }) => operation.security === undefined);
    for (const { operation } of guarded) expect(Object.keys(operation.responses)).toContain('401');
    const publicOnes = operations()
      .filter(({ operation }) => operation.security !== undefined)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(publicOnes).toContain('GET /api/products');
    expect(publicOnes).toContain('POST /api/auth/login');
    expect(publicOnes).not.toContain('GET /api/orders');
    // A guard covers the routes declared after its guardRoutes call (plugins/guards.ts): an admin
    // route declared above it would be public, and would show here.
    expect(publicOnes.filter((operation) => operation.includes(' /api/admin'))).toEqual([]);
    for (const { path, operation } of guarded.filter(({ path }) => path.startsWith('/api/admin')))
      expect(Object.keys(operation.responses), path).toContain('403');
  });

  it('lists the statuses every route of its kind may answer, and the headers clients rely on', () => {
    const write = doc.paths['/api/admin/products']?.post;
    expect(Object.keys(write?.responses ?? {}).sort()).toEqual(
      ['201', '400', '401', '403', '409', '413', '415', '500', '503'].sort(),
    );
    expect(Object.keys(doc.paths['/api/contact']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['403', '413', '415', '429']),
    );
    for (const { operation } of operations()) {
      for (const response of Object.values(operation.responses)) {
        expect(response.headers).toHaveProperty('X-Request-Id');
      }
    }
    expect(doc.paths['/api/auth/login']?.post?.responses['200']?.headers).toHaveProperty('Set-Cookie');
    expect(doc.paths['/api/login']?.get?.responses['302']?.headers).toHaveProperty('Location');
    expect(doc.paths['/api/admin/orders/export.csv']?.get?.responses['200']?.headers).toHaveProperty(
      'Content-Disposition',
    );
  });

  it("documents what the shop accepts: an order line's `product`, the import's CSV, one path per category", () => {
    const order = doc.paths['/api/orders']?.post?.requestBody?.content['application/json']?.schema;
    const line = JSON.stringify((order?.properties as Record<string, unknown>).items);
    expect(line).toContain('"productId"');
    expect(line).toContain('"product"');
    expect(Object.keys(doc.paths['/api/admin/products/import']?.post?.requestBody?.content ?? {})).toEqual([
      'text/csv',
    ]);
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api/categories/'))).toEqual([
      '/api/categories/{category}',
    ]);
  });
});
