import { IdParams } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { SubmitOrderResponse } from '@shop/contract/order-schemas';
import { ApprovalsResponse, DeclineSignOffBody, SignOffRequest } from '@shop/contract/practice-schemas';
import { PRACTICE_APPROVALS_PATH } from '@shop/contract/practice-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes, refusedCaller, requireDoctor, userOf } from '../../plugins/guards';
import { checkoutSettings } from './checkout.routes';
import { approveRequest, declineSignOff, listApprovals } from './sign-off.service';

const tags = ['practice'];
const refused = { ...refusedCaller, 404: ApiErrorBody };

/** A practice's orders held for a sign-off (issue 39): the lists and the decisions. */
export const signOffRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireDoctor);
  const settings = checkoutSettings(app);

  app.get(
    PRACTICE_APPROVALS_PATH,
    {
      schema: {
        tags,
        summary: "The practice's orders waiting for the member's sign-off, and the member's own requests",
        response: { 200: ApprovalsResponse, ...refused },
      },
    },
    async (request) => listApprovals(app.db, userOf(request)),
  );

  app.post(
    `${PRACTICE_APPROVALS_PATH}/:id/approve`,
    {
      schema: {
        tags,
        summary: 'Sign off a held order: it is placed as its member’s, priced as of now',
        description:
          'A prescriber or the owner signs off prescription-only products (with a licence valid today), the owner an order over a monthly limit; nobody their own. Of two decisions at once one wins (409 for the other). When the order cannot be placed now (stock ran out) the refusal is the answer and the request keeps waiting.',
        params: IdParams,
        response: { 201: SubmitOrderResponse, 400: ApiErrorBody, ...refused, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await approveRequest(app.db, settings, userOf(request), request.params.id)),
  );

  app.post(
    `${PRACTICE_APPROVALS_PATH}/:id/decline`,
    {
      schema: {
        tags,
        summary: 'Decline a held order with a reason, which is e-mailed to the member who placed it',
        params: IdParams,
        body: DeclineSignOffBody,
        response: { 200: SignOffRequest, 400: ApiErrorBody, ...refused, 409: ApiErrorBody },
      },
    },
    async (request) =>
      declineSignOff(app.db, settings, userOf(request), request.params.id, request.body.reason),
  );
};
