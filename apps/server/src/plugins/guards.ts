import { ApiErrorBody } from '@shop/contract/error-schemas';
import { authMessages } from '@shop/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/app-error';
import type { CurrentUser } from './session-store';

/** preHandler: a signed-in user (doctor or admin) is required; 401 otherwise. */
export async function requireUser(request: FastifyRequest) {
  if (!request.currentUser) throw unauthorized(authMessages.notLoggedIn);
}

/** preHandler: an admin is required; 401 for a guest, 403 for a doctor (decision 011). */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.currentUser) throw unauthorized(authMessages.notLoggedIn);
  if (request.currentUser.role !== 'admin') throw forbidden(authMessages.adminOnly);
}

/** What a guarded route may answer besides its own: a guest (401), a caller of the other role (403). */
export const refusedCaller = { 401: ApiErrorBody, 403: ApiErrorBody };

/** What a route behind requireAdmin may answer besides its own: a refused body or query, a guest, a doctor. */
export const refusedAdmin = { 400: ApiErrorBody, ...refusedCaller };

/** preHandler: a doctor's account is required (pending or approved); 401 for a guest, 403 for an admin. */
export async function requireDoctor(request: FastifyRequest) {
  if (!request.currentUser) throw unauthorized(authMessages.notLoggedIn);
  if (request.currentUser.role !== 'doctor') throw forbidden(authMessages.doctorOnly);
}

/** The signed-in user of a route guarded by requireUser/requireAdmin. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized(authMessages.notLoggedIn);
  return request.currentUser;
}

type Guard = (request: FastifyRequest) => Promise<void>;

/** Who may call a route, by the guard among its own hooks: what the API document says of it. */
export const GUARD_ACCESS = new Map<Guard, 'user' | 'admin' | 'doctor'>([
  [requireUser, 'user'],
  [requireAdmin, 'admin'],
  [requireDoctor, 'doctor'],
]);

/**
 * Guards every route the plugin declares from here on with `guard`, in each route's own `hook`
 * (onRequest: before the body is read, so a caller without the right learns nothing about a valid
 * body). A route's own hooks are what the API document reads to say who may call it
 * (plugins/api-document.ts), so a guard is never a plugin-wide hook the document cannot see.
 */
export function guardRoutes(
  app: FastifyInstance,
  guard: Guard,
  hook: 'onRequest' | 'preHandler' = 'onRequest',
) {
  app.addHook('onRoute', (route) => {
    const own = [route[hook] ?? []].flat();
    if (!own.includes(guard)) route[hook] = [guard, ...own];
  });
}
