import { ImageIcon, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ImageFrame } from '@/components/ui/image-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '../../api/get-categories';
import { useBrands } from '../api/get-brands';
import { ImageAddressDialog, type ImageTarget } from './image-address-dialog';

const TILE_CLASS = 'flex items-center gap-3 rounded-xl border bg-card p-3 shadow-sm';
const LIST_CLASS = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5';

/**
 * The home page's category and brand tiles with their images, for an admin: each opens the image
 * dialog (docs/product.md, Admin screens, Brand and category images). Shoppers never see this part.
 */
export function ShopImagesPanel() {
  const categories = useCategories();
  const brands = useBrands();
  const [target, setTarget] = useState<ImageTarget | null>(null);
  const [open, setOpen] = useState(false);

  const edit = (next: ImageTarget) => {
    setTarget(next);
    setOpen(true);
  };

  return (
    <section
      aria-labelledby="shop-images-title"
      className="mx-auto w-full max-w-7xl px-4 pt-12 sm:px-6 lg:px-8"
    >
      <div className="rounded-2xl border border-dashed p-4 sm:p-6">
        <h2 id="shop-images-title" className="text-xl font-bold tracking-tight sm:text-2xl">
          Category and brand images
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Only admins see this section. A category’s image shows on its category page.
        </p>

        <h3 className="mt-6 mb-3 font-semibold">Categories</h3>
        <TileList
          tiles={categories.data?.map((category): ImageTarget => ({
            kind: 'category',
            id: category.id,
            name: category.name,
            image: category.icon,
          }))}
          onEdit={edit}
        />

        <h3 className="mt-6 mb-3 font-semibold">Brands</h3>
        {brands.isError ? (
          <p className="text-sm text-muted-foreground">The brands could not be loaded.</p>
        ) : (
          <TileList
            tiles={brands.data?.map((brand): ImageTarget => ({
              kind: 'brand',
              id: brand.id,
              name: brand.name,
              image: brand.imageUrl,
            }))}
            fit="contain"
            onEdit={edit}
          />
        )}
      </div>
      {target && <ImageAddressDialog target={target} open={open} onOpenChange={setOpen} />}
    </section>
  );
}

type TileListProps = {
  /** Undefined while they load: placeholders of the tiles' height hold their place. */
  tiles: ImageTarget[] | undefined;
  fit?: 'cover' | 'contain';
  onEdit: (target: ImageTarget) => void;
};

function TileList({ tiles, fit, onEdit }: TileListProps) {
  return (
    <ul className={LIST_CLASS}>
      {tiles
        ? tiles.map((tile) => (
            <li key={tile.id} className="min-w-0">
              <div className={TILE_CLASS}>
                <TileImage src={tile.image} fit={fit} />
                <TileText name={tile.name} onEdit={() => onEdit(tile)} />
              </div>
            </li>
          ))
        : Array.from({ length: 5 }, (_, i) => (
            <li key={i} aria-hidden="true">
              <Skeleton className="h-[5.75rem] rounded-xl" />
            </li>
          ))}
    </ul>
  );
}

/** The image an admin set, or a plain placeholder (the shop's glyphs stay in the shop's code). */
function TileImage({ src, fit = 'cover' }: { src: string | null; fit?: 'cover' | 'contain' }) {
  return (
    <ImageFrame
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      fit={fit}
      className="size-12 rounded-lg"
      placeholder={<ImageIcon aria-hidden="true" className="size-6 text-muted-foreground" />}
    />
  );
}

/** The tile's name and its button, one above the other, so both fit a phone's width. */
function TileText({ name, onEdit }: { name: string; onEdit: () => void }) {
  return (
    <div className="grid min-w-0 flex-1 justify-items-start gap-1.5">
      <span className="max-w-full truncate font-medium">{name}</span>
      <Button variant="outline" size="sm" aria-label={`Change image of ${name}`} onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Change image
      </Button>
    </div>
  );
}
