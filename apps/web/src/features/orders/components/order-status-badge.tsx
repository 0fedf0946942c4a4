import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contract/order-status';
import {
  Ban,
  CircleCheck,
  CircleX,
  Clock,
  PackageCheck,
  RefreshCw,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatOrderDate } from '../order-format';

type StatusStyle = {
  variant: 'default' | 'secondary' | 'accent' | 'warning' | 'destructive' | 'outline';
  icon: LucideIcon;
  className?: string;
};

/**
 * One colour and icon per status, from the theme's token pairs (each reads at 4.5:1 or more in both
 * themes). The label is always written out, so the colour is never the only sign.
 */
const STATUS_STYLES: Record<OrderStatus, StatusStyle> = {
  pending: { variant: 'warning', icon: Clock },
  approved: { variant: 'accent', icon: CircleCheck },
  processing: { variant: 'secondary', icon: RefreshCw, className: 'border-input' },
  shipped: { variant: 'default', icon: Truck },
  delivered: { variant: 'outline', icon: PackageCheck, className: 'border-success/50 bg-success/10' },
  declined: { variant: 'destructive', icon: CircleX },
  cancelled: { variant: 'outline', icon: Ban, className: 'text-muted-foreground' },
};

type OrderStatusBadgeProps = {
  status: OrderStatus;
  className?: string;
};

/** The order's status as a coloured badge with its label ("Pending", "Cancelled", …). */
export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps) {
  const style = STATUS_STYLES[status];
  const Icon = style.icon;
  return (
    <Badge variant={style.variant} className={cn(style.className, className)} data-status={status}>
      <Icon aria-hidden="true" />
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

/** "Placed {date}" with the order's status beside it, under an order's title. */
export function OrderPlacedLine({
  order,
  className,
}: {
  order: { createdAt: string; status: OrderStatus };
  className?: string;
}) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground', className)}
    >
      <span>
        Placed <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
      </span>
      <OrderStatusBadge status={order.status} />
    </div>
  );
}
