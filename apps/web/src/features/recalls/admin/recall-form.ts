import type { RecallAction, RecallClass } from '@shop/contract/recall';
import { OpenRecallBody } from '@shop/contract/recall-schemas';
import { zodFieldErrors } from '@/lib/form';
import type { FormCheck } from '@/lib/use-checked-form';

/**
 * The open-recall dialog's values, checked by the contract's OpenRecallBody before they are sent:
 * the server's own rules and messages, each on its field (productId, lotNumbers, reason, action,
 * recallClass: the names the server's 400 uses too).
 */

/** A recall as chosen and typed. */
export type OpenRecallValues = {
  /** The product chosen in the search, or none yet. */
  product: { id: number; name: string } | null;
  /** The lots ticked, in the order they were ticked. */
  lotNumbers: readonly string[];
  reason: string;
  action: RecallAction | '';
  recallClass: RecallClass | '';
};

export const emptyOpenRecall = (): OpenRecallValues => ({
  product: null,
  lotNumbers: [],
  reason: '',
  action: '',
  recallClass: '',
});

/** The call's body as chosen: what is missing left out, so the contract's "required" message meets it. */
export const toOpenRecallInput = (values: OpenRecallValues) => ({
  productId: values.product?.id,
  lotNumbers: [...values.lotNumbers],
  reason: values.reason,
  action: values.action === '' ? undefined : values.action,
  recallClass: values.recallClass === '' ? undefined : values.recallClass,
});

export function validateOpenRecall(values: OpenRecallValues): FormCheck<OpenRecallBody> {
  const parsed = OpenRecallBody.safeParse(toOpenRecallInput(values));
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: zodFieldErrors(parsed.error) };
}

/** The lots with one ticked or unticked. */
export const toggleLot = (lots: readonly string[], lotNumber: string, checked: boolean): string[] =>
  checked
    ? lots.includes(lotNumber)
      ? [...lots]
      : [...lots, lotNumber]
    : lots.filter((lot) => lot !== lotNumber);
