/**
 * Lists an admin puts in order: the image manager's images, the featured carousel's entries and
 * the hero carousel's items (docs/product.md, Admin screens).
 */

/** A list with the item at `from` moved to `to` (clamped to the list); the rest keep their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...items];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** The same items (images, featured entries) in the same order: nothing to reset or save. */
export const sameOrder = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);
