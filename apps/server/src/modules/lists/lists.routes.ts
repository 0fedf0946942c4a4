import { IdParams, MessageResponse } from '@shop/contract/common-schemas';
import {
  AddListItemBody,
  CountStockBody,
  CreateListBody,
  ImportListBody,
  ImportListResponse,
  ListToCartBody,
  ListToCartResponse,
  PatchListBody,
  PatchScheduleBody,
  PutListItemsBody,
  PutScheduleBody,
  SupplyList,
  SupplyListSummaries,
} from '@shop/contract/supply-list-schemas';
import { QUICK_ORDER_MAX_BYTES, quickOrderMessages } from '@shop/contract/quick-order';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import { LISTS_PATH } from '@shop/contract/supply-lists';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOrderErrors as errors } from '../../lib/route-errors';
import { shopToday } from '../../lib/clock';
import { csvDownloadResponse, sendDownload } from '../../lib/download';
import { largeBodyRouteOptions } from '../../lib/large-body-route';
import { DOWNLOAD } from '../../plugins/api-document';
import { guardRoutes, requireDoctor, userOf } from '../../plugins/guards';
import {
  addListItem,
  countToCart,
  createList,
  deleteList,
  exportListCsv,
  getList,
  importToList,
  listLists,
  listToCart,
  patchList,
  patchSchedule,
  putItems,
  putSchedule,
  removeSchedule,
} from './lists.service';

/** A practice's supply lists (issue 41, docs/decisions/057): every call needs a doctor's or member's sign-in. */
/** The refusals of a call that cannot meet another member's change (no version: no 409). */
const noConflict = { 400: errors[400], 401: errors[401], 403: errors[403], 404: errors[404] };

export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireDoctor, 'preHandler');
  const one = `${LISTS_PATH}/:id`;

  app.get(
    LISTS_PATH,
    {
      schema: {
        tags: ['lists'],
        summary: "The practice's shared supply lists and the member's private ones, last changed first",
        response: { 200: SupplyListSummaries, 401: errors[401], 403: errors[403] },
      },
    },
    async (request) => listLists(app.db, userOf(request)),
  );

  app.post(
    LISTS_PATH,
    {
      schema: {
        tags: ['lists'],
        summary: 'Make a supply list, with its first lines (an order saved as a list) or none',
        body: CreateListBody,
        response: { 201: SupplyList, 400: errors[400], 401: errors[401], 403: errors[403] },
      },
    },
    async (request, reply) => reply.status(201).send(await createList(app.db, userOf(request), request.body)),
  );

  app.get(
    one,
    {
      schema: {
        tags: ['lists'],
        summary: 'One supply list with its lines in order, what is available of each, and deleted products',
        params: IdParams,
        response: { 200: SupplyList, ...noConflict },
      },
    },
    async (request) => getList(app.db, userOf(request), request.params.id),
  );

  app.patch(
    one,
    {
      schema: {
        tags: ['lists'],
        summary: 'Rename a list or change who sees it, based on the version read (409 when it changed since)',
        params: IdParams,
        body: PatchListBody,
        response: { 200: SupplyList, ...errors },
      },
    },
    async (request) => patchList(app.db, userOf(request), request.params.id, request.body),
  );

  app.delete(
    one,
    {
      schema: {
        tags: ['lists'],
        summary: 'Delete a supply list',
        params: IdParams,
        response: { 200: MessageResponse, ...noConflict },
      },
    },
    async (request) => deleteList(app.db, userOf(request), request.params.id),
  );

  app.put(
    `${one}/items`,
    {
      schema: {
        tags: ['lists'],
        summary: 'Set every line of a list, in order, based on the version read (409 when it changed since)',
        params: IdParams,
        body: PutListItemsBody,
        response: { 200: SupplyList, ...errors },
      },
    },
    async (request) => putItems(app.db, userOf(request), request.params.id, request.body),
  );

  app.post(
    `${one}/items`,
    {
      schema: {
        tags: ['lists'],
        summary: 'Save a product to a list: after its last line, or added up to the line it has',
        params: IdParams,
        body: AddListItemBody,
        response: { 200: SupplyList, ...errors },
      },
    },
    async (request) => addListItem(app.db, userOf(request), request.params.id, request.body),
  );

  app.post(
    `${one}/cart`,
    {
      schema: {
        tags: ['lists'],
        summary: "Put a list's lines (all, or those chosen) in the cart, capped at what is available",
        params: IdParams,
        body: ListToCartBody,
        response: { 200: ListToCartResponse, ...noConflict },
      },
    },
    async (request) => listToCart(app.db, userOf(request), request.params.id, request.body),
  );

  app.post(
    `${one}/count`,
    {
      schema: {
        tags: ['lists'],
        summary:
          'Count stock: what is on the shelf of each line with a par level; those below their minimum go in the cart up to par',
        params: IdParams,
        body: CountStockBody,
        response: { 200: ListToCartResponse, ...errors },
      },
    },
    async (request) => countToCart(app.db, userOf(request), request.params.id, request.body),
  );

  const schedule = `${one}/schedule`;

  app.put(
    schedule,
    {
      schema: {
        tags: ['lists'],
        summary:
          'Repeat the list every 1–12 weeks on a weekday: the daily job puts it in the cart of the member who set it and e-mails them; it never orders',
        params: IdParams,
        body: PutScheduleBody,
        response: { 200: SupplyList, ...noConflict },
      },
    },
    async (request) => putSchedule(app.db, userOf(request), request.params.id, request.body, shopToday(app)),
  );

  app.patch(
    schedule,
    {
      schema: {
        tags: ['lists'],
        summary: "Pause the list's schedule, resume it, or skip its next date once",
        params: IdParams,
        body: PatchScheduleBody,
        response: { 200: SupplyList, ...noConflict },
      },
    },
    async (request) =>
      patchSchedule(app.db, userOf(request), request.params.id, request.body, shopToday(app)),
  );

  app.delete(
    schedule,
    {
      schema: {
        tags: ['lists'],
        summary: "Remove the list's schedule",
        params: IdParams,
        response: { 200: SupplyList, ...noConflict },
      },
    },
    async (request) => removeSchedule(app.db, userOf(request), request.params.id),
  );

  app.post(
    `${one}/import`,
    {
      schema: {
        tags: ['lists'],
        summary:
          'Add lines of a code (SKU or GTIN) and a quantity to the list, each answered as quick order answers it (a CSV, or the list’s own export)',
        params: IdParams,
        body: ImportListBody,
        response: { 200: ImportListResponse, ...errors, 413: ApiErrorBody },
      },
      // JSON writes a line break as two characters: room for 1 MB of text, whose size the service checks.
      ...largeBodyRouteOptions(app, 3 * QUICK_ORDER_MAX_BYTES, quickOrderMessages.tooLarge),
    },
    async (request) => importToList(app.db, userOf(request), request.params.id, request.body.text),
  );

  app.get(
    `${one}/export.csv`,
    {
      schema: {
        tags: ['lists'],
        documentedResponses: DOWNLOAD,
        summary:
          'The list as a CSV (SKU, quantity, minimum, par level, product), which its import reads back',
        params: IdParams,
        response: { 200: csvDownloadResponse('{list name}.csv'), ...noConflict },
      },
    },
    async (request, reply) => {
      const { text, fileName } = await exportListCsv(app.db, userOf(request), request.params.id);
      return sendDownload(request, reply, { type: 'text/csv', name: fileName }, () => Readable.from([text]));
    },
  );
};
