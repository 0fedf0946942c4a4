import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerWithin } from '../../lib/time-limit';

/** How long readiness waits for the database before it says the process is not ready. */
const READY_PING_MS = 2_000;

/**
 * Liveness (`/api/health`: the process runs and its database answers) and readiness
 * (`/api/ready`: it should be sent requests — not while it drains after SIGTERM, nor before its
 * search index is first built, nor while its database does not answer within 2 s). A proxy or an
 * orchestrator routes by readiness; a process supervisor restarts by liveness.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  /** Whether the process has finished starting (its search index is built). */
  started: () => boolean;
}> = async (app, opts) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database readiness',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await opts.ping();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: 200 while the process takes requests; 503 while it drains, starts or its database does not answer',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.enum(['draining', 'starting', 'unavailable']) }),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (app.lifecycle.draining) return reply.status(503).send({ status: 'draining' as const });
      if (!opts.started()) return reply.status(503).send({ status: 'starting' as const });
      try {
        const answered = await answerWithin(
          opts.ping().then(() => true),
          READY_PING_MS,
        );
        if (!answered) throw new Error(`the database did not answer within ${READY_PING_MS} ms`);
        return { status: 'ready' as const };
      } catch (err) {
        request.log.warn({ err }, 'readiness: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
