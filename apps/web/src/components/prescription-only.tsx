import { FileSignature } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/**
 * A prescription-only product (issue 39: toxins and fillers), which a practice's buyer orders only
 * with a prescriber's sign-off. Its words, one place for the product page, the admin's product form
 * and the sign-off requests' lines.
 */
export const prescriptionOnlyMessages = {
  label: 'Prescription only',
  adminHint: 'A practice’s buyer orders it only with a prescriber’s sign-off.',
} as const;

/** The product page's line, beside "Ships refrigerated" and drawn as it is. */
export function PrescriptionOnlyMark({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-center gap-2 text-sm font-medium text-primary', className)}>
      <FileSignature aria-hidden="true" className="size-4" />
      {prescriptionOnlyMessages.label}
    </p>
  );
}

/** A list line's mark (an item of a sign-off request). */
export function PrescriptionOnlyBadge() {
  return (
    <Badge variant="outline">
      <FileSignature aria-hidden="true" />
      {prescriptionOnlyMessages.label}
    </Badge>
  );
}
