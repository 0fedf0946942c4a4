import { ArrowRight, PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { GoHomeButton, NotFoundPage } from '@/components/ui/not-found-page';

type CatalogNotFoundProps = {
  title: string;
  text: string;
  /** Also offer the full catalogue (the category page does). */
  browseLink?: boolean;
};

/** 'Product Not Found' / 'Category Not Found' (docs/product.md, Catalogue and listings), with a way home. */
export function CatalogNotFound({ title, text, browseLink = false }: CatalogNotFoundProps) {
  return (
    <NotFoundPage
      mark={<PackageX aria-hidden="true" className="size-14 text-muted-foreground" />}
      title={title}
      text={text}
    >
      <div className="flex flex-wrap justify-center gap-3">
        {browseLink && (
          <Button asChild>
            <Link to="/products">
              Browse all products
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
        <GoHomeButton variant={browseLink ? 'outline' : 'default'} />
      </div>
    </NotFoundPage>
  );
}
