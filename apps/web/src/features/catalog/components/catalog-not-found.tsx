import { ArrowRight, House, PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type CatalogNotFoundProps = {
  title: string;
  text: string;
  /** Also offer the full catalogue (the category page does). */
  browseLink?: boolean;
};

/** 'Product Not Found' / 'Category Not Found' (docs/product.md, Catalogue and listings), with a way home. */
export function CatalogNotFound({ title, text, browseLink = false }: CatalogNotFoundProps) {
  return (
    <section className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <PackageX aria-hidden="true" className="size-14 text-muted-foreground" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {browseLink && (
          <Button asChild>
            <Link to="/products">
              Browse all products
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
        <Button asChild variant={browseLink ? 'outline' : 'default'}>
          <Link to="/">
            <House aria-hidden="true" />
            Go to Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
