import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { invalidateOnNotify } from '../lib/generation-cache';
import {
  SESSION_CACHE_MAX_AGE_MS,
  SESSION_COOKIE,
  SESSIONS_CHANNEL,
  SessionCache,
  createSession,
  loadSession,
} from './session-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recently read sessions; see SessionCache. Writes that end sessions or change accounts empty it. */
    sessionCache: SessionCache;
  }
}

/**
 * Reads the session cookie on API calls and puts the session and its user on the request.
 * Static files and the SPA never touch the database; a session read in the last half minute is
 * taken from the session cache.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  await app.register(cookie, { secret: app.config.appSecret });
  app.decorateRequest('session', null);
  app.decorateRequest('currentUser', null);
  const cache = new SessionCache(SESSION_CACHE_ENTRIES, SESSION_CACHE_MAX_AGE_MS);
  app.decorate('sessionCache', cache);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const loaded = await loadSession(app.db, token, new Date(), cache);
    if (!loaded) {
      clearSessionCookie(reply);
      return;
    }
    request.session = loaded.session;
    request.currentUser = loaded.user;
  });

  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await invalidateOnNotify(opts.database, SESSIONS_CHANNEL, [cache], app.log);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
});

/** Enough for every signed-in visitor of a busy hour; a row is well under a kilobyte. */
const SESSION_CACHE_ENTRIES = 20_000;

/** A session just written, whose cookie is still to be set. */
export type StartedSession = Awaited<ReturnType<typeof createSession>>;

/**
 * A new visitor's session for the guest's cart (decision 015), written in the caller's transaction;
 * its cookie is set (setSessionCookie) once that has committed.
 */
export const startGuestSession = (tx: Db): Promise<StartedSession> => createSession(tx, null, 'guest');

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
