import { useEffect, useRef, type RefObject } from 'react';

/**
 * An item decided from a list (approved, rejected) leaves it once the list is read again, taking the
 * focused button with it. Then the focus goes to the item that took its place (the next one, or the
 * new last one), or to `fallback` (the list's heading) when none is left. The list's items carry
 * `data-focus-item` and `tabIndex={-1}`; `order` is the items' keys in list order. The focus moves only
 * when it was lost with the item or parked on `fallback` meanwhile, never away from where the person
 * has gone since.
 */
export function useFocusAfterLeave<List extends HTMLElement>(
  order: readonly (string | number)[] | undefined,
  fallback: RefObject<HTMLElement | null>,
) {
  const listRef = useRef<List>(null);
  const leaving = useRef<{ key: string; index: number } | null>(null);
  const keys = order?.map(String).join('\n');

  useEffect(() => {
    const target = leaving.current;
    if (!target || keys === undefined || keys.split('\n').includes(target.key)) return;
    leaving.current = null;
    const active = document.activeElement;
    const lost =
      !active || active === document.body || active === fallback.current || listRef.current?.contains(active);
    if (!lost) return;
    const items = listRef.current?.querySelectorAll<HTMLElement>('[data-focus-item]') ?? [];
    (items[Math.min(target.index, items.length - 1)] ?? fallback.current)?.focus();
  }, [keys, fallback]);

  /**
   * Before the decision: the item that is about to leave. A decision that fails leaves the item in
   * place (nothing moves), unless the refresh finds it decided elsewhere meanwhile.
   */
  const willLeave = (key: string | number) => {
    const index = order?.map(String).indexOf(String(key)) ?? -1;
    leaving.current = index < 0 ? null : { key: String(key), index };
  };

  return { listRef, willLeave };
}
