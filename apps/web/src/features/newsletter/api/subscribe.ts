import type { MessageResponse } from '@shop/contract/common-schemas';
import { newsletterMessages } from '@shop/contract/messages';
import type { NewsletterSubscribeBody } from '@shop/contract/newsletter-schemas';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { api, getServerMessage } from '@/lib/api-client';

export const subscribeToNewsletter = (body: NewsletterSubscribeBody) =>
  api.post<MessageResponse>('/api/newsletter/subscribe', body);

/** The outcome is a toast; a failure shows the server's message if it sent one. */
export function useSubscribeToNewsletter() {
  return useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () =>
      toast({ title: newsletterMessages.successTitle, description: newsletterMessages.successText }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: newsletterMessages.errorTitle,
        description: getServerMessage(error) ?? newsletterMessages.failed,
      }),
  });
}
