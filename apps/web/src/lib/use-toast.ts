import { useSyncExternalStore } from 'react';

/** Toasts: one at a time, dismissed after 3000 ms, with a 300 ms exit animation. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 3000;
export const TOAST_EXIT_MS = 300;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One button that acts on what the toast says (View cart, say); it closes the toast. */
  action?: { label: string; onClick: () => void };
};

export type ToastItem = ToastInput & { id: number; open: boolean };

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; callable from anywhere (query callbacks included), not only from components. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  publish(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  window.setTimeout(() => publish(toasts.filter((t) => t.id !== id)), TOAST_EXIT_MS);
}

/** Closes every toast: what opens in their place (the cart panel) shows what they said. */
export function dismissAllToasts() {
  for (const item of toasts) if (item.open) dismissToast(item.id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
