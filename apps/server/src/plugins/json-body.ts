import { generalMessages } from '@shop/contract/messages';
import { textProblems } from '@shop/contract/text';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';
import { FieldErrorList } from '../lib/field-errors';

/**
 * Every field of a parsed body the shop refuses before any route sees it, with its messages:
 * - a key that could reach an object's prototype if the body were ever copied key by key:
 *   `__proto__`, or `constructor` holding a `prototype` (JSON.parse itself keeps them as plain own
 *   keys, so finding them is safe);
 * - a key or a string that breaks the contract's text rules (textProblems): one that is not
 *   well-formed UTF-16 (a lone surrogate, written `"\ud800"` in JSON). Every text field's schema
 *   refuses these too; this catches them in any field, so none can reach PostgreSQL, which refuses
 *   them in `jsonb` with a 500.
 * What is under a refused key is not looked at: the key is the field named. Iterative, so a deeply
 * nested body cannot overflow the stack.
 */
function refusedFields(root: unknown): FieldErrorList {
  const refused = new FieldErrorList();
  const refuseText = (field: string, value: string) => {
    for (const message of textProblems(value)) refused.add(field, message);
  };
  if (typeof root === 'string') refuseText('_', root);
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const at = path ? `${path}.${key}` : key;
      if (
        key === '__proto__' ||
        (key === 'constructor' &&
          typeof child === 'object' &&
          child !== null &&
          Object.hasOwn(child, 'prototype'))
      ) {
        refused.add(at, generalMessages.unknownField);
      } else if (textProblems(key).length > 0) {
        refuseText(at, key);
      } else if (typeof child === 'string') {
        refuseText(at, child);
      } else {
        stack.push({ value: child, path: at });
      }
    }
  }
  return refused;
}

/**
 * JSON request bodies. Fastify's own parser refuses `__proto__` keys too, but as "not valid JSON"
 * with no field named; here such a key is an unknown field like any other key the route does not
 * take (400 with a field error), every string that is not well-formed is a 400 naming its field, and no
 * parser message — which may quote the body — is echoed.
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
    const refused = refusedFields(value);
    if (refused.first !== undefined) {
      done(badRequest(refused.first, refused.toObject()), undefined);
      return;
    }
    done(null, value);
  });
});
