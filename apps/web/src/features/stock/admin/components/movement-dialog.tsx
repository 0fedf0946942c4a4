import { LOT_NUMBER_MAX, STOCK_REASON_MAX, type ProductStock } from '@shop/contract/stock-schemas';
import { stockScreenMessages as m } from '@shop/contract/stock-screen-messages';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { ChoiceField, InputField } from '@/components/ui/form-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { formatDateOnly } from '@/lib/format';
import { usePostStockMovement } from '../api/post-stock-movement';
import {
  emptyMovement,
  isoDaysFromToday,
  validateMovement,
  type MovementMode,
  type MovementValues,
  type WriteOffKind,
} from '../movement-form';

type MovementDialogProps = {
  mode: MovementMode;
  stock: ProductStock;
  /** The button that opens it: focus returns to it when the dialog closes. */
  trigger: ReactNode;
};

/** Receive stock, Adjust or Write off, in a dialog over the product's stock; a new form each time. */
export function MovementDialog({ mode, stock, trigger }: MovementDialogProps) {
  return (
    <FormDialog trigger={trigger}>
      {(close) => <MovementForm mode={mode} stock={stock} onDone={close} />}
    </FormDialog>
  );
}

const TITLES: Record<MovementMode, string> = { receive: m.receive, adjust: m.adjust, writeOff: m.writeOff };
const DESCRIPTIONS: Record<MovementMode, (name: string) => string> = {
  receive: m.receiveDescription,
  adjust: m.adjustDescription,
  writeOff: m.writeOffDescription,
};
const WRITE_OFF_KINDS = Object.keys(m.writeOffKinds) as WriteOffKind[];

/**
 * One movement's form, checked by the contract's StockMovementInput (a lot-tracked product's lot
 * too) before it is sent; the server's 400 field messages go beside their fields, a 409 (below zero,
 * below what orders reserved, a lot holding too few) is the failure toast, and the dialog stays open.
 */
function MovementForm({
  mode,
  stock,
  onDone,
}: {
  mode: MovementMode;
  stock: ProductStock;
  onDone: () => void;
}) {
  const { lotTracked } = stock;
  const form = useCheckedForm(emptyMovement, (typed: MovementValues) =>
    validateMovement(mode, typed, lotTracked),
  );
  const { values, set, errors, sendingDialog, text } = form;
  const post = usePostStockMovement(m.movementSaved[mode]);

  return (
    <DialogForm
      {...sendingDialog(post, onDone, {
        variables: (movement) => ({ productId: stock.productId, movement }),
      })}
      title={TITLES[mode]}
      description={DESCRIPTIONS[mode](stock.productName)}
      submitLabel={m.saveMovement[mode]}
    >
      {mode === 'writeOff' && (
        <ChoiceField
          name="kind"
          label={m.writeOffKindLabel}
          error={errors.kind}
          placeholder={m.writeOffKindLabel}
          options={WRITE_OFF_KINDS}
          optionLabel={(kind) => m.writeOffKinds[kind]}
          value={values.writeOffKind}
          onChange={(event) =>
            set('writeOffKind', WRITE_OFF_KINDS.find((kind) => kind === event.target.value) ?? 'damage')
          }
        />
      )}
      <InputField
        {...text('quantity')}
        label={mode === 'adjust' ? m.adjustQuantityLabel : m.quantityLabel}
        hint={mode === 'adjust' ? m.adjustQuantityHint : undefined}
        type="number"
        inputMode="numeric"
        step={1}
        min={mode === 'adjust' ? undefined : 1}
        required
      />
      {lotTracked &&
        (mode === 'receive' ? (
          <>
            <InputField
              {...text('lotNumber')}
              label={m.lotNumberLabel}
              maxLength={LOT_NUMBER_MAX}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <InputField
              {...text('expiryDate')}
              label={m.expiryLabel}
              type="date"
              min={isoDaysFromToday(1)}
              required
            />
          </>
        ) : (
          <ChoiceField
            name="lotNumber"
            label={m.lotLabel}
            error={errors.lotNumber}
            placeholder={m.chooseLot}
            options={stock.lots.map((lot) => lot.lotNumber)}
            optionLabel={(lotNumber) => {
              const lot = stock.lots.find((held) => held.lotNumber === lotNumber);
              return lot ? m.lotOption(lot.lotNumber, formatDateOnly(lot.expiryDate), lot.onHand) : lotNumber;
            }}
            value={values.lotNumber}
            onChange={(event) => set('lotNumber', event.target.value)}
          />
        ))}
      <InputField
        {...text('reason')}
        label={m.reasonLabel}
        optional={mode !== 'adjust'}
        maxLength={STOCK_REASON_MAX}
        autoComplete="off"
        required={mode === 'adjust'}
      />
    </DialogForm>
  );
}
