import {
  ADMIN_EXAMPLE_CHARGES_PATH,
  ADMIN_SHIPPING_ZONES_PATH,
  ADMIN_TAX_RATES_PATH,
  ShippingZone,
  ShippingZoneInput,
  ShippingZoneList,
  ShippingZonePatch,
  TaxExemption,
  TaxExemptionInput,
  TaxRate,
  TaxRateInput,
  TaxRateList,
  TaxRatePatch,
} from '@shop/contract/charges-schemas';
import { IdParams, MessageResponse } from '@shop/contract/common-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { shopToday } from '../../lib/clock';
import { guardRoutes, refusedAdmin, requireAdmin, userOf } from '../../plugins/guards';
import {
  createRate,
  createZone,
  deleteRateById,
  deleteZoneById,
  doctorExemption,
  listRates,
  listZones,
  loadExampleCharges,
  removeExemption,
  setExemption,
  updateRateById,
  updateZoneById,
} from './charges.service';

const tags = ['admin', 'charges'];
const found = { ...refusedAdmin, 404: ApiErrorBody };
const exemptionPath = '/api/admin/doctors/:id/tax-exemption';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * One kind of setting (the shipping zones, the tax rates): its path, schemas and summaries, and the
 * service's functions, which must take what the schemas check and answer what they send.
 */
interface Setting<
  List extends z.ZodType,
  Item extends z.ZodType,
  Input extends z.ZodType,
  Patch extends z.ZodType,
> {
  path: string;
  schemas: { list: List; item: Item; input: Input; patch: Patch };
  summaries: { list: string; create: string; update: string; remove: string };
  list: (db: Db) => Promise<z.input<List>>;
  create: (db: Db, adminId: number, values: z.output<Input>) => Promise<z.input<Item>>;
  update: (db: Db, adminId: number, id: number, patch: z.output<Patch>) => Promise<z.input<Item>>;
  remove: (db: Db, adminId: number, id: number) => Promise<MessageResponse>;
}

/**
 * A setting's four calls: the list, `POST` to add one, `PATCH` and `DELETE` on `{path}/{id}`. The
 * schemas check each request and answer as on any route; the types of what they checked are the
 * setting's (see Setting), as the type provider cannot read them from schemas passed in.
 */
function settingRoutes<
  List extends z.ZodType,
  Item extends z.ZodType,
  Input extends z.ZodType,
  Patch extends z.ZodType,
>(zodApp: App, setting: Setting<List, Item, Input, Patch>) {
  const { path, schemas, summaries } = setting;
  const app = zodApp.withTypeProvider<FastifyTypeProviderDefault>();
  const idOf = (request: FastifyRequest) => (request.params as z.output<typeof IdParams>).id;
  app.get(
    path,
    { schema: { tags, summary: summaries.list, response: { 200: schemas.list, ...refusedAdmin } } },
    async () => setting.list(app.db),
  );
  app.post(
    path,
    {
      schema: {
        tags,
        summary: summaries.create,
        body: schemas.input,
        response: { 201: schemas.item, ...refusedAdmin },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await setting.create(app.db, userOf(request).id, request.body as z.output<Input>)),
  );
  app.patch(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: summaries.update,
        params: IdParams,
        body: schemas.patch,
        response: { 200: schemas.item, ...found },
      },
    },
    async (request) =>
      setting.update(app.db, userOf(request).id, idOf(request), request.body as z.output<Patch>),
  );
  app.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: summaries.remove,
        params: IdParams,
        response: { 200: MessageResponse, ...found },
      },
    },
    async (request) => setting.remove(app.db, userOf(request).id, idOf(request)),
  );
}

/**
 * The dashboard's Settings: shipping zones and tax rates, the example settings, and a doctor's tax
 * exemption (issue 37; docs/product.md, Shipping and taxes). Admins only, every call (decision 011);
 * every change is audited. Orders already placed keep what they were charged.
 */
export const chargesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, requireAdmin);
  // Every process keeps the zones and rates, and each session's user with its exemption: the
  // database tells the others of a change (its NOTIFY triggers); this one forgets before answering,
  // so whoever asks for a quote after the answer is charged by the new settings.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || reply.statusCode >= 300) return payload;
    if (request.routeOptions.url === exemptionPath) app.sessionCache.invalidate();
    else app.chargeRulesCache.invalidate();
    return payload;
  });

  settingRoutes(app, {
    path: ADMIN_SHIPPING_ZONES_PATH,
    schemas: {
      list: ShippingZoneList,
      item: ShippingZone,
      input: ShippingZoneInput,
      patch: ShippingZonePatch,
    },
    summaries: {
      list: 'Every shipping zone, by name',
      create:
        'Add a shipping zone: a country, the states or provinces it covers (none: the whole country), a flat rate, free over a subtotal, a cold-chain surcharge; a place already in another zone is refused',
      update: "Change any of a shipping zone's fields; the rest stay",
      remove: 'Delete a shipping zone; orders it priced keep their shipping',
    },
    list: async (db) => ({ zones: await listZones(db) }),
    create: createZone,
    update: updateZoneById,
    remove: deleteZoneById,
  });

  settingRoutes(app, {
    path: ADMIN_TAX_RATES_PATH,
    schemas: { list: TaxRateList, item: TaxRate, input: TaxRateInput, patch: TaxRatePatch },
    summaries: {
      list: 'Every tax rate, by country, state or province and name',
      create:
        'Add a tax rate: its name as invoices print it, a country and optionally a state or province, a percentage (0–30, three decimals) and whether it applies to shipping',
      update: "Change any of a tax rate's fields; the rest stay",
      remove: 'Delete a tax rate; orders it taxed keep their taxes',
    },
    list: async (db) => ({ rates: await listRates(db) }),
    create: createRate,
    update: updateRateById,
    remove: deleteRateById,
  });

  app.post(
    ADMIN_EXAMPLE_CHARGES_PATH,
    {
      schema: {
        tags,
        summary:
          'Load the example shipping zones (United States, Canada) and Canadian tax rates, while no zone or rate exists (409 otherwise)',
        response: { 200: MessageResponse, ...refusedAdmin, 409: ApiErrorBody },
      },
    },
    async (request) => loadExampleCharges(app.db, userOf(request).id),
  );

  app.get(
    exemptionPath,
    {
      schema: {
        tags,
        summary: "A doctor's tax exemption, or null for none",
        params: IdParams,
        response: { 200: z.object({ exemption: TaxExemption.nullable() }), ...found },
      },
    },
    async (request) => ({ exemption: await doctorExemption(app.db, request.params.id) }),
  );

  app.put(
    exemptionPath,
    {
      schema: {
        tags,
        summary:
          "Set a doctor's tax exemption: the certificate's number and its expiry date (today or later); while valid, the doctor's orders are charged no tax",
        params: IdParams,
        body: TaxExemptionInput,
        response: { 200: TaxExemption, ...found },
      },
    },
    async (request) =>
      setExemption(app.db, userOf(request).id, request.params.id, request.body, shopToday(app)),
  );

  app.delete(
    exemptionPath,
    {
      schema: {
        tags,
        summary: "Remove a doctor's tax exemption",
        params: IdParams,
        response: { 200: MessageResponse, ...found },
      },
    },
    async (request) => removeExemption(app.db, userOf(request).id, request.params.id),
  );
};
