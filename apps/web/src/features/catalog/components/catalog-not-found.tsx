import { catalogMessages } from '@shop/contract/messages';
import { PackageX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { GoHomeButton, NotFoundPage } from '@/components/ui/not-found-page';

/** Each page's texts; the category's also offers the full catalogue. */
const NOT_FOUND = {
  product: {
    title: catalogMessages.productNotFoundTitle,
    text: "This product doesn't exist or is no longer available.",
    browseLink: false,
  },
  category: {
    title: catalogMessages.categoryNotFoundTitle,
    text: "We couldn't find that category. It may have been renamed or removed.",
    browseLink: true,
  },
} as const;

/** 'Product Not Found' / 'Category Not Found' (docs/product.md, Catalogue and listings), with a way home. */
export function CatalogNotFound({ page }: { page: keyof typeof NOT_FOUND }) {
  const { title, text, browseLink } = NOT_FOUND[page];
  return (
    <NotFoundPage
      mark={<PackageX aria-hidden="true" className="size-14 text-muted-foreground" />}
      title={title}
      text={text}
    >
      <div className="flex flex-wrap justify-center gap-3">
        {browseLink && (
          <ButtonLink to="/products" arrow>
            Browse all products
          </ButtonLink>
        )}
        <GoHomeButton variant={browseLink ? 'outline' : 'default'} />
      </div>
    </NotFoundPage>
  );
}
