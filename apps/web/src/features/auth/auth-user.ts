import type { AuthResponse } from '@shop/contract/auth';

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
