import { backInStockMessages as m } from '@shop/contract/stock-labels';
import { BellRing, CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { useNotifyBackInStock } from '../api/notify-back-in-stock';

/**
 * "Notify me when back in stock" under an out-of-stock product (issue 38): a signed-in account asks
 * with one button (its own address); a guest gives an address. Once asked, the form gives way to the
 * shop's sentence; a refusal (a bad address, the product back already, too many requests) shows the
 * server's words under it.
 */
export function BackInStockForm({
  productId,
  accountEmail,
}: {
  productId: number;
  accountEmail: string | null;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const notify = useNotifyBackInStock(productId);
  const trimmed = email.trim();
  const errorId = `${id}-error`;

  if (notify.isSuccess)
    return (
      <p role="status" className="flex items-start gap-2 text-sm font-medium text-success">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {notify.data.message}
      </p>
    );

  const error = notify.error && (getServerMessage(notify.error) ?? m.failed);
  const fieldError = isApiError(notify.error, 400);
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (notify.isPending || (!accountEmail && !trimmed)) return;
        notify.mutate(accountEmail ? {} : { email: trimmed });
      }}
    >
      {!accountEmail && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`}>{m.emailLabel}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="you@clinic.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={fieldError || undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
      )}
      <Button
        type="submit"
        variant="outline"
        size="lg"
        disabled={notify.isPending || (!accountEmail && !trimmed)}
        busy={notify.isPending}
        icon={<BellRing aria-hidden="true" />}
      >
        {m.button}
      </Button>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
