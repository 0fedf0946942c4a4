import type { MessageResponse } from '@shop/contract/common-schemas';
import { creditMessages } from '@shop/contract/credit';
import {
  practiceAccountPath,
  practicePaymentsPath,
  practiceTermsPath,
  type AccountBalance,
  type PaymentBody,
  type PaymentTerms,
  type PaymentTermsBody,
  type RecordedPayment,
} from '@shop/contract/credit-schemas';
import { api } from '@/lib/api-client';
import { accountQueryOptions } from '@/lib/react-query';
import { refreshAdminQueries, useAdminMutation } from '@/lib/use-admin-mutation';
import { practicesQueryKey } from './get-practices';

const a = creditMessages.account;

/**
 * `GET /api/admin/practices/{id}/account` (issue 40): terms, balance and ageing, open invoices and
 * payments. Under the practices' key, so each change below reads it and the list again.
 */
export const getPracticeAccountQueryOptions = (practiceId: number) =>
  accountQueryOptions([...practicesQueryKey, 'account', practiceId], (signal) =>
    api.get<AccountBalance>(practiceAccountPath(practiceId), { signal }),
  );

// Each change reads every admin query again, after a refusal too: a 404 or 400 may mean another
// admin changed the same account a moment ago. The toasts are the contract's words, which the
// server's answers carry too.

/** `PUT /api/admin/practices/{id}/terms`: grants or changes them; the answer is the terms. */
export const useSetPaymentTerms = (practiceId: number) =>
  useAdminMutation((terms: PaymentTermsBody) => api.put<PaymentTerms>(practiceTermsPath(practiceId), terms), {
    ok: creditMessages.termsGranted,
    failed: a.termsSaveFailed,
    refresh: refreshAdminQueries,
  });

/** `DELETE /api/admin/practices/{id}/terms`: no more orders on account; open invoices stay. */
export const useWithdrawPaymentTerms = (practiceId: number) =>
  useAdminMutation(() => api.delete<MessageResponse>(practiceTermsPath(practiceId)), {
    ok: creditMessages.termsWithdrawn,
    failed: a.termsWithdrawFailed,
    refresh: refreshAdminQueries,
  });

/** `POST /api/admin/practices/{id}/payments`: without allocations the server pays oldest first. */
export const useRecordPayment = (practiceId: number) =>
  useAdminMutation(
    (payment: PaymentBody) => api.post<RecordedPayment>(practicePaymentsPath(practiceId), payment),
    { ok: creditMessages.payment.recorded, failed: a.paymentRecordFailed, refresh: refreshAdminQueries },
  );
