import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useSubscribeToNewsletter } from '../api/subscribe';

type NewsletterFormProps = {
  className?: string;
  /** 'lg' for the home page block, 'default' for the footer. */
  size?: 'default' | 'lg';
};

/**
 * An email input and a Subscribe button, disabled while sending or while the
 * input is empty; nothing is sent for an email that is blank after trimming. The server checks the
 * address (a 400 names the problem), so the browser's own validation bubble is not used.
 */
export function NewsletterForm({ className, size = 'default' }: NewsletterFormProps) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeToNewsletter();
  const trimmed = email.trim();
  const large = size === 'lg';

  return (
    <form
      noValidate
      className={cn('flex w-full flex-col gap-2 sm:flex-row', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!trimmed || subscribe.isPending) return;
        subscribe.mutate({ email: trimmed }, { onSuccess: () => setEmail('') });
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="relative min-w-0 flex-1">
        <Mail
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@clinic.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={cn('pl-9', large && 'h-11')}
        />
      </div>
      <Button
        type="submit"
        size={large ? 'lg' : 'default'}
        disabled={!trimmed || subscribe.isPending}
        className={cn(large && 'h-11')}
      >
        {subscribe.isPending && <Spinner />}
        Subscribe
      </Button>
    </form>
  );
}
