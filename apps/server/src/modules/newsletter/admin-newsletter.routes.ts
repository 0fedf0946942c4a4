import {
  AdminNewsletterListQuery,
  NEWSLETTER_EXPORT_PATH,
  NEWSLETTER_SUBSCRIPTIONS_PATH,
  NewsletterSubscriptionPage,
  newsletterExportFileName,
} from '@shop/contract/newsletter-admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadResponse } from '../../lib/download';
import { guardRoutes, refusedAdmin, requireAdmin } from '../../plugins/guards';
import { sendAuditedDownload } from '../audit/audit.service';
import { exportEmails, listSubscriptions } from './newsletter.service';
import { DOWNLOAD } from '../../plugins/api-document';

/** The admin's newsletter list and its export (docs/product.md, Newsletter admin). Admins only. */
export const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the query is read: a guest or a doctor learns nothing about what a valid query is.
  guardRoutes(app, requireAdmin);

  app.get(
    NEWSLETTER_SUBSCRIPTIONS_PATH,
    {
      schema: {
        tags: ['newsletter', 'admin'],
        summary: 'Subscriptions, newest first, 50 a page, with the total count (admin)',
        querystring: AdminNewsletterListQuery,
        response: { 200: NewsletterSubscriptionPage, ...refusedAdmin },
      },
    },
    async (request) => listSubscriptions(app.db, request.query),
  );

  app.get(
    NEWSLETTER_EXPORT_PATH,
    {
      schema: {
        tags: ['newsletter', 'admin'],
        summary:
          'Every subscribed e-mail, one a line, as a text file download named with the day (admin); streamed',
        documentedResponses: DOWNLOAD,
        querystring: z.object({}).strict(),
        response: {
          200: downloadResponse(
            'text/plain',
            'A text file download named newsletter-subscribers-YYYY-MM-DD.txt (the day, UTC): one e-mail address a line, each line ended by a line feed',
          ),
          ...refusedAdmin,
        },
      },
    },
    // Streamed as it is read (newsletter.service.ts, exportEmails). The whole list of addresses
    // leaves the shop: who took it and when is kept.
    async (request, reply) =>
      sendAuditedDownload(app.db, request, reply, {
        file: { type: 'text/plain', name: newsletterExportFileName(new Date()) },
        audit: { action: 'newsletter.export', entityType: 'newsletter' },
        body: () => exportEmails(app.db),
      }),
  );
};
