import { DashboardCounts } from '@shop/contract/admin-dashboard-schemas';
import { ApiErrorBody } from '@shop/contract/error-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/guards';
import { countDashboard } from './dashboard.repository';

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
};
