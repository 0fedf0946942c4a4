import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteShopProduct } from '../api/shop-edits';

type DeleteProductButtonProps = {
  product: { id: number; name: string };
  /** The button's text; its accessible name adds the product's name. */
  label?: string;
  size?: 'sm' | 'default';
  className?: string;
  /** After the product is gone, e.g. leave its page. */
  onDeleted?: () => void;
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
}: DeleteProductButtonProps) {
  const remove = useDeleteShopProduct({ onDeleted });

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline-destructive"
          size={size}
          className={className}
          aria-label={`${label} ${product.name}`}
          disabled={remove.isPending}
        >
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{adminShopMessages.deleteConfirmTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          <span className="block font-medium text-foreground">{product.name}</span>
          {adminShopMessages.deleteConfirm}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove.mutate(product.id)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
