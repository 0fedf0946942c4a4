import type { ReactNode, SubmitEvent } from 'react';
import type { CheckedForm } from '@/lib/use-checked-form';
import { Button } from './button';
import { DialogCancel, DialogFooter, DialogHeader } from './dialog';
import { FormErrorSummary } from './form-error-summary';

type DialogFormProps = {
  title: ReactNode;
  description: ReactNode;
  /** The checked form (useCheckedForm): its element and its count of fields to fix. */
  form: CheckedForm;
  /** A save is on its way: the buttons wait and the submit button spins. */
  busy: boolean;
  /** The checked submit (useCheckedForm's submitWith). */
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  submitIcon?: ReactNode;
  /** The gap between the form's parts. */
  className?: string;
  /** The fields. */
  children: ReactNode;
};

/**
 * A checked form in a dialog, one look for every one: its title and description, how many fields
 * need fixing, the fields, then Cancel and the submit button (which spins while the save runs).
 */
export function DialogForm({
  title,
  description,
  form: { formRef, errorCount },
  busy,
  onSubmit,
  submitLabel,
  submitIcon,
  className = 'grid gap-4',
  children,
}: DialogFormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      // React passes events up through a portal: a dialog opened from inside another form (Count stock
      // under a list's lines) must not submit that form too.
      onSubmit={(event) => {
        event.stopPropagation();
        onSubmit(event);
      }}
      className={className}
      aria-busy={busy || undefined}
    >
      <DialogHeader title={title} description={description} />
      <FormErrorSummary count={errorCount} />
      {children}
      <DialogFooter>
        <DialogCancel disabled={busy} />
        <Button type="submit" disabled={busy} busy={busy} icon={submitIcon}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
