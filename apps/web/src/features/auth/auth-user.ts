import type { AuthResponse } from '@shop/contract/auth-schemas';

/** The name a person is greeted with: a doctor's full name or an admin's name. */
export function displayName(auth: AuthResponse): string {
  return auth.isAdmin ? auth.admin.name : auth.user.fullName;
}

export function accountEmail(auth: AuthResponse): string {
  return auth.isAdmin ? auth.admin.email : auth.user.email;
}

/** After login an admin is sent to /admin and any other user to / (docs/product.md, Screens and routes). */
export function homePathFor(auth: AuthResponse): string {
  return auth.isAdmin ? '/admin' : '/';
}

/** The sign-in page for a page that sends a guest to sign in first: back to `back` once signed in. */
export const loginPathBackTo = (back: string) => `/login?redirect=${encodeURIComponent(back)}`;

/**
 * Where to go after signing in when a page sent the visitor to sign in first (`?redirect=/checkout`):
 * only a path on this site (never `//host` or a full URL), and never for an admin, whose place is
 * the dashboard.
 */
export function afterLoginPath(auth: AuthResponse, redirect: string | null): string {
  const isLocalPath = redirect !== null && /^\/(?![/\\])/.test(redirect);
  return isLocalPath && !auth.isAdmin ? redirect : homePathFor(auth);
}
