import { todayIso } from '@shop/contract/auth-schemas';
import {
  LICENCE_DOCUMENT_MAX_BYTES,
  LICENCE_DOCUMENT_TYPES,
  licenceMessages as m,
  RENEWAL_FIELDS,
} from '@shop/contract/licence';
import { renewalFields } from '@shop/contract/licence-schemas';
import { useRef, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { getServerMessage, isApiError } from '@/lib/api-client';
import {
  firstMessages,
  focusFirstInvalid,
  readFormValues,
  zodFieldErrors,
  type FieldErrors,
} from '@/lib/form';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useSendRenewal } from '../api/licence';

const isDocumentType = (type: string) => LICENCE_DOCUMENT_TYPES.some((known) => known === type);

/** What the browser can tell of the chosen file before sending it; the server judges its bytes. */
function documentError(file: File | undefined): string | undefined {
  if (!file || file.size === 0) return m.documentRequired;
  if (file.type && !isDocumentType(file.type)) return m.documentType;
  if (file.size > LICENCE_DOCUMENT_MAX_BYTES) return m.documentTooLarge;
  return undefined;
}

/**
 * The licence renewal form (issue 20): the number (kept when unchanged), the new expiry date and a
 * scan or photo, checked here with the contract's rules (the expiry by this browser's calendar; the
 * server checks by the shop's) and sent as one multipart request.
 */
export default function RenewalForm({
  accountId,
  currentNumber,
}: {
  accountId: number;
  currentNumber: string | null;
}) {
  const send = useSendRenewal(accountId);
  const { errors, setErrors, formProps } = useFieldErrors();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readFormValues(form);
    const parsed = renewalFields(todayIso()).safeParse(values);
    const file = fileRef.current?.files?.[0];
    const found: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    const fileProblem = documentError(file);
    if (fileProblem) found[RENEWAL_FIELDS.document] = fileProblem;
    if (!parsed.success || fileProblem || !file) {
      setErrors(found);
      focusFirstInvalid(form, found);
      return;
    }
    const body = new FormData();
    const number = parsed.data.licenseNumber;
    if (number && number !== currentNumber) body.append(RENEWAL_FIELDS.licenseNumber, number);
    body.append(RENEWAL_FIELDS.expiryDate, parsed.data.expiryDate);
    body.append(RENEWAL_FIELDS.document, file, file.name);
    send.mutate(body, {
      onError: (error) => {
        const fieldErrors = isApiError(error) ? error.body?.fieldErrors : undefined;
        if (fieldErrors) {
          const shown = firstMessages(fieldErrors);
          setErrors(shown);
          if (formRef.current) focusFirstInvalid(formRef.current, shown);
        } else setErrors({ form: getServerMessage(error) ?? m.renewalFailed });
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} {...formProps} className="grid gap-4 border-t pt-4">
      <div className="grid gap-1">
        <h3 className="font-semibold">{m.renewTitle}</h3>
        <p className="text-sm text-muted-foreground">{m.renewIntro}</p>
      </div>
      <TextField
        name={RENEWAL_FIELDS.licenseNumber}
        label={m.newLicenceNumber}
        hint={m.newLicenceNumberHint}
        error={errors[RENEWAL_FIELDS.licenseNumber]}
        defaultValue={currentNumber ?? ''}
        maxLength={64}
        autoComplete="off"
      />
      <TextField
        name={RENEWAL_FIELDS.expiryDate}
        label={m.newExpiryDate}
        error={errors[RENEWAL_FIELDS.expiryDate]}
        required
        type="date"
        min={todayIso()}
      />
      <TextField
        name={RENEWAL_FIELDS.document}
        label={m.document}
        error={errors[RENEWAL_FIELDS.document]}
        required
        ref={fileRef}
        type="file"
        accept={LICENCE_DOCUMENT_TYPES.join(',')}
        className="py-1.5"
      />
      <FieldError alert>{errors.form}</FieldError>
      <Button type="submit" className="justify-self-start" disabled={send.isPending}>
        {send.isPending && <Spinner />}
        {m.submitRenewal}
      </Button>
    </form>
  );
}
