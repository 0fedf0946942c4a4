/**
 * What every text a request carries must be, whatever its field: the one place these rules are
 * written and applied (textProblems). Zod-free, so zod-free modules (image addresses, the server's
 * JSON body parser) use them too; the schemas every text field is built on are in text-field-schemas.ts.
 */

export const textMessages = {
  /** A lone UTF-16 surrogate: half of an emoji or symbol, left by a broken copy and paste. */
  illFormed: 'This text contains a broken character (half of an emoji or symbol); please retype it',
  /** Bidirectional overrides and isolates in a field shown to people, of one line or several. */
  directionControl: 'This text contains invisible text-direction characters; please remove them',
} as const;

/**
 * A UTF-16 surrogate without its pair. No character is made of it alone: UTF-8 cannot encode it, and
 * PostgreSQL refuses it in `jsonb` (a 500) while the driver turns it into U+FFFD in `text` (a silent
 * change). (`String.prototype.isWellFormed` is ES2024, past this project's library typings.)
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Bidirectional embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * One line of plain text: no control characters (line breaks, tabs, escape…), no Unicode line or
 * paragraph separators, no bidirectional overrides or isolates. For fields whose own message covers
 * all of these (names quoted in e-mails, titles shown on cards).
 */
export const PLAIN_TEXT_LINE = /^[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;

/** True when `value` is well-formed UTF-16: every surrogate in a pair. */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

export const hasDirectionControl = (value: string) => DIRECTION_CONTROL.test(value);

/**
 * Which text rules a field follows: any text's (a password, a card number), or also those of text
 * shown to people, one line or several (no direction controls: lineText, multilineText).
 */
export type TextRules = 'text' | 'line';

const NO_PROBLEMS: readonly string[] = [];

/**
 * The messages of the text rules `value` breaks, in order; none when it passes. Every text field's
 * schema (text-field-schemas.ts) and the server's JSON body parser, which holds every string and key of a
 * body to the `text` rules, refuse through this one function.
 */
export function textProblems(value: string, rules: TextRules = 'text'): readonly string[] {
  const wellFormed = isWellFormedText(value);
  const directionFree = rules === 'text' || !hasDirectionControl(value);
  if (wellFormed && directionFree) return NO_PROBLEMS;
  return [
    ...(wellFormed ? [] : [textMessages.illFormed]),
    ...(directionFree ? [] : [textMessages.directionControl]),
  ];
}
