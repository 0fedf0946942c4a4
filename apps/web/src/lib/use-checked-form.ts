import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type RefObject,
  type SubmitEvent,
} from 'react';
import type { z } from 'zod';
import { isApiError } from './api-client';
import { firstMessages, focusFirstInvalid, zodFieldErrors, type FieldErrors } from './form';

/** A form's values checked by the contract's schema: the body to send, or a message per field. */
export type FormCheck<Body> = { ok: true; body: Body } | { ok: false; errors: FieldErrors };

/** A schema's verdict on a form's values as a FormCheck: the parsed body, or a message per field. */
export const formCheck = <Body>(parsed: z.ZodSafeParseResult<Body>): FormCheck<Body> =>
  parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };

/** The keys of `Values` whose values are of `Type` (the text fields, the on/off ones). */
type KeyOf<Values, Type> = { [K in keyof Values]: Values[K] extends Type ? K : never }[keyof Values] & string;

type CheckedFormOptions = {
  /** Before focus moves to the first field to fix: e.g. open the tab that holds it. */
  onShowErrors?: (errors: FieldErrors) => void;
};

/** What sendWith and sendingDialog need of a mutation (TanStack Query's useMutation answers it). */
interface SendingMutation<Variables, Data> {
  isPending: boolean;
  mutate(
    variables: Variables,
    callbacks: { onSuccess: (data: Data) => void; onError: (error: unknown) => void },
  ): void;
}

/** Where a refusal's field messages go, from the body sent: by default on the fields they name. */
type Placing<Body> = { place?: (errors: FieldErrors, body: Body) => FieldErrors };

/** sendingDialog's options when the mutation is not called with the checked body itself. */
type SendOptions<Body, Variables> = Placing<Body> & {
  /** What the mutation is called with, made from the checked body. */
  variables: (body: Body) => Variables;
};

type Submit = (event: SubmitEvent<HTMLFormElement>) => void;

/** A checked form, as useCheckedForm gives it (DialogForm draws one): its element and its count of fields to fix. */
export type CheckedForm = { formRef: RefObject<HTMLFormElement | null>; errorCount: number };

/** A DialogForm's props for a form that one mutation sends: spread them on the DialogForm. */
export type SendingDialog = { form: CheckedForm; busy: boolean; onSubmit: Submit };

/**
 * A form checked by the contract's schema before it is sent (the rules and messages the server
 * applies): messages appear on the first submit, then follow every change; a 400's field messages
 * show until the next change. A refused submit, or a 400, moves focus to the first field to fix
 * once the messages are on screen.
 */
