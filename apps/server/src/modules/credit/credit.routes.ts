import { IdParams, MessageResponse } from '@shop/contract/common-schemas';
import { creditMessages as m } from '@shop/contract/credit';
import {
  ACCOUNT_BALANCE_PATH,
  ACCOUNT_PAYMENTS_PATH,
  ADMIN_RECEIVABLES_CSV_PATH,
  ADMIN_RECEIVABLES_PATH,
  ReceivablesPage,
  ReceivablesQuery,
  AccountBalance,
  PaymentBody,
  PaymentTerms,
  PaymentTermsBody,
  RecordedPayment,
} from '@shop/contract/credit-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { idParam } from '@shop/contract/url-param-schemas';
import { ADMIN_PRACTICES_PATH } from '@shop/contract/practice-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopToday } from '../../lib/clock';
import { datedCsvDownload, streamOf } from '../../lib/download';
import { adminExportSchema } from '../../plugins/api-document';
import { auditedCsvExport } from '../audit/audit.service';
import { documentDownloadSchema, letterheadOf, sendPdf } from '../documents/pdf.service';
import { guardRoutes, refusedAdmin, requireAdmin, requireDoctor, userOf } from '../../plugins/guards';
import {
  accountReaderPracticeId,
  grantTerms,
  memberAccount,
  practiceAccount,
  receivablesCsv,
  receivablesPage,
  recordPayment,
  creditSettingsOf,
  withdrawTerms,
} from './credit.service';
import { paymentReceiptPdf } from './payment-receipt';

const RECEIVABLES_CSV = datedCsvDownload('receivables');

const paymentId = idParam('Payment id');
/** A payment's receipt: its PDF, or one of the refusals of every document. */
const receiptSchema = documentDownloadSchema(
  'What the payment paid (invoice, order, amount) and what it left as credit, as a PDF named RCPT-000042.pdf',
);

/** A practice's account as its owner and bookkeepers read it (issue 40); 403 for its other members. */
export const accountBalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireDoctor);
  const settings = creditSettingsOf(app.config);

  app.get(
    ACCOUNT_BALANCE_PATH,
    {
      schema: {
        tags: ['account'],
        summary:
          'The practice’s account: terms, balance and ageing, available credit, open invoices, payments',
        response: { 200: AccountBalance, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request) => memberAccount(app.db, userOf(request), shopToday(app), settings),
  );

  const shop = letterheadOf(app);
  app.get(
    `${ACCOUNT_PAYMENTS_PATH}/:paymentId/receipt.pdf`,
    {
      schema: receiptSchema({
        tags: ['account'],
        summary: 'The receipt of one of the practice’s payments, for its owner and bookkeepers',
        params: z.object({ paymentId }),
      }),
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await paymentReceiptPdf(
          app.db,
          shop,
          accountReaderPracticeId(userOf(request)),
          request.params.paymentId,
        ),
      ),
  );
};

/** The admin's side of a practice's account (issue 40): terms, payments, the account itself. */
export const adminCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireAdmin);
  const tags = ['admin', 'practice'];
  const settings = creditSettingsOf(app.config);
  const shop = letterheadOf(app);

  app.get(
    `${ADMIN_PRACTICES_PATH}/:id/account`,
    {
      schema: {
        tags,
        summary: 'A practice’s account: terms, balance and ageing, available credit, open invoices, payments',
        params: IdParams,
        response: { 200: AccountBalance, ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request) => practiceAccount(app.db, request.params.id, shopToday(app), settings),
  );

  app.get(
    ADMIN_RECEIVABLES_PATH,
    {
      schema: {
        tags,
        summary:
          'Every practice’s balance on account in ageing buckets (current, 1–30, 31–60, 61–90, over 90 days past due), largest first, 20 a page',
        querystring: ReceivablesQuery,
        response: { 200: ReceivablesPage, ...refusedAdmin },
      },
    },
    async (request) => receivablesPage(app.db, request.query, shopToday(app), settings),
  );

  app.get(
    ADMIN_RECEIVABLES_CSV_PATH,
    {
      schema: adminExportSchema({
        summary: 'The receivables as a CSV download: every practice the filter keeps, a row each',
        querystring: ReceivablesQuery,
        download: RECEIVABLES_CSV.response,
      }),
    },
    auditedCsvExport(
      app.db,
      RECEIVABLES_CSV,
      { action: 'receivables.export', entityType: 'practice' },
      (db, query: ReceivablesQuery) => streamOf(receivablesCsv(db, query, shopToday(app), settings)),
    ),
  );

  app.put(
    `${ADMIN_PRACTICES_PATH}/:id/terms`,
    {
      schema: {
        tags,
        summary: 'Grants or changes a practice’s payment terms: net days (7–90) and a credit limit',
        params: IdParams,
        body: PaymentTermsBody,
        response: { 200: PaymentTerms, ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request) => grantTerms(app.db, userOf(request), request.params.id, request.body),
  );

  app.delete(
    `${ADMIN_PRACTICES_PATH}/:id/terms`,
    {
      schema: {
        tags,
        summary: 'Withdraws a practice’s payment terms; its open invoices on account stay as they are',
        params: IdParams,
        response: { 200: MessageResponse, ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request) => {
      await withdrawTerms(app.db, userOf(request), request.params.id);
      return { message: m.termsWithdrawn };
    },
  );

  app.post(
    `${ADMIN_PRACTICES_PATH}/:id/payments`,
    {
      schema: {
        tags,
        summary:
          'Records a payment and allocates it to open invoices, oldest first or as chosen; the rest stays as credit',
        params: IdParams,
        body: PaymentBody,
        response: { 201: RecordedPayment, ...refusedAdmin, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const recorded = await recordPayment(
        app.db,
        userOf(request),
        request.params.id,
        request.body,
        shopToday(app),
        settings,
      );
      return reply.status(201).send(recorded);
    },
  );

  app.get(
    `${ADMIN_PRACTICES_PATH}/:id/payments/:paymentId/receipt.pdf`,
    {
      schema: receiptSchema({
        tags,
        summary: 'The receipt of a practice’s payment: what it paid and what it left as credit',
        params: IdParams.extend({ paymentId }),
      }),
    },
    async (request, reply) =>
      sendPdf(reply, await paymentReceiptPdf(app.db, shop, request.params.id, request.params.paymentId)),
  );
};
