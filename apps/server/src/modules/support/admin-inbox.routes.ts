import {
  AdminContactMessagePage,
  AdminInboxListQuery,
  AdminReferralApplicationPage,
  AdminUpdateInboxItem,
  INBOX_KINDS,
  InboxKind,
  inboxMessages,
  inboxPath,
} from '@shop/contract/admin-inbox-schemas';
import { MessageResponse } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { idParam } from '@shop/contract/url-param-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, refusedAdmin, requireAdmin, userOf } from '../../plugins/guards';
import { listContactMessages, listReferralApplications, setInboxStatus } from './admin-inbox.service';

/** Each kind's list: what the API's documentation calls it, its answer, and who reads it. */
const lists = {
  'contact-messages': {
    title: 'Contact messages',
    page: AdminContactMessagePage,
    list: listContactMessages,
  },
  referrals: {
    title: 'Referral applications',
    page: AdminReferralApplicationPage,
    list: listReferralApplications,
  },
} as const;

/** The admin's inbox (issue 18): contact messages and referral applications, new or handled. */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the query or body is read: a guest or a doctor learns nothing about what a valid one is.
  guardRoutes(app, requireAdmin);

  for (const kind of INBOX_KINDS) {
    const { title, page, list } = lists[kind];
    app.get(
      inboxPath(kind),
      {
        schema: {
          tags: ['support', 'admin'],
          summary: `${title}, newest first, 20 a page, optionally only new or handled ones (admin)`,
          querystring: AdminInboxListQuery,
          response: { 200: page, ...refusedAdmin },
        },
      },
      async (request) => list(app.db, request.query),
    );
  }

  app.patch(
    '/api/admin/inbox/:kind/:id',
    {
      schema: {
        tags: ['support', 'admin'],
        summary: 'Mark a contact message or referral application new or handled (admin; audited)',
        params: z.object({ kind: InboxKind, id: idParam() }).strict(),
        body: AdminUpdateInboxItem,
        response: { 200: MessageResponse, ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { status } = request.body;
      await setInboxStatus(app.db, kind, id, status, userOf(request).id);
      return { message: status === 'handled' ? inboxMessages.markedHandled : inboxMessages.markedNew };
    },
  );
};
