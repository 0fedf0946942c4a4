import type { MessageResponse } from '@shop/contract/common-schemas';
import type { ContactMessageBody } from '@shop/contract/support-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendContactMessage = (body: ContactMessageBody) =>
  api.post<MessageResponse>('/api/contact', body);

/** Only the ok status matters; the page shows the outcome in place of the form. */
export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
