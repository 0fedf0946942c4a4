import { generalMessages } from '@shop/contract/messages';
import { useId } from 'react';

/**
 * A file's upload as it goes: the part sent, as a bar and its percent, then, once all of it is sent
 * (`fraction` 1), the server's work on it (`working`, a bar without an end). Each bar is named by the
 * words beside it, not by the file field's label, which stays the field's alone. Place it in a polite
 * live region, so a screen reader hears each step.
 */
export function UploadProgress({ fraction, working }: { fraction: number; working: string }) {
  const textId = useId();
  const text = fraction < 1 ? generalMessages.uploading(Math.round(fraction * 100)) : working;
  return (
    <div className="grid gap-1">
      <span id={textId}>{text}</span>
      {fraction < 1 ? (
        <progress className="w-full" value={fraction} max={1} aria-labelledby={textId} />
      ) : (
        <progress className="w-full" aria-labelledby={textId} />
      )}
    </div>
  );
}
