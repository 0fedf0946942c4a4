import type { App } from '../app';
import { uniqueClientAddress } from './test-app';

/**
 * A newsletter sign-up through the form's route, by default from a client address of its own
 * (sign-ups are limited per address). The address is pending until it confirms.
 */
export const signUpForNewsletter = (app: App, email: unknown, remoteAddress = uniqueClientAddress()) =>
  app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, remoteAddress });
