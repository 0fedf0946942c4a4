import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import { Trash2 } from 'lucide-react';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { useDeleteProduct } from '../api/delete-product';

type DeleteProductButtonProps = {
  product: { id: number; name: string };
  /** The button's text; its accessible name adds the product's name. */
  label?: string;
  size?: 'sm' | 'default';
  className?: string;
  /** After the product is gone, e.g. leave its page. */
  onDeleted?: () => void;
  /** Where focus goes once the delete is confirmed (the card leaves with this button). */
  focusAfterDelete?: () => void;
};

/**
 * Delete after a confirmation (docs/product.md, Admin catalogue: deleting cannot be undone). The
 * button waits while the call is in flight.
 */
export function DeleteProductButton({
  product,
  label = 'Delete',
  size = 'sm',
  className,
  onDeleted,
  focusAfterDelete,
}: DeleteProductButtonProps) {
  const remove = useDeleteProduct({ deletedMessage: adminShopMessages.productDeleted, onDeleted });

  return (
    <ConfirmButton
      label={label}
      accessibleName={`${label} ${product.name}`}
      icon={<Trash2 aria-hidden="true" />}
      pending={remove.isPending}
      size={size}
      className={className}
      title={adminShopMessages.deleteConfirmTitle}
      subject={product.name}
      text={adminShopMessages.deleteConfirm}
      confirmLabel="Delete"
      onConfirm={() => remove.mutate(product.id)}
      focusAfter={focusAfterDelete}
    />
  );
}
