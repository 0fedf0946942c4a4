import {
  AccountDetails,
  CheckoutPrefill,
  SavedAddress,
  SavedAddressInput,
  SavedAddressList,
} from '@shop/contract/account-schemas';
import { ACCOUNT_PRACTICE_ADDRESS_PATH, PracticeAddressBody } from '@shop/contract/auth-schemas';
import { IdParams, MessageResponse } from '@shop/contract/common-schemas';
import { accountMessages } from '@shop/contract/account-messages';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopToday } from '../../lib/clock';
import { guardRoutes, refusedCaller, requireDoctor, userOf } from '../../plugins/guards';
import {
  addSavedAddress,
  changePracticeAddress,
  changeSavedAddress,
  getAccount,
  getCheckoutPrefill,
  getSavedAddresses,
  removeSavedAddress,
} from './account.service';

const refusedWrite = { 400: ApiErrorBody, ...refusedCaller };

/**
 * The signed-in doctor's own account (/account): its details, its address book, and what checkout
 * starts with. Doctors only, pending ones too: 401 for a guest, 403 for an admin.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  // Every call of this plugin is the signed-in doctor's own: one guard for all of them.
  guardRoutes(app, requireDoctor, 'preHandler');
  /** The shop's calendar now, which the account's statement months are counted in. */
  const calendar = () => ({ today: shopToday(app), timeZone: app.config.shopTimeZone });

  app.get(
    '/api/account',
    {
      schema: {
        tags,
        summary: "The signed-in doctor's account",
        response: { 200: AccountDetails, ...refusedCaller },
      },
    },
    async (request) => getAccount(app.db, userOf(request), calendar()),
  );

  app.put(
    ACCOUNT_PRACTICE_ADDRESS_PATH,
    {
      schema: {
        tags,
        summary: 'Complete or correct the registered practice address, in parts',
        description:
          'The one-line practice address the admin sees is composed from the parts. Answers the account.',
        body: PracticeAddressBody,
        response: { 200: AccountDetails, ...refusedWrite, 404: ApiErrorBody },
      },
    },
    async (request) => changePracticeAddress(app.db, userOf(request), request.body, calendar()),
  );

  app.get(
    '/api/account/checkout-prefill',
    {
      schema: {
        tags,
        summary: 'What checkout starts with: the account, then the last order or the registered practice',
        description: 'Never a card or bank number.',
        response: { 200: CheckoutPrefill, ...refusedCaller },
      },
    },
    async (request) => getCheckoutPrefill(app.db, userOf(request)),
  );

  app.get(
    '/api/account/addresses',
    {
      schema: {
        tags,
        summary: 'The address book, oldest first',
        response: { 200: SavedAddressList, ...refusedCaller },
      },
    },
    async (request) => getSavedAddresses(app.db, userOf(request)),
  );

  app.post(
    '/api/account/addresses',
    {
      schema: {
        tags,
        summary: 'Add an address to the address book (at most 20)',
        body: SavedAddressInput,
        response: { 201: SavedAddress, ...refusedWrite, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSavedAddress(app.db, userOf(request), request.body)),
  );

  app.put(
    '/api/account/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Change an address of the address book',
        params: IdParams,
        body: SavedAddressInput,
        response: { 200: SavedAddress, ...refusedWrite, 404: ApiErrorBody },
      },
    },
    async (request) => changeSavedAddress(app.db, userOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/account/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete an address of the address book',
        params: IdParams,
        response: { 200: MessageResponse, ...refusedWrite, 404: ApiErrorBody },
      },
    },
    async (request) => {
      await removeSavedAddress(app.db, userOf(request), request.params.id);
      return { message: accountMessages.addressDeleted };
    },
  );
};
