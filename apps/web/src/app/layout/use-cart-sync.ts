import type { AuthResponse } from '@shop/contract/auth-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useUser } from '@/features/auth/api/get-user';
import { getCartQueryOptions, useCart } from '@/features/cart/api/get-cart';

function accountKey(auth: AuthResponse | null): string {
  if (!auth) return 'guest';
  return auth.isAdmin ? `admin:${auth.admin.id}` : `doctor:${auth.user.id}`;
}

/**
 * Reads the server cart at start, and again whenever the signed-in account changes: at login the
 * server merged the guest cart into the doctor's, at logout the session (and its cart) is new
 * (decision 015). The server's answer replaces the local cart.
 */
export function useCartSync() {
  const queryClient = useQueryClient();
  useCart();
  const { data: auth } = useUser();
  const account = auth === undefined ? undefined : accountKey(auth);
  const previous = useRef(account);

  useEffect(() => {
    if (account === undefined) return;
    if (previous.current !== undefined && previous.current !== account) {
      void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
    }
    previous.current = account;
  }, [account, queryClient]);
}
