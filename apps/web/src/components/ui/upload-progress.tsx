import { generalMessages } from '@shop/contract/messages';

/**
 * A file's upload as it goes: the part sent, as a bar and its percent, then, once all of it is sent
 * (`fraction` 1), the server's work on it (`working`, a bar without an end). Place it in a polite
 * live region, so a screen reader hears each step.
 */
export function UploadProgress({
  fraction,
  label,
  working,
}: {
  fraction: number;
  label: string;
  working: string;
}) {
  return fraction < 1 ? (
    <div className="grid gap-1">
      <span>{generalMessages.uploading(Math.round(fraction * 100))}</span>
      <progress className="w-full" value={fraction} max={1} aria-label={label} />
    </div>
  ) : (
    <div className="grid gap-1">
      <span>{working}</span>
      <progress className="w-full" aria-label={working} />
    </div>
  );
}
