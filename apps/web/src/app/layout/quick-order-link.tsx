import { navLinkMessages as m, QUICK_ORDER_PATH } from '@shop/contract/nav-links';
import { ListPlus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { useUser } from '@/features/auth/api/get-user';

/**
 * The link to quick order (issue 41), for a signed-in doctor: beside the header's search, an icon
 * named "Quick order"; in the cart panel, the words. Nothing for a guest or an admin.
 */
export function QuickOrderLink({
  variant,
  onNavigate,
}: {
  variant: 'icon' | 'text';
  onNavigate?: () => void;
}) {
  const { data: auth } = useUser();
  if (!auth || auth.isAdmin) return null;
  return variant === 'icon' ? (
    <ButtonLink
      to={QUICK_ORDER_PATH}
      variant="ghost"
      size="icon"
      aria-label={m.quickOrder}
      title={m.quickOrderHint}
      onClick={onNavigate}
    >
      <ListPlus aria-hidden="true" className="size-5" />
    </ButtonLink>
  ) : (
    <ButtonLink
      to={QUICK_ORDER_PATH}
      variant="link"
      className="h-auto justify-start p-0"
      icon={<ListPlus aria-hidden="true" />}
      onClick={onNavigate}
    >
      {m.quickOrder}: {m.quickOrderHint.toLowerCase()}
    </ButtonLink>
  );
}
