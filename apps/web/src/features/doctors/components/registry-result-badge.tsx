import { REGISTRY_RESULT_LABELS, type RegistryResult } from '@shop/contract/licence-registry';
import { Badge } from '@/components/ui/badge';

/**
 * How a result looks: a match as settled, the register's silence as nothing against the doctor, a
 * difference to look at as a warning, and a licence the register does not stand behind as danger.
 */
const VARIANT: Record<RegistryResult, 'secondary' | 'outline' | 'warning' | 'destructive'> = {
  match: 'secondary',
  unavailable: 'outline',
  'name-mismatch': 'warning',
  'expiry-mismatch': 'warning',
  'not-found': 'destructive',
  suspended: 'destructive',
  revoked: 'destructive',
  expired: 'destructive',
};

/** What the licence register says of a licence (issue 43), in words. */
export function RegistryResultBadge({ result }: { result: RegistryResult }) {
  return (
    <Badge variant={VARIANT[result]} className="whitespace-normal">
      {REGISTRY_RESULT_LABELS[result]}
    </Badge>
  );
}
