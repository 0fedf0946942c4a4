import { PRODUCT_IMAGES_MAX } from '@shop/contract/admin-product-schemas';
import { MEGABYTE, UPLOAD_MAX_BYTES, type UploadContext } from '@shop/contract/upload-schemas';
import { ArrowLeft, Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { ImageDropZone } from '@/components/ui/image-drop-zone';
import { cn } from '@/lib/cn';
import { ACCEPT_IMAGES } from '@/lib/image-files';
import { ImageTile } from './image-tile';
import type { useImageUploads } from './use-image-uploads';

/** The add-product page's uploads: 5 MB a file (docs/product.md, Admin screens; decision 016). */
export const PRODUCT_FORM_UPLOADS: UploadContext = 'product-form';
const MAX_MEGABYTES = UPLOAD_MAX_BYTES[PRODUCT_FORM_UPLOADS] / MEGABYTE;

type ProductImagesFieldProps = {
  /** The uploaded images, the main one first. */
  images: string[];
  onChange: (images: string[]) => void;
  /** The page's uploads (context product-form): each stored image joins `images` as it arrives. */
  uploads: ReturnType<typeof useImageUploads>;
  /** The form's or the server's message about the images. */
  error: string | undefined;
  disabled?: boolean;
};

/**
 * The add-product page's image area: drop or pick image files (JPEG, PNG, GIF or WebP, 5 MB each),
 * each uploaded at once and shown as a thumbnail; the first is the main image, any other can be
 * made the main one, and each can be removed. Without images the product gets the placeholder.
 */
export function ProductImagesField({
  images,
  onChange,
  uploads,
  error,
  disabled = false,
}: ProductImagesFieldProps) {
  const id = useId();
  const full = images.length >= PRODUCT_IMAGES_MAX;
  const off = disabled || full;
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-3">
      <ImageDropZone
        className="p-5"
        onFiles={uploads.add}
        accept={ACCEPT_IMAGES}
        disabled={off}
        buttonLabel="Choose images"
        inputLabel="Product image files"
        inputName="images"
        errorId={error ? errorId : undefined}
        hint={`Image files only (JPG, PNG, GIF or WebP), up to ${MAX_MEGABYTES} MB each. The first image is the main one; without images the product shows a placeholder.`}
      />

      <FieldError id={errorId}>{error}</FieldError>
      {uploads.refusals.length > 0 && (
        <Alert variant="destructive">
          <ul className="grid gap-1">
            {uploads.refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ul>
        </Alert>
      )}
      {uploads.rows.some((row) => row.status !== 'done') && (
        <ul aria-label="Uploads" className="grid gap-2">
          {uploads.rows
            .filter((row) => row.status !== 'done')
            .map((row) => (
              <li key={row.key} className="grid gap-1 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate">{row.name}</span>
                  <span className={cn('shrink-0 text-xs', row.status === 'failed' && 'text-destructive')}>
                    {row.status === 'failed' ? 'Failed' : row.status === 'queued' ? 'Waiting' : 'Uploading'}
                  </span>
                </div>
                {row.status === 'failed' ? (
                  <p className="text-xs text-destructive">{row.error}</p>
                ) : (
                  <progress
                    aria-label={`Upload of ${row.name}`}
                    value={Math.round(row.progress * 100)}
                    max={100}
                    className="h-1.5 w-full overflow-hidden rounded-full accent-primary"
                  />
                )}
              </li>
            ))}
        </ul>
      )}

      {images.length > 0 && (
        <ol
          aria-label="Product images"
          className="grid grid-cols-2 gap-3 min-[480px]:grid-cols-3 sm:grid-cols-4"
        >
          {images.map((url, index) => (
            <li key={url} className="grid gap-2 rounded-lg border bg-card p-2">
              <ImageTile src={url} sizes="160px" alt={index === 0 ? 'Main image' : `Image ${index + 1}`}>
                {index === 0 && (
                  <Badge className="absolute top-1.5 left-1.5">
                    <Star aria-hidden="true" />
                    Main
                  </Badge>
                )}
              </ImageTile>
              <div className="flex flex-wrap gap-1">
                {index > 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-8 px-2"
                    disabled={disabled}
                    onClick={() => onChange([url, ...images.filter((other) => other !== url)])}
                  >
                    <ArrowLeft aria-hidden="true" />
                    Make main
                    <span className="sr-only"> (image {index + 1})</span>
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-8 px-2 text-destructive hover:bg-destructive/10"
                  disabled={disabled}
                  onClick={() => onChange(images.filter((other) => other !== url))}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                  <span className="sr-only"> image {index + 1}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
