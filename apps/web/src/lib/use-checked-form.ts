import { useEffect, useRef, useState } from 'react';
import { isApiError } from './api-client';
import { firstMessages, focusFirstInvalid, type FieldErrors } from './form';

/** A form's values checked by the contract's schema: the body to send, or a message per field. */
export type FormCheck<Body> = { ok: true; body: Body } | { ok: false; errors: FieldErrors };

/**
 * A form checked by the contract's schema before it is sent (the rules and messages the server
 * applies): messages appear on the first submit, then follow every change; a refused submit, or a
 * 400's field messages, moves focus to the first field to fix once the messages are on screen.
 */
export function useCheckedForm<Values, Body>(
  initial: () => Values,
  validate: (values: Values) => FormCheck<Body>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Focus moves after the render that shows the messages, so each field's description is current.
  const [focusRequest, setFocusRequest] = useState<{ errors: FieldErrors }>();
  useEffect(() => {
    if (focusRequest && formRef.current) focusFirstInvalid(formRef.current, focusRequest.errors);
  }, [focusRequest]);

  const show = (shown: FieldErrors) => {
    setErrors(shown);
    setFocusRequest({ errors: shown });
  };

  const update = (next: Values) => {
    setValues(next);
    if (attempted) {
      const result = validate(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  /** Several fields at once (a part of the form that knows only its own fields). */
  const change = (patch: Partial<Values>) => update({ ...values, ...patch });
  const set = <K extends keyof Values>(field: K, value: Values[K]) => update({ ...values, [field]: value });

  /** On submit: the body when the values pass; otherwise undefined, with the messages shown. */
  const check = (): Body | undefined => {
    setAttempted(true);
    const result = validate(values);
    if (!result.ok) {
      show(result.errors);
      return undefined;
    }
    setErrors({});
    return result.body;
  };

  /** A refused call: a 400's field messages go beside their fields (`place` renames fields first). */
  const showServerErrors = (error: unknown, place: (errors: FieldErrors) => FieldErrors = (e) => e) => {
    if (isApiError(error, 400) && error.body?.fieldErrors) show(place(firstMessages(error.body.fieldErrors)));
  };

  return {
    values,
    setValues,
    change,
    set,
    errors,
    /** Fields with a message, counted once the form has been submitted. */
    errorCount: attempted ? Object.keys(errors).length : 0,
    formRef,
    check,
    showServerErrors,
  };
}
