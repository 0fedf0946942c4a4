import { z } from 'zod';
import { isIsoDate } from './auth-schemas';
import { MAX_SEARCH_LENGTH } from './limits';
import { idParam, wholeNumberParam } from './url-param-schemas';

/** `/…/:id` path parameters; see `idParam` for what an id may look like and why. */
export const IdParams = z.object({ id: idParam() }).strict();
export type IdParams = z.input<typeof IdParams>;

/** A `PATCH` body's refinement: it sets at least one field (one sent as undefined sets nothing). */
export const atLeastOneField = (value: object) => Object.values(value).some((field) => field !== undefined);

/** A `PATCH` body: any of `fields` and no other, at least one (`nothingToChange` when none is). */
export const patchBody = <Shape extends z.ZodRawShape>(fields: Shape, nothingToChange: string) =>
  z.object(fields).partial().strict().refine(atLeastOneField, nothingToChange);

/** A `POST` body's fields without their defaults, for its `PATCH` body: what is not sent stays. */
export const withoutDefaults = <Shape extends z.ZodRawShape>(shape: Shape) =>
  Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  ) as { [K in keyof Shape]: Shape[K] extends z.ZodDefault<infer Field> ? Field : Shape[K] };

/** The answer of an action that has nothing to return but a sentence to show. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * Where a page of a list stands, in every paged answer beside its rows: the rows in all, this page
 * (from 1) and the pages in all.
 */
export const pagePosition = {
  totalCount: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
};

/** A list's search term (`?q=`, `?search=`): trimmed, at most MAX_SEARCH_LENGTH; a blank one is none. */
export const searchTooLong = `Search must be at most ${MAX_SEARCH_LENGTH} characters`;
export const searchParam = () =>
  z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, searchTooLong)
    .optional()
    .transform((v) => v || undefined);

/** A `?name=true|false` switch of a list. */
export const booleanParam = (label: string) =>
  z.enum(['true', 'false'], { error: `${label} must be true or false` }).transform((v) => v === 'true');

/** The messages of a list's range of days, `?from=&to=`. */
export const dayRangeMessages = {
  date: (label: string) => `${label} must be a date written as YYYY-MM-DD`,
  fromAfterTo: 'From must be on or before To',
} as const;

/** A day of the shop's calendar in a URL: YYYY-MM-DD, a real date. */
const dayParam = (label: string) =>
  z.string({ error: dayRangeMessages.date(label) }).refine(isIsoDate, dayRangeMessages.date(label));

/** A list's days `from` to `to` (inclusive, in the shop's calendar), either end or both. */
export const dayRangeFields = { from: dayParam('From').optional(), to: dayParam('To').optional() };

/** The range's check across its fields: the right way round, else the message on `from`. */
export function checkDayRange(
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.from && query.to && query.from > query.to) {
    ctx.addIssue({ code: 'custom', message: dayRangeMessages.fromAfterTo, path: ['from'] });
  }
}

/** A paged list's `?page=`: from 1, the first page when it is not given. */
export const pageParam = () => wholeNumberParam('Page', { min: 1, max: 100_000 }).default(1);

/** The query of a list that only pages: `?page=`, nothing else. */
export const PageQuery = z.object({ page: pageParam() }).strict();

/** A searched list's `?q=` and `?page=`; its filters, if any, come before them. */
export const searchPageFields = { q: searchParam(), page: pageParam() };

/**
 * A paged answer: its rows under `key` (`items`, `orders`, …) beside where the page stands, e.g.
 * `pagedList('doctors', AdminDoctor)` is `{ doctors: AdminDoctor[], totalCount, currentPage,
 * totalPages }`. An answer with more to say extends it.
 */
export const pagedList = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item), ...pagePosition } as { [P in K]: z.ZodArray<T> } & typeof pagePosition);
