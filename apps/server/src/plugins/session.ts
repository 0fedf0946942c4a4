import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, loadSession } from '../modules/auth/session.service';

/**
 * Reads the session cookie on API calls and puts the session and its user on the request.
 * Static files and the SPA never touch the database.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie, { secret: app.config.appSecret });
  app.decorateRequest('session', null);
  app.decorateRequest('currentUser', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const loaded = await loadSession(app.db, token);
    if (!loaded) {
      clearSessionCookie(reply);
      return;
    }
    request.session = loaded.session;
    request.currentUser = loaded.user;
  });
});

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
