import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where a shop process stands in its life (ARCHITECTURE, runtime contract; docs/deploy.md): warming
 * up after it starts listening (docs/decisions/045), serving, or draining after SIGTERM. While it drains, `/api/ready` answers 503 so a proxy or an orchestrator
 * sends it nothing new, and every answer carries `Connection: close`, so a proxy's kept-alive
 * connection ends after the answer it is waiting for instead of being cut while idle.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Still warming up (startup/warm-up.ts): `/api/ready` answers 503 `starting` meanwhile. */
  readonly warming: boolean;
  drain(): void;
  /** Marks the process warming until the returned function is called. */
  beginWarmUp(): () => void;
  /**
   * Runs `work` once `reply` is sent, so that what the work costs cannot be read from the answer's
   * timing (the password reset request). A failure is logged as `what`; closing the app waits for it.
   */
  afterAnswer(reply: FastifyReply, what: string, work: () => Promise<unknown>): void;
  /** Resolves once every work begun by `afterAnswer` has ended. */
  settled(): Promise<void>;
}

export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  let warming = false;
  const afterAnswers = new Set<Promise<void>>();
  const lifecycle: Lifecycle = {
    get draining() {
      return draining;
    },
    get warming() {
      return warming;
    },
    drain() {
      draining = true;
    },
    beginWarmUp() {
      warming = true;
      return () => {
        warming = false;
      };
    },
    afterAnswer(reply, what, work) {
      // A reply is a thenable that settles once its answer is written, or fails when the client
      // left first: the work runs either way.
      const sent = Promise.resolve(reply).catch(() => undefined);
      const task: Promise<void> = sent
        .then(work)
        .then(
          () => undefined,
          (err: unknown) => reply.log.error({ err }, `${what} failed after the answer was sent`),
        )
        .finally(() => afterAnswers.delete(task));
      afterAnswers.add(task);
    },
    async settled() {
      while (afterAnswers.size > 0) await Promise.all(afterAnswers);
    },
  };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onClose', async () => lifecycle.settled());
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) void reply.header('connection', 'close');
    return payload;
  });
});
