import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import { systemClock, type Clock } from './lib/clock';
import type { Database } from './db/client';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { doctorRoutes } from './modules/doctors/doctors.routes';
import { registrationRoutes } from './modules/doctors/registrations.routes';
import { adminAuditRoutes } from './modules/audit/admin-audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { adminPracticeRoutes, invitationRoutes, practiceRoutes } from './modules/practices/practices.routes';
import { accountBalanceRoutes, adminCreditRoutes } from './modules/credit/credit.routes';
import { signOffRoutes } from './modules/checkout/sign-off.routes';
import { passwordRoutes } from './modules/auth/password.routes';
import { categoryRoutes } from './modules/catalog/categories.routes';
import { adminProductRoutes } from './modules/catalog/admin-products.routes';
import {
  catalogExportRoutes,
  catalogImportApplyRoutes,
  catalogImportRoutes,
} from './modules/catalog/catalog-csv.routes';
import { productRoutes } from './modules/catalog/products.routes';
import { searchIndexPlugin } from './modules/catalog/search-index.plugin';
import { brandRoutes } from './modules/catalog/brands.routes';
import { catalogImageRoutes } from './modules/catalog/catalog-images.routes';
import { adminCarouselRoutes } from './modules/carousel/admin-carousel.routes';
import { adminFeaturedRoutes } from './modules/carousel/admin-featured.routes';
import { carouselOrderRoutes } from './modules/carousel/carousel-order.routes';
import { carouselRoutes } from './modules/carousel/carousel.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { listRoutes } from './modules/lists/lists.routes';
import { adminReturnRoutes, returnRoutes } from './modules/returns/returns.routes';
import { adminNewsletterRoutes } from './modules/newsletter/admin-newsletter.routes';
import { newsletterConfirmRoutes } from './modules/newsletter/confirm.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { emailPreferencesRoutes } from './modules/newsletter/preferences.routes';
import { supportRoutes } from './modules/support/support.routes';
import { adminInboxRoutes } from './modules/support/admin-inbox.routes';
import { newsletterUnsubscribeRoutes } from './modules/newsletter/unsubscribe.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { chargesAdminRoutes } from './modules/charges/charges.routes';
import { taxReportRoutes } from './modules/charges/tax-report.routes';
import { adminOrderRoutes } from './modules/orders/admin-orders.routes';
import { ordersExportRoutes } from './modules/orders/orders-export.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { adminInvoiceRoutes, invoiceRoutes } from './modules/documents/invoices.routes';
import { adminStatementRoutes, statementRoutes } from './modules/documents/statements.routes';
import { packingSlipRoutes } from './modules/documents/packing-slips.routes';
import { backInStockRoutes } from './modules/stock/back-in-stock.routes';
import { stockAdminRoutes } from './modules/stock/stock-admin.routes';
import { licenceRoutes } from './modules/licences/licence.routes';
import { renewalAdminRoutes } from './modules/licences/renewal-admin.routes';
import { registryAdminRoutes } from './modules/licences/registry.routes';
import { recallAdminRoutes } from './modules/recalls/recall-admin.routes';
import { recallRoutes } from './modules/recalls/recall.routes';
import { healthRoutes } from './modules/health/health.routes';
import { imageRoutes } from './modules/images/images.routes';
import { uploadRoutes } from './modules/images/uploads.routes';
import { isPageRead } from './modules/spa/initial-data';
import { isWarmUpRequest } from './lib/warm-up-request';
import { accountRoutes } from './modules/account/account.routes';
import { registerSpa } from './modules/spa/spa';
import { apiDocumentPlugin } from './plugins/api-document';
import { lifecyclePlugin } from './plugins/lifecycle';
import { cacheControlPlugin } from './plugins/cache-control';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { metricsPlugin } from './plugins/metrics';
import { requestIdFor, requestIdPlugin } from './plugins/request-id';
import { loggedRequest, redactLogArguments, redactSecrets } from './lib/log-redaction';
import { securityPlugin } from './plugins/security';
import { responseCachePlugin } from './plugins/response-cache';
import { sessionPlugin } from './plugins/session';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Secrets never reach the log: cookies, passwords, card and bank fields (decisions 004 and 014).
 * Fields of logged objects at any depth are `redactSecrets`' (lib/log-redaction.ts, the `log`
 * formatter below); these paths cover what a serializer writes of a request or a reply, which that
 * formatter never sees.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/**
 * One log line per request, when it completes, with the request, the status and the time it took:
 * an access log. Fastify's default writes a second line when each request arrives, which doubles
 * what every request costs the process and whatever reads its output (a terminal, a collector).
 * A page's own API reads (modules/spa/initial-data.ts) are logged as the page's one request, and the
 * warm-up's requests (startup/warm-up.ts) not at all.
 */
class AccessLog extends LogController {
  constructor() {
    super({ disableRequestLogging: (request) => isPageRead(request) || isWarmUpRequest(request) });
  }

