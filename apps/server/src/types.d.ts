import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { CurrentUser, SessionState } from './modules/auth/session.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
  }
  interface FastifyRequest {
    session: SessionState | null;
    currentUser: CurrentUser | null;
  }
}
