import { z } from 'zod';
import { idParam, wholeNumberParam } from './url-params';

/** `/…/:id` path parameters; see `idParam` for what an id may look like and why. */
export const IdParams = z.object({ id: idParam() }).strict();
export type IdParams = z.input<typeof IdParams>;

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

/** A paged list's `?page=`: from 1, the first page when it is not given. */
export const pageParam = () => wholeNumberParam('Page', { min: 1, max: 100_000 }).default(1);

/**
 * A paged answer: its rows under `key` (`items`, `orders`, …) beside where the page stands, e.g.
 * `pagedList('doctors', AdminDoctor)` is `{ doctors: AdminDoctor[], totalCount, currentPage,
 * totalPages }`. An answer with more to say extends it.
 */
export const pagedList = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item), ...pagePosition } as { [P in K]: z.ZodArray<T> } & typeof pagePosition);
