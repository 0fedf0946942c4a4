import { z } from 'zod';
import { idParam } from './url-params';

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
