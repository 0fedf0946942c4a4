import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import type { Product } from '@shop/contract/catalog-schemas';
import { adminProductMessages } from '@shop/contract/admin-messages';
import { Images, Pencil, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/confirm-dialog';
import { StoredImage } from '@/components/ui/stored-image';
import { formatPrice } from '@/lib/format';
import { EditProductDialog } from './edit-product-dialog';
import { ImageManagerDialog } from './image-manager-dialog';

type AdminProductRowProps = {
  product: Product;
  /** This product's delete is in flight. */
  deleting: boolean;
  onDelete: () => void;
  /** Where focus goes once the delete is confirmed: this row leaves with its Delete button. */
  focusAfterDelete: () => void;
};

/**
 * One product of the Products tab (docs/product.md, Admin screens): image, name, SKU and GTIN,
 * description, price, stock, category and Featured, with manage images, edit and delete (after a confirmation).
 */
export function AdminProductRow({ product, deleting, onDelete, focusAfterDelete }: AdminProductRowProps) {
  const [editing, setEditing] = useState(false);
  const [managingImages, setManagingImages] = useState(false);
  const titleId = useId();
  const category = product.category.name.trim() || adminProductMessages.unknownCategoryLabel;

  return (
    <article
      aria-labelledby={titleId}
      className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-3 rounded-xl border bg-card p-3 shadow-xs sm:grid-cols-[5rem_minmax(0,1fr)_auto] sm:p-4"
    >
      <StoredImage
        src={product.imageUrl}
        widths={[96, 160]}
        sizes="80px"
        width={80}
        height={80}
        loading="lazy"
        decoding="async"
        className="size-16 rounded-lg border bg-muted object-cover sm:size-20"
      />
      <div className="grid min-w-0 content-start gap-1.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 id={titleId} className="min-w-0 font-semibold break-words">
            {product.name}
          </h3>
          <p className="font-semibold tabular-nums">{formatPrice(product.price)}</p>
        </div>
        <p className="text-xs text-muted-foreground">
          SKU <span className="font-mono text-foreground">{product.sku}</span>
          {product.gtin && (
            <>
              {' · '}GTIN <span className="font-mono text-foreground">{product.gtin}</span>
            </>
          )}
        </p>
        <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant={product.inStock ? 'secondary' : 'destructive'}>
            {product.inStock ? 'In Stock' : 'Out of Stock'}
          </Badge>
          <Badge variant="outline">
            <span className="sr-only">Category: </span>
            {category}
          </Badge>
          {product.featured && (
            <Badge variant="accent">
              <Star aria-hidden="true" />
              Featured
            </Badge>
          )}
        </div>
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:flex-col sm:items-stretch">
        <Button variant="outline" size="sm" onClick={() => setManagingImages(true)} disabled={deleting}>
          <Images aria-hidden="true" />
          Images
          <span className="sr-only"> of {product.name}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)} disabled={deleting}>
          <Pencil aria-hidden="true" />
          Edit
          <span className="sr-only"> {product.name}</span>
        </Button>
        <DeleteButton
          name={product.name}
          pending={deleting}
          title={adminShopMessages.deleteConfirmTitle}
          text={adminShopMessages.deleteConfirm}
          onConfirm={onDelete}
          focusAfter={focusAfterDelete}
        />
      </div>

      <EditProductDialog product={product} open={editing} onOpenChange={setEditing} />
      <ImageManagerDialog product={product} open={managingImages} onOpenChange={setManagingImages} />
    </article>
  );
}
