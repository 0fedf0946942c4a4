import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { practiceMessages as m } from '@shop/contract/practice-messages';
import {
  AcceptInvitationBody,
  AcceptInvitationResponse,
  AdminPracticeDetail,
  AdminPracticeListQuery,
  AdminPracticePage,
  InvitationBody,
  InvitationTokenParams,
  InvitationView,
  MemberPatch,
  PracticeInvitation,
  PracticeMember,
  PracticeResponse,
  PracticeSettingsPatch,
} from '@shop/contract/practice-schemas';
import {
  ADMIN_PRACTICES_PATH,
  INVITATIONS_PATH,
  PRACTICE_INVITATIONS_PATH,
  PRACTICE_MEMBERS_PATH,
  PRACTICE_PATH,
} from '@shop/contract/practice-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimitByAddress } from '../../lib/rate-limit';
import {
  guardRoutes,
  refusedAdmin,
  refusedCaller,
  requireAdmin,
  requireDoctor,
  userOf,
} from '../../plugins/guards';
import { sessionCookie } from '../../plugins/api-document';
import { setSessionCookie } from '../../plugins/session';
import { createSession, destroySession } from '../../plugins/session-store';
import { mergeGuestCart } from '../cart/cart.service';
import { checkApplicationAfterAnswer } from '../licences/registry.service';
import {
  acceptInvitation,
  changeMember,
  changePracticeSettings,
  getPractice,
  invite,
  listPractices,
  practiceForAdmin,
  removeMember,
  revokeInvitation,
  viewInvitation,
  type PracticeSettings,
} from './practices.service';

const tags = ['practice'];

/** What the practice's calls need besides the database. */
const practiceSettings = (app: Parameters<FastifyPluginAsyncZod>[0]): PracticeSettings => ({
  shopName: app.config.shopName,
  publicUrl: app.config.publicUrl,
  adminNotifyEmail: app.config.adminNotifyEmail,
  clock: app.clock,
});
const refused = { ...refusedCaller, 404: ApiErrorBody };

