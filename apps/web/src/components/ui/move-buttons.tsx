import type { LucideIcon } from 'lucide-react';
import type { MoveDirection } from '@/lib/use-move-focus';
import { Button } from './button';

type MoveButtonsProps = {
  /** What moves, as the buttons name it: "Move {name} up". */
  name: string;
  /** The item's key, so useMoveFocus finds its buttons again once the list has re-rendered. */
  itemKey: string | number;
  /** The words for moving back and forward ("up", "down"; "earlier", "later"), and their icons. */
  words: readonly [string, string];
  icons: readonly [LucideIcon, LucideIcon];
  /** The item's place (0 first) among `count`: the first cannot go back, the last cannot go forward. */
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (direction: MoveDirection) => void;
};

/**
 * An item's move buttons in a list an admin puts in order: buttons, so the keyboard can reorder
 * too (docs/product.md, Admin screens).
 */
export function MoveButtons({
  name,
  itemKey,
  words,
  icons,
  index,
  count,
  disabled = false,
  onMove,
}: MoveButtonsProps) {
  const buttons = [
    { direction: 'back', word: words[0], Icon: icons[0], atEnd: index === 0 },
    { direction: 'forward', word: words[1], Icon: icons[1], atEnd: index === count - 1 },
  ] as const;
  return buttons.map(({ direction, word, Icon, atEnd }) => (
    <Button
      key={direction}
      variant="outline"
      size="icon"
      className="size-8"
      aria-label={`Move ${name} ${word}`}
      data-move-key={itemKey}
      data-move={direction}
      disabled={disabled || atEnd}
      onClick={() => onMove(direction)}
    >
      <Icon aria-hidden="true" />
    </Button>
  ));
}