  override incomingRequest() {
    // Logged once, when it completes.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Where log lines go; stdout by default. Tests pass a stream to read what would be logged. */
  logStream?: DestinationStream;
  /** The shop's clock; the machine's by default. Tests pass a MovableClock to move the days. */
  clock?: Clock;
  /**
   * The caller's own hooks, added to the whole app before its routes: the tests check every answer
   * against the published API document there (test/response-check.ts).
   */
  beforeRoutes?: (app: FastifyInstance) => void;
}

export async function buildApp({
  config,
  database,
  logStream,
  clock = systemClock,
  beforeRoutes,
}: BuildAppOptions) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      // Secret fields at any depth of a logged object (redact's paths cover only fixed depths).
      formatters: { log: (object: Record<string, unknown>) => redactSecrets(object) },
      // A request's URL without a secret path segment (a password reset link's token).
      serializers: { req: loggedRequest },
      // Before pino reads a call's arguments: a failed statement's values never reach the line, not
      // even as the message of an error logged on its own.
      hooks: { logMethod: redactLogArguments },
      ...(logStream ? { stream: logStream } : {}),
    },
    logController: new AccessLog(),
    // Each request's id: the caller's X-Request-Id when it is sane, else a new UUID
    // (plugins/request-id.ts); on each of the request's log lines as `reqId`, and in its answer.
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // No slug or id is longer than 100 characters; a longer path parameter is a 404 (frameworkErrors).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 100 },
    // Bounds on how long a request may take to arrive (config.ts `HttpTimeouts` explains the values).
    connectionTimeout: config.httpTimeouts.idleMs,
    requestTimeout: config.httpTimeouts.requestMs,
    http: {
      headersTimeout: config.httpTimeouts.headersMs,
      requestTimeout: config.httpTimeouts.requestMs,
      // Node checks the two limits above on this period (30 s by default, which would let a 10 s
      // headers limit run to 40 s).
      connectionsCheckingInterval: Math.min(1000, config.httpTimeouts.headersMs / 4),
    },
    frameworkErrors,
    clientErrorHandler,
    // A graceful shutdown (main.ts) finishes every request that reached the process, even one that
    // arrives on a kept-alive connection after closing began; idle connections are closed at once.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('clock', clock);

  // First, so every answer carries its id, even one a later hook sends.
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);
  await app.register(jsonBodyPlugin);
  await app.register(metricsPlugin, { database });
  await app.register(securityPlugin, { production: config.env === 'production' });
  await app.register(sessionPlugin, { database });
  // Before compression, so the cache stores (and serves) the plain JSON body.
  await app.register(responseCachePlugin, { database, maxEntries: config.responseCacheEntries });
  await app.register(searchIndexPlugin, { database });
  await app.register(cacheControlPlugin);
  await app.register(compress, { threshold: 1024 });

  await app.register(apiDocumentPlugin);
  beforeRoutes?.(app);

  await app.register(healthRoutes, {
    ping: () => database.ping(),
    started: () => app.searchIndex.isBuilt() && !app.lifecycle.warming,
  });
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(registrationRoutes);
  await app.register(dashboardRoutes);
  await app.register(doctorRoutes);
  await app.register(checkoutRoutes);
  await app.register(chargesAdminRoutes);
  await app.register(taxReportRoutes);
  await app.register(accountRoutes);
  await app.register(practiceRoutes);
  await app.register(invitationRoutes);
  await app.register(adminPracticeRoutes);
  await app.register(adminCreditRoutes);
  await app.register(accountBalanceRoutes);
  await app.register(signOffRoutes);
  await app.register(orderRoutes);
  await app.register(adminOrderRoutes);
  await app.register(ordersExportRoutes);
  await app.register(invoiceRoutes);
  await app.register(adminInvoiceRoutes);
  await app.register(statementRoutes);
  await app.register(adminStatementRoutes);
  await app.register(packingSlipRoutes);
  await app.register(categoryRoutes);
  await app.register(imageRoutes);
  await app.register(uploadRoutes);
  await app.register(productRoutes);
  await app.register(adminProductRoutes);
  await app.register(catalogExportRoutes);
  await app.register(catalogImportRoutes);
  await app.register(catalogImportApplyRoutes);
  await app.register(stockAdminRoutes);
  await app.register(backInStockRoutes);
  await app.register(licenceRoutes);
  await app.register(emailPreferencesRoutes);
  await app.register(renewalAdminRoutes);
  await app.register(registryAdminRoutes);
  await app.register(recallAdminRoutes);
  await app.register(recallRoutes);
  await app.register(adminAuditRoutes);
  await app.register(brandRoutes);
  await app.register(catalogImageRoutes);
  await app.register(carouselRoutes);
  await app.register(adminCarouselRoutes);
  await app.register(adminFeaturedRoutes);
  await app.register(carouselOrderRoutes);
  await app.register(cartRoutes);
  await app.register(listRoutes);
  await app.register(returnRoutes);
  await app.register(adminReturnRoutes);
  await app.register(newsletterRoutes);
  await app.register(supportRoutes);
  await app.register(adminInboxRoutes);
  await app.register(adminNewsletterRoutes);
  await app.register(newsletterUnsubscribeRoutes);
  await app.register(newsletterConfirmRoutes);

  await registerSpa(app, config.webDistDir ? path.resolve(config.webDistDir) : defaultDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
