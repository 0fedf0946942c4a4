import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { ErrorCode } from '@shop/contract/error-schemas';
import { generalMessages } from '@shop/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { badRequest } from '../lib/app-error';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin (scheme, host and port) of a URL, or undefined when it is not one. */
function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser sent this request from another site. The request's own origin is its scheme
 * (`request.protocol`, which honours TRUST_PROXY's X-Forwarded-Proto), host and port: an `https://`
 * page is another origin than the `http://` shop on the same host. Without `Origin`, the `Referer`
 * and `Sec-Fetch-Site` still tell; a request with none of them (curl, a server, a test) is not a
 * browser's cross-site request and passes.
 */
function isForeignOrigin(request: FastifyRequest): boolean {
  const own = originOf(`${request.protocol}://${request.host}`);
  const origin = request.headers.origin;
  if (origin !== undefined) return own === undefined || originOf(origin) !== own;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const referer = request.headers.referer;
  if (referer) return own === undefined || originOf(referer) !== own;
  return false;
}

/**
 * The CSP's directives, the one source for every response: only the shop's own origin plus `data:`
 * images and never `'unsafe-inline'` scripts; inline *styles* stay allowed because UI primitives set
 * positioning styles at run time, which cannot execute code. `scriptHashes` ('sha256-…') allow
 * exactly those inline scripts (the page's theme script, see spa.ts).
 */
export function cspDirectives(opts: { production: boolean; scriptHashes?: string[] }) {
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(opts.scriptHashes ?? []).map((hash) => `'${hash}'`)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // https: for the product images an admin gives by address (docs/decisions/004).
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
  if (opts.production) directives.upgradeInsecureRequests = [];
  return directives;
}

/** The header value for directives, written the way helmet writes it. */
export function serializeCsp(directives: Record<string, string[]>) {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '))
    .join(';');
}

/**
 * The headers helmet sets with these options, worked out once: they are the same on every response
 * (the Fastify plugin would parse the CSP directives again for each one).
 */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)(new IncomingMessage(new Socket()), response as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/** Security headers (the CSP above) and cross-site request refusal. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { production: boolean }) => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives({ production: opts.production }),
    },
    strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet does: a route's own header of the same name still wins.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (MUTATING.has(request.method) && isForeignOrigin(request)) {
      return reply
        .status(403)
        .send({ message: generalMessages.foreignOrigin, code: ErrorCode.foreignOrigin });
    }
  });

  // PostgreSQL text cannot hold a NUL character: refused here as the client's mistake (400) for
  // every field of every route, instead of failing in the database as a 500.
  app.addHook('preValidation', async (request) => {
    const field =
      fieldWithNul(request.params, 'params') ??
      fieldWithNul(request.query, 'query') ??
      fieldWithNul(request.body, 'body');
    if (field !== undefined) {
      throw badRequest(generalMessages.nulCharacter, { [field]: [generalMessages.nulCharacter] });
    }
  });
});

/** The path of the first string holding a NUL character in a parsed request part, if any. */
function fieldWithNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null || depth > 8) return undefined;
  // A body kept as bytes (the catalogue import's CSV) is its route's to decode and check: walked
  // here it is one entry per byte, and 25 MB of them held the whole process for minutes.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithNul(item, depth === 0 ? key : `${path}.${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
