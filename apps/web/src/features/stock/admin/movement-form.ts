import { stockMessages, StockMovementInput } from '@shop/contract/stock-schemas';
import { errorsFromIssues, numberOf, type FieldErrors } from '@/lib/form';
import type { FormCheck } from '@/lib/use-checked-form';

/**
 * The stock dialog's movements as values, checked by the contract's StockMovementInput before they
 * are sent: the server's own rules and messages. Whether a lot is asked for is the product's
 * (lot-tracked), which the contract leaves to the server; the form asks for it the same way.
 */

/** Receive stock, Adjust, or Write off (damage or expire). */
export type MovementMode = 'receive' | 'adjust' | 'writeOff';
export type WriteOffKind = 'damage' | 'expire';

/** A movement as typed. */
export type MovementValues = {
  quantity: string;
  lotNumber: string;
  /** YYYY-MM-DD from a date input; blank for none. */
  expiryDate: string;
  reason: string;
  writeOffKind: WriteOffKind;
};

export const emptyMovement = (): MovementValues => ({
  quantity: '',
  lotNumber: '',
  expiryDate: '',
  reason: '',
  writeOffKind: 'damage',
});

/** An optional text: left out when blank. */
const optionalText = (key: 'expiryDate' | 'reason', text: string): Partial<Record<typeof key, string>> =>
  text.trim() === '' ? {} : { [key]: text };

/**
 * The movement in the call's shape. A lot-tracked product's lot (and, received, its expiry) is sent
 * as typed, so a blank one meets the contract's "required" message; another product's is left out.
 */
export function toMovementInput(mode: MovementMode, values: MovementValues, lotTracked: boolean) {
  const quantity = numberOf(values.quantity);
  const lot = lotTracked ? { lotNumber: values.lotNumber } : {};
  switch (mode) {
    case 'receive':
      return {
        kind: 'receive' as const,
        quantity,
        ...lot,
        ...(lotTracked ? optionalText('expiryDate', values.expiryDate) : {}),
        ...optionalText('reason', values.reason),
      };
    case 'adjust':
      return { kind: 'adjust' as const, quantity, ...lot, reason: values.reason };
    case 'writeOff':
      return { kind: values.writeOffKind, quantity, ...lot, ...optionalText('reason', values.reason) };
  }
}

/** The contract's rules, and a lot-tracked product's received lot needs its expiry date. */
export function validateMovement(
  mode: MovementMode,
  values: MovementValues,
  lotTracked: boolean,
): FormCheck<StockMovementInput> {
  const parsed = StockMovementInput.safeParse(toMovementInput(mode, values, lotTracked));
  const errors: FieldErrors = parsed.success ? {} : errorsFromIssues(parsed.error.issues);
  if (mode === 'receive' && lotTracked && values.expiryDate.trim() === '') {
    errors.expiryDate ??= stockMessages.expiryRequired;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}

/** Today plus `days`, as YYYY-MM-DD (the shop's calendar day in UTC, as the server counts). */
export function isoDaysFromToday(days: number, now: Date = new Date()): string {
  const date = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How a lot's expiry date reads against today: past it, soon, or neither. */
export function lotExpiryState(
  expiryDate: string,
  soonDays: number,
  now: Date = new Date(),
): 'expired' | 'soon' | undefined {
  if (expiryDate <= isoDaysFromToday(0, now)) return 'expired';
  if (expiryDate <= isoDaysFromToday(soonDays, now)) return 'soon';
  return undefined;
}

/** A signed quantity as the ledger shows it: "+3", "−2". */
export const signedQuantity = (quantity: number) =>
  quantity > 0 ? `+${quantity.toLocaleString('en-US')}` : `−${Math.abs(quantity).toLocaleString('en-US')}`;
