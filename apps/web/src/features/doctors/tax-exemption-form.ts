import { TaxExemptionInput } from '@shop/contract/charges-schemas';
import type { z } from 'zod';
import { zodFieldErrors } from '@/lib/form';
import type { FormCheck } from '@/lib/use-checked-form';

/**
 * The Doctors tab's tax exemption dialog as values, checked by the contract's TaxExemptionInput
 * before they are sent: the server's rules and messages, on the fields its 400 names.
 */
export type ExemptionFormValues = { certificateNumber: string; expiresOn: string };

export function validateExemption(
  values: ExemptionFormValues,
): FormCheck<z.output<typeof TaxExemptionInput>> {
  const parsed = TaxExemptionInput.safeParse(values);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: zodFieldErrors(parsed.error) };
}
