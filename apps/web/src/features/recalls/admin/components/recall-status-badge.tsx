import { RECALL_STATUS_LABELS, type RecallStatus } from '@shop/contract/recall';
import { Badge } from '@/components/ui/badge';

/** A recall's status: an open one stands out, a closed one does not. */
export function RecallStatusBadge({ status }: { status: RecallStatus }) {
  return <Badge variant={status === 'open' ? 'warning' : 'secondary'}>{RECALL_STATUS_LABELS[status]}</Badge>;
}
