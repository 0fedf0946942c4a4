import { z } from 'zod';

/** Spec §3 "Category". */
export const Category = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  itemCount: z.number().int(),
});
export type Category = z.infer<typeof Category>;

export const CategorySlugParams = z.object({ slug: z.string().min(1).max(100) }).strict();
