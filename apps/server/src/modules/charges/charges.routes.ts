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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  app.get(
    ADMIN_SHIPPING_ZONES_PATH,
    {
      schema: {
        tags,
        summary: 'Every shipping zone, by name',
        response: { 200: ShippingZoneList, ...refusedAdmin },
      },
    },
    async () => ({ zones: await listZones(app.db) }),
  );

  app.post(
    ADMIN_SHIPPING_ZONES_PATH,
    {
      schema: {
        tags,
        summary:
          'Add a shipping zone: a country, the states or provinces it covers (none: the whole country), a flat rate, free over a subtotal, a cold-chain surcharge; a place already in another zone is refused',
        body: ShippingZoneInput,
        response: { 201: ShippingZone, ...refusedAdmin },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createZone(app.db, userOf(request).id, request.body)),
  );

  app.patch(
    `${ADMIN_SHIPPING_ZONES_PATH}/:id`,
    {
      schema: {
        tags,
        summary: "Change any of a shipping zone's fields; the rest stay",
        params: IdParams,
        body: ShippingZonePatch,
        response: { 200: ShippingZone, ...found },
      },
    },
    async (request) => updateZoneById(app.db, userOf(request).id, request.params.id, request.body),
  );

  app.delete(
    `${ADMIN_SHIPPING_ZONES_PATH}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a shipping zone; orders it priced keep their shipping',
        params: IdParams,
        response: { 200: MessageResponse, ...found },
      },
    },
    async (request) => deleteZoneById(app.db, userOf(request).id, request.params.id),
  );

  app.get(
    ADMIN_TAX_RATES_PATH,
    {
      schema: {
        tags,
        summary: 'Every tax rate, by country, state or province and name',
        response: { 200: TaxRateList, ...refusedAdmin },
      },
    },
    async () => ({ rates: await listRates(app.db) }),
  );

  app.post(
    ADMIN_TAX_RATES_PATH,
    {
      schema: {
        tags,
        summary:
          'Add a tax rate: its name as invoices print it, a country and optionally a state or province, a percentage (0–30, three decimals) and whether it applies to shipping',
        body: TaxRateInput,
        response: { 201: TaxRate, ...refusedAdmin },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRate(app.db, userOf(request).id, request.body)),
  );

  app.patch(
    `${ADMIN_TAX_RATES_PATH}/:id`,
    {
      schema: {
        tags,
        summary: "Change any of a tax rate's fields; the rest stay",
        params: IdParams,
        body: TaxRatePatch,
        response: { 200: TaxRate, ...found },
      },
    },
    async (request) => updateRateById(app.db, userOf(request).id, request.params.id, request.body),
  );

  app.delete(
    `${ADMIN_TAX_RATES_PATH}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a tax rate; orders it taxed keep their taxes',
        params: IdParams,
        response: { 200: MessageResponse, ...found },
      },
    },
    async (request) => deleteRateById(app.db, userOf(request).id, request.params.id),
  );

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