export function useCheckedForm<Values, Body>(
  initial: () => Values,
  validate: (values: Values) => FormCheck<Body>,
  { onShowErrors }: CheckedFormOptions = {},
) {
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const clientErrors = useMemo(() => {
    if (!attempted) return {};
    const result = validate(values);
    return result.ok ? {} : result.errors;
  }, [attempted, values, validate]);
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  // Focus moves after the render that shows the messages, and a frame later: a tab opened to show
  // one mounts its fields in a second render.
  const [focusRequest, setFocusRequest] = useState<{ errors: FieldErrors }>();
  useEffect(() => {
    if (!focusRequest) return;
    const frame = requestAnimationFrame(() => {
      if (formRef.current) focusFirstInvalid(formRef.current, focusRequest.errors);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const show = (shown: FieldErrors) => {
    onShowErrors?.(shown);
    setFocusRequest({ errors: shown });
  };

  /** Several fields at once. Functional: a change that lands late (a file read) keeps the others. */
  const change = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors({});
  };

  /** On submit: the body when the values pass; otherwise undefined, with the messages shown. */
  const check = (): Body | undefined => {
    setAttempted(true);
    setServerErrors({});
    const result = validate(values);
    if (result.ok) return result.body;
    show(result.errors);
    return undefined;
  };

  /**
   * The form's onSubmit: nothing while `busy` (a save on its way); otherwise the checked body goes to
   * `send`, or the messages show.
   */
  const submitWith = (busy: boolean, send: (body: Body) => void) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = check();
    if (body !== undefined) send(body);
  };

  /** Fields with a message, counted once the form has been submitted. */
  const errorCount = attempted ? Object.keys(errors).length : 0;

  /**
   * The onSubmit of a form that one mutation sends: the checked body (or what `variables` makes of
   * it) goes to `mutation`, `onDone` follows its success (with its answer), and a refusal's field
   * messages show beside their fields (showServerErrors, through `place` when given). Nothing while
   * the mutation is on its way.
   */
  const send = <Data>(
    mutation: SendingMutation<unknown, Data>,
    onDone: ((data: Data) => void) | undefined,
    { variables = (body) => body, place }: Partial<SendOptions<Body, unknown>> = {},
  ): Submit =>
    submitWith(mutation.isPending, (body) =>
      mutation.mutate(variables(body), {
        onSuccess: (data) => onDone?.(data),
        onError: (error) => showServerErrors(error, place && ((errors) => place(errors, body))),
      }),
    );

  /** send's onSubmit for a form outside a DialogForm, whose mutation takes the checked body. */
  const sendWith = <Data>(mutation: SendingMutation<Body, Data>, onDone?: (data: Data) => void) =>
    send(mutation, onDone);

  /**
   * A DialogForm's props when one mutation sends the form (see send): the form, busy while that
   * mutation is on its way, and its checked submit. Tying both to one mutation keeps the buttons
   * waiting on the very call the submit starts.
   */
  function sendingDialog<Data>(
    mutation: SendingMutation<Body, Data>,
    onDone?: (data: Data) => void,
    options?: Placing<Body>,
  ): SendingDialog;
  function sendingDialog<Data, Variables>(
    mutation: SendingMutation<Variables, Data>,
    onDone: ((data: Data) => void) | undefined,
    options: SendOptions<Body, Variables>,
  ): SendingDialog;
  function sendingDialog<Data>(
    mutation: SendingMutation<unknown, Data>,
    onDone?: (data: Data) => void,
    options: Partial<SendOptions<Body, unknown>> = {},
  ): SendingDialog {
    return {
      form: { formRef, errorCount },
      busy: mutation.isPending,
      onSubmit: send(mutation, onDone, options),
    };
  }

  /**
   * A ChoiceField bound to `field` (its name, message and value): `options`, each shown by its
   * text in `labels`, and a change that keeps only one of them (`none` for the empty choice).
   */
  const choice = <K extends keyof Values & string>(
    field: K,
    options: readonly Values[K][],
    labels: Readonly<Record<string, string>>,
    none: Values[K],
  ) => ({
    name: field,
    error: errors[field],
    value: String(values[field]),
    options: options.map(String),
    optionLabel: (option: string) => labels[option] ?? option,
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      set(field, options.find((option) => option === event.target.value) ?? none),
  });

  /** An InputField's or TextareaField's binding to one text value: its name, message, value and changes. */
  const text = <K extends KeyOf<Values, string>>(field: K) => ({
    name: field,
    error: errors[field],
    value: values[field] as string,
    onValueChange: (value: string) => set(field, value as Values[K]),
  });

  /** A SwitchField's binding to one on/off value. */
  const toggle = <K extends KeyOf<Values, boolean>>(field: K) => ({
    name: field,
    checked: values[field] as boolean,
    onChange: (checked: boolean) => set(field, checked as Values[K]),
  });

  /** A refused call: a 400's field messages go beside their fields (`place` renames fields first). */
  const showServerErrors = (error: unknown, place: (errors: FieldErrors) => FieldErrors = (e) => e) => {
    // 400: a field's value breaks a rule; 409: it clashes with another row (a SKU already taken).
    const fieldError = isApiError(error, 400) || isApiError(error, 409);
    if (!fieldError || !error.body?.fieldErrors) return;
    const shown = place(firstMessages(error.body.fieldErrors));
    setServerErrors(shown);
    show(shown);
  };

  return {
    values,
    setValues,
    change,
    set,
    errors,
    errorCount,
    formRef,
    check,
    submitWith,
    sendWith,
    sendingDialog,
    choice,
    text,
    toggle,
    showServerErrors,
  };
}
