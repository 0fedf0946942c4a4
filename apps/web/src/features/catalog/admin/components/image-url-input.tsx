import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

type ImageUrlInputProps = Omit<ComponentProps<typeof Input>, 'name' | 'inputMode' | 'autoComplete'> & {
  /** The address's message, shown by the caller at `errorId`. */
  error: string | undefined;
  errorId: string;
};

/** An image's address typed in (`imageUrl`), marked invalid and tied to its message while it has one. */
export function ImageUrlInput({ error, errorId, ...input }: ImageUrlInputProps) {
  return (
    <Input
      name="imageUrl"
      inputMode="url"
      autoComplete="off"
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
      {...input}
    />
  );
}
