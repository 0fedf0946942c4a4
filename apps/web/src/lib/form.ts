import type { z } from 'zod';
import { isApiError } from './api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The text values of a form, keyed by input name. */
export function readFormValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** The first message per field, from zod issues or from a 400 response's fieldErrors. */
export function firstMessages(fieldErrors: Partial<Record<string, string[]>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first = messages?.[0];
    if (first) errors[field] = first;
  }
  return errors;
}

/** A typed number: blank (or anything a number input could not read) is no number, so the rule's message applies. */
export function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? NaN : Number(trimmed);
}

/** The first message per field, from a schema's issues, keyed by the field's dotted path (`bulkDiscounts.1.discountPercentage`). */
export function errorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Moves focus to the first field, in page order, that has an error. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of form.elements) {
    const isField =
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement;
    if (isField && errors[element.name]) {
      element.focus();
      return;
    }
  }
}

/** The errors without the one for the field the person just edited. */
export function clearFieldError(errors: FieldErrors, target: EventTarget): FieldErrors {
  const isField =
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement;
  if (!isField || !errors[target.name]) return errors;
  const { [target.name]: _edited, ...rest } = errors;
  return rest;
}

/**
 * A submitted form's values parsed by its schema. When they do not pass, the field errors are shown
 * and the first field with one is focused, and the result is undefined; when they do, the errors clear.
 */
export function parseForm<T>(
  form: HTMLFormElement,
  schema: z.ZodType<T>,
  setErrors: (errors: FieldErrors) => void,
): T | undefined {
  const parsed = schema.safeParse(readFormValues(form));
  if (!parsed.success) {
    const fieldErrors = zodFieldErrors(parsed.error);
    setErrors(fieldErrors);
    focusFirstInvalid(form, fieldErrors);
    return undefined;
  }
  setErrors({});
  return parsed.data;
}

/**
 * A refused request's 400 field messages on their fields, the first of them focused, as parseForm
 * shows the form's own; whether the answer had any.
 */
export function showServerFieldErrors(
  error: unknown,
  form: HTMLFormElement,
  setErrors: (errors: FieldErrors) => void,
): boolean {
  const fieldErrors = isApiError(error, 400) ? error.body?.fieldErrors : undefined;
  if (!fieldErrors) return false;
  const messages = firstMessages(fieldErrors);
  setErrors(messages);
  focusFirstInvalid(form, messages);
  return true;
}

/**
 * Makes Enter in a one-line field of `form` move to the next field instead of submitting it
 * (issue 38: a stray Enter must not place an order); answers the function that undoes it.
 * Checkboxes, radios, buttons and text areas keep their own Enter; the form's button still submits.
 */
export function enterMovesToNextField(form: HTMLFormElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const { target } = event;
    if (event.key !== 'Enter' || event.isComposing) return;
    if (
      !(target instanceof HTMLInputElement) ||
      ['checkbox', 'radio', 'submit', 'button'].includes(target.type)
    )
      return;
    event.preventDefault();
    const fields = Array.from(form.elements).filter(
      (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement =>
        (element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLButtonElement) &&
        !element.disabled &&
        element.type !== 'hidden' &&
        element.getClientRects().length > 0,
    );
    fields[fields.indexOf(target) + 1]?.focus();
  };
  form.addEventListener('keydown', onKeyDown);
  return () => form.removeEventListener('keydown', onKeyDown);
}
