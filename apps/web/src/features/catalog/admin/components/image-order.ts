/** The image manager's list operations (docs/product.md, Admin screens, Image manager). */

/** A list with the item at `from` moved to `to` (clamped to the list); the rest keep their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...items];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** The same images in the same order: nothing to reset or save. */
export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((url, i) => url === b[i]);
