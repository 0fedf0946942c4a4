import {
  ACCOUNT_PASSWORD_PATH,
  ChangePasswordBody,
  PASSWORD_RESET_PATH,
  PasswordResetBody,
  PasswordResetParams,
  PasswordResetRequestBody,
} from '@shop/contract/auth-schemas';
import { MessageResponse } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { passwordMessages } from '@shop/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOfAddress } from '../../lib/rate-limit';
import { requireDoctor, userOf } from '../../plugins/guards';
import {
  changePassword,
  checkPasswordResetLimits,
  resetPassword,
  sendPasswordResetLink,
  type PasswordSettings,
} from './passwords.service';

/**
 * Password self-service (issue 38): "Forgot password?" (the request and the e-mailed link's reset,
 * for any account) and a doctor's "Change password" on /account.
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: PasswordSettings = {
    shopName: app.config.shopName,
    publicUrl: app.config.publicUrl,
    clock: app.clock,
  };

  app.post(
    PASSWORD_RESET_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (the same answer for any address)',
        description:
          'For an account with this e-mail, a link that works once within an hour (an earlier one stops working). The answer never says whether the account exists. At most 5 requests an hour per client address and per e-mail address.',
        body: PasswordResetRequestBody,
        response: { 202: MessageResponse, 400: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await checkPasswordResetLimits(app.db, app.clock.now(), {
        email,
        client: clientOfAddress(request.ip),
      });
      // The account is looked up and its link written only once the answer is sent: a known
      // address's answer takes no longer than an unknown one's.
      app.lifecycle.afterAnswer(reply, 'the password reset link', () =>
        sendPasswordResetLink(app.db, settings, { email, ip: request.ip }),
      );
      return reply.status(202).send({ message: passwordMessages.resetRequested });
    },
  );

  app.post(
    `${PASSWORD_RESET_PATH}/:token`,
    {
      schema: {
        tags: ['auth'],
        summary: "Set a new password with an e-mailed link's token",
        description:
          'Spends the link and signs the account out everywhere. A used, replaced, expired or unknown link is a 400.',
        params: PasswordResetParams,
        body: PasswordResetBody,
        response: { 200: MessageResponse, 400: ApiErrorBody },
      },
    },
    async (request) => {
      await resetPassword(app.db, settings, request.params.token, request.body.password);
      return { message: passwordMessages.resetDone };
    },
  );

  app.post(
    ACCOUNT_PASSWORD_PATH,
    {
      schema: {
        tags: ['account'],
        summary: "Change the signed-in doctor's password",
        description:
          'Needs the current password (a wrong one is a 400 on `currentPassword`). This session stays signed in; every other one of the account ends.',
        body: ChangePasswordBody,
        response: { 200: MessageResponse, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody },
      },
      preHandler: requireDoctor,
    },
    async (request) => {
      const session = request.session;
      if (!session) throw new Error('a signed-in request has a session');
      await changePassword(app.db, settings, userOf(request), session.idHash, {
        currentPassword: request.body.currentPassword,
        password: request.body.password,
      });
      return { message: passwordMessages.changeDone };
    },
  );
};
