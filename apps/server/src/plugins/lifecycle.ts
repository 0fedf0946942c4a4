import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where a shop process stands in its life (ARCHITECTURE, runtime contract; docs/deploy.md): serving,
 * or draining after SIGTERM. While it drains, `/api/ready` answers 503 so a proxy or an orchestrator
 * sends it nothing new, and every answer carries `Connection: close`, so a proxy's kept-alive
 * connection ends after the answer it is waiting for instead of being cut while idle.
 */
export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
}

export const lifecyclePlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  const lifecycle: Lifecycle = {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) void reply.header('connection', 'close');
    return payload;
  });
});
