import type { FastifyInstance } from 'fastify';
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
}

export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  let warming = false;
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
  };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) void reply.header('connection', 'close');
    return payload;
  });
});
