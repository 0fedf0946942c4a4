/** The term for a LIKE pattern, with a searcher's own backslash, % and _ taken literally. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that matches any text holding `term`. */
export const containing = (term: string) => `%${escapeLike(term)}%`;
