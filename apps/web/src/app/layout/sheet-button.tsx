import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type SheetButtonProps<P extends object> = {
  open: boolean;
  onOpen: () => void;
  /** The sheet, loaded when first opened, or ahead when the button is pointed at or focused. */
  sheet: { Component: ComponentType<P>; preload: () => Promise<unknown> };
  sheetProps: P;
  label: string;
  className: string;
  /** The button's icon (and badge). */
  children: ReactNode;
};

/** A header button and the slide-in sheet it opens (the cart panel, the phone's menu). */
export function SheetButton<P extends object>({
  open,
  onOpen,
  sheet,
  sheetProps,
  label,
  className,
  children,
}: SheetButtonProps<P>) {
  // Once shown, the sheet stays mounted so it can animate out and keep its state.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={onOpen}
        onPointerEnter={() => void sheet.preload()}
        onFocus={() => void sheet.preload()}
      >
        {children}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <sheet.Component {...sheetProps} />
        </Suspense>
      )}
    </>
  );
}
