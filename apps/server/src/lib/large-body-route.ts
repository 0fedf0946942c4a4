import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { payloadTooLarge } from './app-error';

/**
 * Route options of a JSON route whose body may pass the app's 1 MB: `bodyLimit`, and a body beyond
 * even that answered 413 with the route's own `message` instead of the general one.
 */
export function largeBodyRouteOptions(app: FastifyInstance, bodyLimit: number, message: string) {
  return {
    bodyLimit,
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? payloadTooLarge(message) : error;
      app.errorHandler(tooLarge, request, reply);
    },
  };
}
