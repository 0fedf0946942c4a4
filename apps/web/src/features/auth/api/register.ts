import type { RegisterBody, RegisterResponse } from '@shop/contract/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const register = (body: RegisterBody) => api.post<RegisterResponse>('/api/auth/register', body);

/** The page shows the outcome as in-page alerts (docs/product.md, Registration and sign-in), so no toasts. */
export const useRegister = () => useMutation({ mutationFn: register });
