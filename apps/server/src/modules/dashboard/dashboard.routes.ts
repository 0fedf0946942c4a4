import { AdminToday, DashboardCounts, TODAY_EXPIRY_DAYS } from '@shop/contract/admin-dashboard-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/guards';
import { stockAttention } from '../stock/stock-admin.service';
import { countDashboard, countToday } from './dashboard.repository';

/** The dashboard's tab badges (docs/product.md, Admin dashboard). Admins only. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard-counts',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'The dashboard tab counts: pending registrations and licence renewals, products, orders, carousel, subscribers, new inbox items',
        response: { 200: DashboardCounts, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async () => {
      const counts = await countDashboard(app.db);
      return {
        pendingRegistrations: counts.pendingRegistrations,
        pendingRenewals: counts.pendingRenewals,
        products: counts.products,
        orders: { pending: counts.pendingOrders, total: counts.totalOrders },
        carouselItems: counts.carouselItems,
        newsletterSubscribers: counts.newsletterSubscribers,
        newInboxItems: counts.newInboxItems,
      };
    },
  );

  app.get(
    '/api/admin/today',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'What waits for the admin today: registrations, licence renewals, orders to approve and to ship, low stock, lots expiring within 30 days, recalls not acknowledged',
        response: { 200: AdminToday, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async () => {
      const [waiting, stock] = await Promise.all([
        countToday(app.db),
        stockAttention(app.db, TODAY_EXPIRY_DAYS),
      ]);
      return {
        pendingRegistrations: waiting.pendingRegistrations,
        pendingRenewals: waiting.pendingRenewals,
        ordersToApprove: waiting.ordersToApprove,
        ordersToShip: { approved: waiting.approvedOrders, processing: waiting.processingOrders },
        ...stock,
        unacknowledgedRecalls: {
          recalls: waiting.unacknowledgedRecalls,
          clinics: waiting.unacknowledgedClinics,
        },
      };
    },
  );
};
