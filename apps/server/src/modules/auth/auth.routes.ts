import { AuthResponse, LoginBody, RegisterBody, RegisterResponse } from '@shop/contract/auth-schemas';
import { MessageResponse } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { authMessages } from '@shop/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimitByAddress, type RateLimit } from '../../lib/rate-limit';
import { requireUser, userOf } from '../../plugins/guards';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
import { destroySession } from '../../plugins/session-store';
import { mergeGuestCart } from '../cart/cart.service';
import { registerDoctor, toAuthResponse } from './auth.service';
import { checkApplicationAfterAnswer } from '../licences/registry.service';
import { readDeviceToken, setDeviceCookie } from './device-cookie';
import { signIn } from './login.service';
import { sessionCookie } from '../../plugins/api-document';

/**
 * Each registration sends an e-mail to an address a stranger typed. 10 an hour per client address
 * (REGISTRATIONS_PER_HOUR) leaves room for a clinic signing up its doctors from one network (they
 * share its address), and holds a script to 10 e-mails an hour per address instead of 20 a second.
 */
const registrationLimit = (max: number): RateLimit => ({
  bucket: 'register',
  max,
  windowSeconds: 60 * 60,
  message: authMessages.tooManyRegistrations,
});

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  409: ApiErrorBody,
  429: ApiErrorBody,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a doctor account (starts pending approval)',
        body: RegisterBody,
        response: { 201: RegisterResponse, 400: errors[400], 409: errors[409], 429: errors[429] },
      },
      preHandler: rateLimitByAddress(registrationLimit(app.config.registrationsPerHour)),
    },
    async (request, reply) => {
      const user = await registerDoctor(app.db, request.body, app.config);
      checkApplicationAfterAnswer(app, reply, user.id);
      const auth = toAuthResponse(user);
      if (auth.isAdmin) throw new Error('registration created an admin');
      return reply.status(201).send({ message: authMessages.registrationSuccess, user: auth.user });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in as a doctor or an admin',
        documentedResponses: {
          200: sessionCookie(
            'The new session, `sid` (HttpOnly, SameSite=Lax), and the `device` cookie that spares this browser the per-account lockout (path /api/auth)',
          ),
        },
        body: LoginBody,
        response: {
          200: AuthResponse,
          400: errors[400],
          401: errors[401],
          403: errors[403],
          429: errors[429],
        },
      },
    },
    async (request, reply) => {
      const { user, session, device } = await signIn(app.db, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        device: readDeviceToken(request),
        previousSession: request.session,
        adoptGuest: mergeGuestCart,
      });
      // Sign-in ended the session it replaced.
      if (request.session) app.sessionCache.delete(request.session.idHash);
      setSessionCookie(reply, session.token, session.expiresAt, app.config.secureCookies);
      setDeviceCookie(reply, device, app.config.secureCookies);
      return toAuthResponse(user);
    },
  );

  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user; 401 for a guest',
        response: { 200: AuthResponse, 401: errors[401] },
      },
      preHandler: requireUser,
    },
    async (request) => toAuthResponse(userOf(request)),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out',
        documentedResponses: { 200: sessionCookie('`sid` cleared') },
        response: { 200: MessageResponse },
      },
    },
    async (request, reply) => {
      if (request.session) await destroySession(app.db, request.session.idHash, app.sessionCache);
      clearSessionCookie(reply);
      return { message: authMessages.loggedOutText };
    },
  );

  // The page to come back to after signing in travels along when it is one of the shop's own paths.
  app.get(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Where a signed-out visitor is sent (docs/product.md): the sign-in page, to come back to `redirect` afterwards when it is one of the shop’s own paths',
        querystring: z.looseObject({ redirect: z.string().optional() }),
        documentedResponses: {
          302: {
            description: 'To the sign-in page',
            headers: { Location: '`/login`, or `/login?redirect=…` with the page to come back to' },
          },
        },
      },
    },
    async (request, reply) => {
      const back = request.query.redirect;
      const local = back !== undefined && back.length <= 2000 && /^\/(?![/\\])/.test(back);
      return reply.redirect(local ? `/login?redirect=${encodeURIComponent(back)}` : '/login');
    },
  );
};
