import type { Product } from '@shop/contract/catalog-schemas';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DeleteProductButton } from './delete-product-button';
import { ImageManagerDialog } from './image-manager-dialog';

/**
 * The admin's controls on the product page (docs/product.md, Catalogue and listings: admin delete):
 * the image manager, and delete after a confirmation, which then opens /products.
 */
export function ProductPageAdminControls({ product }: { product: Product }) {
  const [imagesOpen, setImagesOpen] = useState(false);
  const navigate = useNavigate();

  return (
    <div role="group" aria-label="Admin" className="flex flex-wrap gap-2 pt-1">
      <Button variant="outline" size="sm" onClick={() => setImagesOpen(true)}>
        <Images aria-hidden="true" />
        Manage Images
      </Button>
      <DeleteProductButton
        product={product}
        label="Delete Product"
        onDeleted={() => void navigate('/products')}
      />
      <ImageManagerDialog product={product} open={imagesOpen} onOpenChange={setImagesOpen} />
    </div>
  );
}
