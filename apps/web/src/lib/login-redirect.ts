import { authMessages } from '@shop/contract/messages';
import { useEffect } from 'react';
import { toast } from './use-toast';
import { isApiError } from './api-client';

/** How long the "logged out" toast shows before the browser goes to sign in (docs/product.md, Header, carousels and toasts). */
export const LOGIN_REDIRECT_DELAY_MS = 500;
/** The server answers this with a redirect to /login, carrying `?redirect=` along. */
export const LOGIN_REDIRECT_URL = '/api/login';

let redirecting = false;

/**
 * A 401 on an orders call: the session is gone. Shows the toast "Unauthorized - You are logged out.
 * Logging in again..." and, after 500 ms, sends the browser to sign in. Several failing calls make one
 * toast and one redirect. After signing in the browser comes back to the page it was on.
 */
export function redirectToLogin() {
  if (redirecting) return;
  redirecting = true;
  toast({ variant: 'destructive', title: authMessages.unauthorizedRedirect });
  const back = `${window.location.pathname}${window.location.search}`;
  window.setTimeout(
    () => window.location.assign(`${LOGIN_REDIRECT_URL}?redirect=${encodeURIComponent(back)}`),
    LOGIN_REDIRECT_DELAY_MS,
  );
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error, 401);
}

/**
 * A doctor's change failed: a 401 sends the browser to sign in (true: nothing more to do here);
 * any other failure shows `failure` as an error toast (false).
 */
export function signInAgainOrToast(
  error: unknown,
  failure: { title: string; description: string | undefined },
): boolean {
  if (isUnauthorized(error)) {
    redirectToLogin();
    return true;
  }
  toast({ variant: 'destructive', ...failure });
  return false;
}

/** Runs the login redirect when a query of the screen failed with 401. */
export function useLoginRedirectOn401(error: unknown) {
  const unauthorized = isUnauthorized(error);
  useEffect(() => {
    if (unauthorized) redirectToLogin();
  }, [unauthorized]);
}
