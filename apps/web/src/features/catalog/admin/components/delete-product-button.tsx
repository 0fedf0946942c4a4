import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import { DeleteButton } from '@/components/ui/confirm-dialog';
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
    <DeleteButton
      name={product.name}
      label={label}
      pending={remove.isPending}
      size={size}
      className={className}
      title={adminShopMessages.deleteConfirmTitle}
      text={adminShopMessages.deleteConfirm}
      onConfirm={() => remove.mutate(product.id)}
      focusAfter={focusAfterDelete}
    />
  );
}
