import { adminOrderMessages } from '@shop/contract/admin-messages';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';

/**
 * A small button that copies one value and says "Copied"; its name says what it copies. The page is
 * served over HTTPS (or localhost), where the asynchronous clipboard is always available.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-7 shrink-0"
      aria-label={`Copy ${label}`}
      title={`Copy ${label}`}
      onClick={() =>
        navigator.clipboard.writeText(value).then(
          () => toast({ title: adminOrderMessages.copied, description: label }),
          () => toast({ variant: 'destructive', title: adminOrderMessages.copyFailed }),
        )
      }
    >
      <Copy aria-hidden="true" className="size-3.5" />
    </Button>
  );
}
