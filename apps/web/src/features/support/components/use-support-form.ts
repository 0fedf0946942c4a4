import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { parseForm, showServerFieldErrors } from '@/lib/form';
import { useFieldErrors } from '@/lib/use-field-errors';
import { loadSupportSchemas } from '../load-support-schemas';

type SupportSchemas = Awaited<ReturnType<typeof loadSupportSchemas>>;

type SupportFormOptions<Body, Answer> = {
  /** The body's schema, from the support schemas loaded when the form is first entered. */
  schema: (schemas: SupportSchemas) => z.ZodType<Body>;
  send: UseMutationResult<Answer, Error, Body>;
  /** A new attempt begins: the last outcome goes. */
  onStart: () => void;
  onSent: (form: HTMLFormElement) => void;
  /**
   * The schemas could not be loaded, or the server refused the body; with `fieldErrors` a 400's
   * messages are already beside their fields and the first of those has the focus.
   */
  onFailed: (error: unknown, fieldErrors: boolean) => void;
};

/**
 * What the contact and referral forms share: the values checked by the contract's schema before they
 * are sent, the messages beside their fields (each gone once its field changes), one send at a time.
 * Spread `formProps` on the form.
 */
export function useSupportForm<Body, Answer>({
  schema,
  send,
  onStart,
  onSent,
  onFailed,
}: SupportFormOptions<Body, Answer>) {
  const { errors, setErrors, formProps } = useFieldErrors();
  // Set while the schemas load for a submit, so a second click in that moment sends nothing twice.
  const checking = useRef(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending || checking.current) return;
    const form = event.currentTarget;
    onStart();
    let schemas;
    checking.current = true;
    try {
      schemas = await loadSupportSchemas();
    } catch (error) {
      onFailed(error, false);
      return;
    } finally {
      checking.current = false;
    }
    const body = parseForm(form, schema(schemas), setErrors);
    if (!body) return;
    send.mutate(body, {
      onSuccess: () => onSent(form),
      onError: (error) => {
        onFailed(error, showServerFieldErrors(error, form, setErrors));
      },
    });
  }

  return {
    errors,
    formProps: {
      ...formProps,
      'aria-busy': send.isPending,
      onFocus: () => void loadSupportSchemas().catch(() => undefined),
      onSubmit: (event: SubmitEvent<HTMLFormElement>) => void handleSubmit(event),
    },
  };
}
