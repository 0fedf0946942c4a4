import type { z } from 'zod';
import { useState, type SubmitEvent, type SyntheticEvent } from 'react';
import { getServerMessage } from './api-client';
import { clearFieldError, parseForm, showServerFieldErrors, type FieldErrors } from './form';

/**
 * A form's messages beside its fields, each gone as soon as its field changes. Spread `formProps` on
 * the form: noValidate, as the contract's messages stand in for the browser's.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    setErrors,
    formProps: {
      noValidate: true,
      onChange: (event: SyntheticEvent<HTMLFormElement>) => setErrors(clearFieldError(errors, event.target)),
    },
  };
}

/**
 * A form parsed by its contract schema on Submit: the fields' messages shown and the first focused,
 * or the valid body handed to `send` with the form and `setErrors` (to put a refusal's messages on
 * their fields). Spread `formProps` on the form.
 */
export function useParsedForm<T>(
  schema: z.ZodType<T>,
  send: (body: T, sent: { form: HTMLFormElement; setErrors: (errors: FieldErrors) => void }) => void,
) {
  const { errors, setErrors, formProps } = useFieldErrors();
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = parseForm(form, schema, setErrors);
    if (body) send(body, { form, setErrors });
  };
  return { errors, formProps: { ...formProps, onSubmit } };
}

/**
 * A form checked by its contract schema before it is sent (useParsedForm), whose valid body is
 * handed to `send` with the form and `refuse`, which shows a refusal's field messages on their fields
 * and its message (or `fallback`) as `failure`, the message above the form, cleared at each Submit. A
 * form that words its failure itself passes a function of the server's message (undefined for a
 * network failure) instead.
 */
export function useSchemaForm<T>(
  schema: z.ZodType<T>,
  send: (
    body: T,
    sent: {
      form: HTMLFormElement;
      refuse: (error: unknown, fallback: string | ((serverMessage?: string) => string)) => void;
    },
  ) => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, formProps } = useParsedForm(schema, (body, { form, setErrors }) =>
    send(body, {
      form,
      refuse: (error, fallback) => {
        showServerFieldErrors(error, form, setErrors);
        const serverMessage = getServerMessage(error);
        setFailure(typeof fallback === 'function' ? fallback(serverMessage) : (serverMessage ?? fallback));
      },
    }),
  );
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    // Before the fields are parsed: a Submit the fields stop shows their messages, not the last refusal.
    setFailure(null);
    formProps.onSubmit(event);
  };
  return { errors, failure, formProps: { ...formProps, onSubmit } };
}
