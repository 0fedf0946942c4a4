import { toast } from '@/lib/use-toast';
import { getServerMessage } from './api-client';

/** A failed change's toast: what failed, and why in the server's own words when it gave them. */
export function failureToast(title: string) {
  return (error: unknown) => {
    const description = getServerMessage(error);
    toast({ variant: 'destructive', title, ...(description ? { description } : {}) });
  };
}
