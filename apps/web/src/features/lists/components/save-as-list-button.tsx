import { LIST_QUANTITY_MAX, supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import { ListPlus } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { NewListForm } from './new-list-form';

type SaveAsListButtonProps = {
  orderNumber: string;
  /**
   * The order's lines as read (one array while the order stays the same): the products still sold
   * (a product deleted since has none) and their quantities become the list's.
   */
  items: readonly { productId: number | null; quantity: number }[];
};

/** One line per product, in the order's order: a product on two lines is added up (to the lists' limit). */
function linesByProduct(items: SaveAsListButtonProps['items']) {
  const quantities = new Map<number, number>();
  for (const { productId, quantity } of items)
    if (productId !== null) quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  return [...quantities].map(([productId, quantity]) => ({
    productId,
    quantity: Math.min(quantity, LIST_QUANTITY_MAX),
  }));
}

/** Save as list on an order (issue 41): a new list of its products and quantities, then its page. */
export function SaveAsListButton({ orderNumber, items }: SaveAsListButtonProps) {
  const navigate = useNavigate();
  const lines = useMemo(() => linesByProduct(items), [items]);
  return (
    <FormDialog
      trigger={
        <Button variant="outline" icon={<ListPlus aria-hidden="true" />}>
          {s.saveAsList}
        </Button>
      }
    >
      {(close) => (
        <NewListForm
          title={s.saveAsListTitle}
          description={s.saveAsListDescription}
          initialName={s.orderListName(orderNumber)}
          items={lines}
          onDone={(list) => {
            close();
            void navigate(`/lists/${list.id}`);
          }}
        />
      )}
    </FormDialog>
  );
}
