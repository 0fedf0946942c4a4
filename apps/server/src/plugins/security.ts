import helmet from '@fastify/helmet';
import { ErrorCode } from '@shop/contract/errors';
import { generalMessages } from '@shop/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isForeignOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (origin === 'null') return true;
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }
  // Browsers that omit Origin still say where a request came from.
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * Security headers and cross-site request refusal. The CSP allows only the shop's own origin plus
 * `data:` images and never inline scripts; inline *styles* stay allowed because UI primitives set
 * positioning styles at run time, which cannot execute code.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { production: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (MUTATING.has(request.method) && isForeignOrigin(request)) {
      return reply
        .status(403)
        .send({ message: generalMessages.foreignOrigin, code: ErrorCode.foreignOrigin });
    }
  });
});
