import { generalMessages } from '@shop/contract/messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';

/**
 * The path of the first key that could reach an object's prototype if the body were ever copied
 * key by key: `__proto__`, or `constructor` holding a `prototype`. JSON.parse itself keeps them as
 * plain own keys, so finding them is safe; iterative, so a deeply nested body cannot overflow the stack.
 */
function prototypeKeyPath(root: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const at = path ? `${path}.${key}` : key;
      if (key === '__proto__') return at;
      if (
        key === 'constructor' &&
        typeof child === 'object' &&
        child !== null &&
        Object.hasOwn(child, 'prototype')
      )
        return at;
      stack.push({ value: child, path: at });
    }
  }
  return undefined;
}

/**
 * JSON request bodies. Fastify's own parser refuses `__proto__` keys too, but as "not valid JSON"
 * with no field named; here such a key is an unknown field like any other key the route does not
 * take (400 with a field error), and no parser message — which may quote the body — is echoed.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body.length === 0) {
      done(badRequest(generalMessages.emptyJsonBody), undefined);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(body as string);
    } catch {
      done(badRequest(generalMessages.invalidJson), undefined);
      return;
    }
    const field = prototypeKeyPath(value);
    if (field !== undefined) {
      done(badRequest(generalMessages.unknownField, { [field]: [generalMessages.unknownField] }), undefined);
      return;
    }
    done(null, value);
  });
});
