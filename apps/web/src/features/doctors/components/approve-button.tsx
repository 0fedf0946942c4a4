import {
  REGISTRY_REASON_MAX,
  REGISTRY_RESULT_LABELS,
  licenceRegistryMessages as m,
} from '@shop/contract/licence-registry';
import type { RegistryCheck } from '@shop/contract/licence-registry-schemas';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';

/**
 * Approve, for a registration or a renewal: at once when the licence register matches the licence
 * (or the shop has none); otherwise it asks the reason the admin approves it anyway, which the
 * audit trail keeps (issue 43).
 */
export function ApproveButton({
  name,
  registry,
  disabled,
  busy,
  children = 'Approve',
  onApprove,
}: {
  name: string;
  registry: RegistryCheck | null;
  disabled: boolean;
  busy: boolean;
  children?: ReactNode;
  onApprove: (reason?: string) => void;
}) {
  const button = (
    <Button disabled={disabled} busy={busy} icon={<Check aria-hidden="true" />}>
      {children}
    </Button>
  );
  if (registry === null || registry.result === 'match') {
    return (
      <Button disabled={disabled} busy={busy} icon={<Check aria-hidden="true" />} onClick={() => onApprove()}>
        {children}
      </Button>
    );
  }
  return (
    <ReasonDialog
      trigger={button}
      title={m.approveAnywayTitle(name)}
      description={m.approveAnywayDescription(REGISTRY_RESULT_LABELS[registry.result])}
      label={m.approveReasonLabel}
      confirmLabel={m.approveAnyway}
      maxLength={REGISTRY_REASON_MAX}
      confirmVariant="default"
      onConfirm={onApprove}
    />
  );
}
