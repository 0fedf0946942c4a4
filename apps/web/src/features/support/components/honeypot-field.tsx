import { HONEYPOT_FIELD } from '@shop/contract/support-fields';
import { Send } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The field only bots fill in (decision 022): off-screen, out of the tab order and hidden from
 * assistive technology, so a person never meets it and sends it empty.
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** A support form's end: the honeypot, then Send (a spinner in its icon's place while it goes). */
export function SupportFormSubmit({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <>
      <HoneypotField />
      <Button type="submit" size="lg" disabled={pending} busy={pending} icon={<Send aria-hidden="true" />}>
        {children}
      </Button>
    </>
  );
}
