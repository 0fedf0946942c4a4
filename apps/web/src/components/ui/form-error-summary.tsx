import { adminFormMessages } from '@shop/contract/admin-form-messages';

/** Above a form that was refused: how many fields need fixing, announced as it appears. */
export function FormErrorSummary({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      {adminFormMessages.fieldsNeedAttention(count)}
    </p>
  );
}
