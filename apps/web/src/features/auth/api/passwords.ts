import {
  ACCOUNT_PASSWORD_PATH,
  PASSWORD_RESET_PATH,
  passwordResetTokenPath,
  type ChangePasswordBody,
  type PasswordResetBody,
  type PasswordResetRequestBody,
} from '@shop/contract/auth-schemas';
import type { MessageResponse } from '@shop/contract/common-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Password self-service (issue 38): the reset link's request, the reset it allows, and the doctor's
 * change on /account. Each screen shows its outcome in the page (an alert, a field's message).
 */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetRequestBody) => api.post<MessageResponse>(PASSWORD_RESET_PATH, body),
  });

export const useResetPassword = (token: string) =>
  useMutation({
    mutationFn: (body: PasswordResetBody) => api.post<MessageResponse>(passwordResetTokenPath(token), body),
  });

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post<MessageResponse>(ACCOUNT_PASSWORD_PATH, body),
  });
