import { z } from 'zod';
import { textProblems, type TextRules } from './text';

/**
 * The string schemas every text field of a request is built on (rules and messages in text.ts), so
 * the forms and the server refuse the same texts with the same field message.
 */

const textField = (rules: TextRules, error?: string) =>
  z.string(error).superRefine((value, ctx) => {
    for (const message of textProblems(value, rules)) ctx.addIssue({ code: 'custom', message });
  });

/** Any text field: a well-formed string. `error` is the message for a missing value or a non-string. */
export const text = (error?: string) => textField('text', error);

/**
 * A one-line text field (a name, an address line, a phone number): as `text`, and without
 * bidirectional controls, which would make what follows them on a screen, in an e-mail or on a label
 * read in another order than it was written.
 */
export const lineText = (error?: string) => textField('line', error);

/**
 * A text field of several lines (a description, a reason, notes): as `lineText` but for line breaks,
 * which it keeps. A direction override misleads on a page or in an e-mail just as much on the
 * second line as on the first, so it is refused with the same message.
 */
export const multilineText = (error?: string) => textField('line', error);

/** An optional one-line field: trimmed, at most `max` characters (`tooLong` beyond); blank is none. */
export const optionalLine = (max: number, tooLong: string) =>
  lineText()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The body of an admin's decision that must say why (a declined order, a suspension, a rejected
 * renewal): one `reason`, trimmed, from 1 to `max` characters, without direction controls.
 */
export const reasonBody = (required: string, max: number) =>
  z
    .object({
      reason: textField('line', required)
        .trim()
        .min(1, required)
        .max(max, `The reason must be at most ${max} characters`),
    })
    .strict();
