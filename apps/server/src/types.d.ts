import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Lifecycle } from './plugins/lifecycle';
import type { CurrentUser, SessionState } from './plugins/session-store';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** What the shop reads "now" from where a rule depends on the day (lib/clock.ts). */
    clock: Clock;
    /** Serving or draining (plugins/lifecycle.ts). */
    lifecycle: Lifecycle;
  }
  interface FastifyRequest {
    session: SessionState | null;
    currentUser: CurrentUser | null;
  }
}
