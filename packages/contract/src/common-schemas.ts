import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from './limits';
import { idParam, wholeNumberParam } from './url-param-schemas';

/** `/…/:id` path parameters; see `idParam` for what an id may look like and why. */
export const IdParams = z.object({ id: idParam() }).strict();
export type IdParams = z.input<typeof IdParams>;

/** A `PATCH` body's refinement: it sets at least one field (one sent as undefined sets nothing). */
export const atLeastOneField = (value: object) => Object.values(value).some((field) => field !== undefined);

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

/** A paged list's `?page=`: from 1, the first page when it is not given. */
export const pageParam = () => wholeNumberParam('Page', { min: 1, max: 100_000 }).default(1);

/** The query of a list that only pages: `?page=`, nothing else. */
export const PageQuery = z.object({ page: pageParam() }).strict();

/**
 * A paged answer: its rows under `key` (`items`, `orders`, …) beside where the page stands, e.g.
 * `pagedList('doctors', AdminDoctor)` is `{ doctors: AdminDoctor[], totalCount, currentPage,
 * totalPages }`. An answer with more to say extends it.
 */
export const pagedList = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item), ...pagePosition } as { [P in K]: z.ZodArray<T> } & typeof pagePosition);
