import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { RECALLS_PATH } from '@shop/contract/recall';
import { AcknowledgeRecallBody, DoctorRecalls, RecallNotice } from '@shop/contract/recall-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes, refusedCaller, requireDoctor, userOf } from '../../plugins/guards';
import { acknowledgeRecall, doctorRecalls, readerOf, recallNotice } from './recall.service';

/**
 * The signed-in doctor's recalls (issue 20): the list behind the banner, a notice and its
 * acknowledgement. A recall that does not concern them is a 404, as if there were none.
 */
export const recallRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['recalls'];
  guardRoutes(app, requireDoctor);

  app.get(
    RECALLS_PATH,
    {
      schema: {
        tags,
        summary:
          "The doctor's recalls, acknowledged or not, newest first, each with its product, lots and when they acknowledged it",
        response: { 200: DoctorRecalls, ...refusedCaller },
      },
    },
    async (request) => doctorRecalls(app.db, userOf(request).id),
  );

  app.get(
    `${RECALLS_PATH}/:id`,
    {
      schema: {
        tags,
        summary: 'A recall notice: product, lots, the action asked, and the orders that carried the lots',
        params: IdParams,
        response: { 200: RecallNotice, 400: ApiErrorBody, ...refusedCaller, 404: ApiErrorBody },
      },
    },
    async (request) => recallNotice(app.db, request.params.id, readerOf(userOf(request))),
  );

  app.post(
    `${RECALLS_PATH}/:id/acknowledge`,
    {
      schema: {
        tags,
        summary:
          'Acknowledge a recall, once (409 the second time), with the units of its lots still on hand (the body may be left out: no units recorded); time-stamped and audited',
        params: IdParams,
        // Fastify hands a request without a body to the schema as null: the call as decision 036
        // defined it, which records no units.
        body: AcknowledgeRecallBody.nullish(),
        response: {
          200: RecallNotice,
          400: ApiErrorBody,
          ...refusedCaller,
          404: ApiErrorBody,
          409: ApiErrorBody,
        },
      },
    },
    async (request) =>
      acknowledgeRecall(
        app.db,
        request.params.id,
        readerOf(userOf(request)),
        request.body?.unitsOnHand ?? null,
        app.config.shopTimeZone,
      ),
  );
};
