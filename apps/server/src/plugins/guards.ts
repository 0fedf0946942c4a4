import { ApiErrorBody } from '@shop/contract/error-schemas';
import { authMessages } from '@shop/contract/messages';
import type { FastifyRequest } from 'fastify';
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

/** What a route behind requireAdmin may answer besides its own: a refused body or query, a guest, a doctor. */
export const refusedAdmin = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

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
