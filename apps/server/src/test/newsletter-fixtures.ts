import { expect } from 'vitest';
import type { App } from '../app';
import { uniqueClientAddress } from './test-app';

/**
 * A newsletter sign-up through the form's route, by default from a client address of its own
 * (sign-ups are limited per address). The address is pending until it confirms.
 */
export const signUpForNewsletter = (app: App, email: unknown, remoteAddress = uniqueClientAddress()) =>
  app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, remoteAddress });

type Page = { statusCode: number; body: string };

/**
 * A newsletter link used again, once what it does is done: pressing its button again and opening it
 * again both answer the calm page `heading` names, the second without a button.
 */
export async function expectAlreadyDone(
  press: () => Promise<Page>,
  open: () => Promise<Page>,
  heading: string,
) {
  const again = await press();
  const reopened = await open();
  for (const page of [again, reopened]) {
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<h1>${heading}</h1>`);
  }
  expect(reopened.body).not.toContain('<form');
}
