import type { ReactNode } from 'react';

/** A named list of cards or rows, one item each, marked busy while the next page or filter loads. */
export function ItemList<Item extends { id: number }>({
  label,
  busy,
  className,
  items,
  children,
}: {
  label: string;
  busy: boolean;
  className: string;
  items: readonly Item[];
  /** One item's card or row. */
  children: (item: Item) => ReactNode;
}) {
  return (
    <ul aria-label={label} aria-busy={busy} className={className}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
