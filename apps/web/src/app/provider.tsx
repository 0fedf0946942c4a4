import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast';
import { toast } from '@/lib/use-toast';
import { queryConfig } from '@/lib/react-query';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: queryConfig,
    // One toast per failed fetch, however many components read the query.
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const title = query.meta?.errorToast;
        if (title) toast({ variant: 'destructive', title });
      },
    }),
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
