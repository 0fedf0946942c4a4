import { contactMessages } from '@shop/contract/support-messages';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, TextField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { getServerMessage } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { SupportFormSubmit } from './honeypot-field';
import { useSupportForm } from './use-support-form';

/** Shown in place of the form once the message is sent; "Send Another Message" brings an empty form. */
function SentView({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the person was in is gone: put them on the confirmation instead.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="grid justify-items-center gap-3 py-10 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-success" />
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {contactMessages.sentTitle}
      </h2>
      <p className="max-w-sm text-muted-foreground">{contactMessages.sentText}</p>
      <Button variant="outline" className="mt-2" onClick={onSendAnother}>
        {contactMessages.sendAnother}
      </Button>
    </div>
  );
}

/**
 * The contact form (docs/product.md, Newsletter, contact and referrals): idle, sending, then sent
 * (the success view; the form starts empty again). A failure keeps everything typed and shows the
 * alert.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<{ detail: string | undefined } | null>(null);
  const { errors, formProps } = useSupportForm({
    schema: (schemas) => schemas.ContactMessageBody,
    send,
    onStart: () => setFailure(null),
    onSent: () => setSent(true),
    onFailed: (error, fieldErrors) => {
      console.error('Failed to send contact message', error);
      // The server's own words add what the person can act on (e.g. the hourly limit).
      setFailure({ detail: fieldErrors ? undefined : getServerMessage(error) });
    },
  });

  if (sent) {
    return (
      <SentView
        onSendAnother={() => {
          send.reset();
          setSent(false);
        }}
      />
    );
  }

  return (
    <form {...formProps} className="relative grid gap-5">
      {failure && (
        <Alert variant="destructive">
          <p>{contactMessages.sendFailed}</p>
          {failure.detail && <p className="mt-1 text-muted-foreground">{failure.detail}</p>}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label="First Name" error={errors.firstName} autoComplete="given-name" />
        <TextField name="lastName" label="Last Name" error={errors.lastName} autoComplete="family-name" />
        <TextField name="email" label="Email" error={errors.email} type="email" autoComplete="email" />
        <TextField name="phone" label="Phone" error={errors.phone} type="tel" autoComplete="tel" />
      </div>
      <TextField name="company" label="Company" optional error={errors.company} autoComplete="organization" />
      <TextField name="subject" label="Subject" error={errors.subject} />
      <FormField name="message" label="Message" hint="At least 10 characters." error={errors.message}>
        {(control) => <Textarea {...control} rows={5} />}
      </FormField>
      <SupportFormSubmit pending={send.isPending}>
        {send.isPending ? contactMessages.sending : contactMessages.send}
      </SupportFormSubmit>
    </form>
  );
}
