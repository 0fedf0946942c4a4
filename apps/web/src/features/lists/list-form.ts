import {
  AddListItemBody,
  CountStockBody,
  CreateListBody,
  PatchListBody,
  PutListItemsBody,
  PutScheduleBody,
  type SupplyList,
  type SupplyListItem,
} from '@shop/contract/supply-list-schemas';
import type { z } from 'zod';
import { errorsFromIssues, numberOf } from '@/lib/form';
import { formCheck, type FormCheck } from '@/lib/use-checked-form';

/**
 * The supply list screens' forms as values, checked by the contract's schemas before they are sent
 * (the server's rules and messages, on the fields its 400 names). No DOM.
 */

/** A number field's text as sent: blank is none (null), anything else the number typed. */
const optionalNumber = (text: string) => (text.trim() === '' ? null : numberOf(text));

/** A schema's verdict on rows of fields: messages keyed by their dotted paths (`items.2.quantity`). */
const rowsCheck = <Body>(parsed: z.ZodSafeParseResult<Body>): FormCheck<Body> =>
  parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: errorsFromIssues(parsed.error.issues) };

// ---------------------------------------------------------------------------------------------
// A new list, and a list saved from an order

export type NewListValues = { name: string; private: boolean };

export const emptyNewList = (name = ''): NewListValues => ({ name, private: false });

/** A new list, with the lines it starts with (an order's products and quantities, or none). */
export const validateNewList =
  (items: readonly { productId: number; quantity: number }[] = []) =>
  (values: NewListValues): FormCheck<z.output<typeof CreateListBody>> =>
    formCheck(CreateListBody.safeParse({ ...values, items }));

// ---------------------------------------------------------------------------------------------
// Rename

export type RenameValues = { name: string };

export const validateRename =
  (version: number) =>
  (values: RenameValues): FormCheck<z.output<typeof PatchListBody>> =>
    formCheck(PatchListBody.safeParse({ version, name: values.name }));

// ---------------------------------------------------------------------------------------------
// Save to list: an existing list, or a new one by name

export type SaveToListValues = { listId: string; newName: string; quantity: string };

export type SaveToListChoice =
  | { kind: 'existing'; listId: number; body: z.output<typeof AddListItemBody> }
  | { kind: 'new'; body: z.output<typeof CreateListBody> };

/** The list chosen (or the new one named) and the quantity; `chooseOrName` when neither is given. */
export function validateSaveToList(productId: number, chooseOrName: string) {
  return (values: SaveToListValues): FormCheck<SaveToListChoice> => {
    const quantity = numberOf(values.quantity);
    if (values.listId !== '') {
      const item = formCheck(AddListItemBody.safeParse({ productId, quantity }));
      return item.ok
        ? { ok: true, body: { kind: 'existing', listId: Number(values.listId), body: item.body } }
        : item;
    }
    // Said on the new list's name, the field shown whenever no list is chosen.
    if (values.newName.trim() === '') return { ok: false, errors: { newName: chooseOrName } };
    const created = CreateListBody.safeParse({ name: values.newName, items: [{ productId, quantity }] });
    if (created.success) return { ok: true, body: { kind: 'new', body: created.data } };
    const errors = errorsFromIssues(created.error.issues);
    return {
      ok: false,
      errors: {
        ...(errors.name ? { newName: errors.name } : {}),
        ...(errors['items.0.quantity'] ? { quantity: errors['items.0.quantity'] } : {}),
      },
    };
  };
}

// ---------------------------------------------------------------------------------------------
// A list's lines, as its page edits them

/** A line as its row edits it: the numbers as typed. */
export type LineDraft = {
  productId: number;
  quantity: string;
  minLevel: string;
  parLevel: string;
};

export const draftOf = (item: SupplyListItem): LineDraft => ({
  productId: item.productId,
  quantity: String(item.quantity),
  minLevel: item.minLevel === null ? '' : String(item.minLevel),
  parLevel: item.parLevel === null ? '' : String(item.parLevel),
});

/** The list's lines as its page starts editing them. */
export const draftsOf = (list: SupplyList): LineDraft[] => list.items.map(draftOf);

/** Whether the lines as edited differ from the list as saved (a number, the order, a line removed). */
export function linesChanged(drafts: readonly LineDraft[], list: SupplyList): boolean {
  const saved = draftsOf(list);
  return (
    drafts.length !== saved.length ||
    drafts.some((draft, index) => {
      const was = saved[index];
      return (
        !was ||
        was.productId !== draft.productId ||
        was.quantity !== draft.quantity.trim() ||
        was.minLevel !== draft.minLevel.trim() ||
        was.parLevel !== draft.parLevel.trim()
      );
    })
  );
}

/**
 * The lines as `PUT /api/lists/{id}/items` takes them, or a message per field named as the server
 * names it (`items.2.quantity`), which is also the name of that row's input.
 */
export function validateLines(
  drafts: readonly LineDraft[],
  version: number,
): FormCheck<z.output<typeof PutListItemsBody>> {
  const parsed = PutListItemsBody.safeParse({
    version,
    items: drafts.map((draft) => ({
      productId: draft.productId,
      quantity: numberOf(draft.quantity),
      minLevel: optionalNumber(draft.minLevel),
      parLevel: optionalNumber(draft.parLevel),
    })),
  });
  return rowsCheck(parsed);
}

/** The input name of a line's field, as the server's field messages name it. */
export const lineField = (index: number, field: 'quantity' | 'minLevel' | 'parLevel') =>
  `items.${index}.${field}`;

// ---------------------------------------------------------------------------------------------
// Count stock: what is on the shelf of each line with a par level

/** What is on the shelf of each counted line, as typed (blank: not counted), in the lines' order. */
export type CountValues = { onShelf: string[] };

/** The lines Count stock counts: those with a par level, in the list's order. */
export const countedLines = (list: SupplyList) => list.items.filter((item) => item.parLevel !== null);

/** The input name of a counted line, as the server's field messages name it. */
export const countField = (index: number) => `counts.${index}.onShelf`;

/** The counts as `POST /api/lists/{id}/count` takes them, or a message per field. */
export const validateCounts =
  (lines: readonly SupplyListItem[], version: number) =>
  (values: CountValues): FormCheck<z.output<typeof CountStockBody>> =>
    rowsCheck(
      CountStockBody.safeParse({
        version,
        counts: lines.map((line, index) => ({
          productId: line.productId,
          onShelf: optionalNumber(values.onShelf[index] ?? ''),
        })),
      }),
    );

// ---------------------------------------------------------------------------------------------
// A schedule: every 1–12 weeks on a weekday

export type ScheduleValues = { everyWeeks: string; weekday: string };

/** The form starts from the list's schedule, or every four weeks on a Monday. */
export const scheduleValuesOf = (list: SupplyList): ScheduleValues => ({
  everyWeeks: String(list.schedule?.everyWeeks ?? 4),
  weekday: String(list.schedule?.weekday ?? 1),
});

export const validateSchedule = (values: ScheduleValues): FormCheck<z.output<typeof PutScheduleBody>> =>
  formCheck(
    PutScheduleBody.safeParse({ everyWeeks: numberOf(values.everyWeeks), weekday: numberOf(values.weekday) }),
  );
