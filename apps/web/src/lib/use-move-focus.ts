import { useEffect, useRef, type RefObject } from 'react';

/** Towards the start of a list, or towards its end. */
export type MoveDirection = 'back' | 'forward';

/**
 * After a move the list re-renders in its new order: the moved item's button keeps the focus at its
 * new place, or its other move button once it reached an end, or `fallback` when it has no enabled
 * button left. `order` is what changes when the list is reordered; the list holds MoveButtons.
 */
export function useMoveFocus<List extends HTMLElement>(
  order: unknown,
  fallback?: RefObject<HTMLElement | null>,
) {
  const listRef = useRef<List>(null);
  const wanted = useRef<{ key: string; direction: MoveDirection } | null>(null);

  useEffect(() => {
    const target = wanted.current;
    wanted.current = null;
    if (!target) return;
    const buttons = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-move-key]') ?? []),
    ].filter((button) => button.dataset.moveKey === target.key && !button.disabled);
    (
      buttons.find((button) => button.dataset.move === target.direction) ??
      buttons[0] ??
      fallback?.current
    )?.focus();
  }, [order, fallback]);

  /** Before a move: the item whose button keeps the focus, and the way it moves. */
  const keepFocus = (key: string | number, direction: MoveDirection) => {
    wanted.current = { key: String(key), direction };
  };

  return { listRef, keepFocus };
}