/** The signed-in member's practice and, for its owner, its members and invitations (issue 39). */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireDoctor);
  const settings = practiceSettings(app);

  app.get(
    PRACTICE_PATH,
    {
      schema: {
        tags,
        summary:
          "The signed-in member's practice and role; for an owner also its members and open invitations",
        response: { 200: PracticeResponse, ...refused },
      },
    },
    async (request) => getPractice(app.db, userOf(request), app.clock.now()),
  );

  app.patch(
    PRACTICE_PATH,
    {
      schema: {
        tags,
        summary: "Change the practice's settings: whether every order must carry a PO number (owner only)",
        body: PracticeSettingsPatch,
        response: { 200: PracticeResponse, 400: ApiErrorBody, ...refused },
      },
    },
    async (request) => {
      const practice = await changePracticeSettings(app.db, userOf(request), request.body, app.clock.now());
      // What a session carries of its practice changed: this process forgets at once, the others on the notification.
      app.sessionCache.invalidate();
      return practice;
    },
  );

  app.post(
    PRACTICE_INVITATIONS_PATH,
    {
      schema: {
        tags,
        summary:
          'Invite someone by e-mail to join the practice as owner, prescriber, buyer or bookkeeper (owner only)',
        description:
          'E-mails a link that works once within 7 days. An address that already has an account, or an open invitation to this practice, is a 409.',
        body: InvitationBody,
        response: { 201: PracticeInvitation, 400: ApiErrorBody, ...refused, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invite(app.db, settings, userOf(request), request.body)),
  );

  app.delete(
    `${PRACTICE_INVITATIONS_PATH}/:id`,
    {
      schema: {
        tags,
        summary: 'Revoke an open invitation: its link stops working (owner only)',
        params: IdParams,
        response: { 204: z.null(), 400: ApiErrorBody, ...refused },
      },
    },
    async (request, reply) => {
      await revokeInvitation(app.db, userOf(request), request.params.id, app.clock.now());
      return reply.status(204).send(null);
    },
  );

  app.patch(
    `${PRACTICE_MEMBERS_PATH}/:id`,
    {
      schema: {
        tags,
        summary: "Change a member's role, monthly limit or order visibility (owner only)",
        description:
          'Owner and prescriber need a licence; the last owner cannot be made anything else (409).',
        params: IdParams,
        body: MemberPatch,
        response: { 200: PracticeMember, 400: ApiErrorBody, ...refused, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const member = await changeMember(app.db, userOf(request), request.params.id, request.body);
      // What a session carries of its member changed: this process forgets at once, the others on the notification.
      app.sessionCache.invalidate();
      return member;
    },
  );

  app.delete(
    `${PRACTICE_MEMBERS_PATH}/:id`,
    {
      schema: {
        tags,
        summary: 'Remove a member from the practice, signing them out at once (owner only)',
        description:
          'A licensed member keeps their account in a practice of their own; any other member’s account is deleted. The last owner cannot be removed (409).',
        params: IdParams,
        response: { 204: z.null(), 400: ApiErrorBody, ...refused, 409: ApiErrorBody },
      },
    },
    async (request, reply) => {
      await removeMember(app.db, userOf(request), request.params.id);
      app.sessionCache.invalidate();
      return reply.status(204).send(null);
    },
  );
};

/**
 * The e-mailed link's calls (issue 39), for someone without an account yet: what it invites to, and
 * the account it makes. At most 10 acceptances an hour from one client address, as registrations.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = practiceSettings(app);

  app.get(
    `${INVITATIONS_PATH}/:token`,
    {
      schema: {
        tags,
        summary: 'What an invitation link invites to; 404 once it is used, revoked or expired',
        params: InvitationTokenParams,
        response: { 200: InvitationView, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => viewInvitation(app.db, request.params.token, app.clock.now()),
  );

  app.post(
    `${INVITATIONS_PATH}/:token/accept`,
    {
      schema: {
        tags,
        summary: "Accept an invitation: the account, in the invitation's practice and role",
        description:
          'A buyer or bookkeeper is signed in at once. An owner or prescriber gives the licence fields and waits for the shop’s approval, as a registration does. The link works once.',
        documentedResponses: { 201: sessionCookie('For a buyer or bookkeeper: the new session, `sid`') },
        params: InvitationTokenParams,
        body: AcceptInvitationBody,
        response: {
          201: AcceptInvitationResponse,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
      preHandler: rateLimitByAddress({
        bucket: 'invitation-accept',
        max: app.config.registrationsPerHour,
        windowSeconds: 60 * 60,
        message: m.tooManyAcceptances,
      }),
    },
    async (request, reply) => {
      const account = await acceptInvitation(app.db, settings, request.params.token, request.body);
      if (account.status === 'pending') {
        // A licensed member's application is looked up in the register, as a registration is (issue 43).
        checkApplicationAfterAnswer(app, reply, account.id);
        return reply.status(201).send({ message: m.invitationAcceptedPending, status: account.status });
      }
      const previous = request.session;
      const session = await app.db.transaction(async (tx) => {
        const created = await createSession(tx, account.id, 'doctor');
        // A guest's cart comes along, as at sign-in.
        if (previous?.userId === null) await mergeGuestCart(tx, previous.idHash, account.id);
        if (previous) await destroySession(tx, previous.idHash, app.sessionCache);
        return created;
      });
      setSessionCookie(reply, session.token, session.expiresAt, app.config.secureCookies);
      return reply.status(201).send({ message: m.invitationAccepted, status: account.status });
    },
  );
};

/** The shop's admin's view of practices (issue 39): the list and one practice; 401 guests, 403 doctors. */
export const adminPracticeRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireAdmin);
  const adminTags = ['admin', 'practice'];

  app.get(
    ADMIN_PRACTICES_PATH,
    {
      schema: {
        tags: adminTags,
        summary: 'Every practice, newest first, 20 a page: owners, members, orders, sign-offs waiting',
        querystring: AdminPracticeListQuery,
        response: { 200: AdminPracticePage, ...refusedAdmin },
      },
    },
    async (request) => listPractices(app.db, request.query),
  );

  app.get(
    `${ADMIN_PRACTICES_PATH}/:id`,
    {
      schema: {
        tags: adminTags,
        summary:
          'One practice: its members with roles and limits, open invitations, latest orders and sign-offs waiting',
        params: IdParams,
        response: { 200: AdminPracticeDetail, ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request) => practiceForAdmin(app.db, request.params.id, app.clock.now()),
  );
};
