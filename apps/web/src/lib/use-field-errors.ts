import { useState, type SyntheticEvent } from 'react';
import { clearFieldError, type FieldErrors } from './form';

/**
 * A form's messages beside its fields, each gone as soon as its field changes. Spread `formProps` on
 * the form: noValidate, as the contract's messages stand in for the browser's.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    setErrors,
    formProps: {
      noValidate: true,
      onChange: (event: SyntheticEvent<HTMLFormElement>) => setErrors(clearFieldError(errors, event.target)),
    },
  };
}
