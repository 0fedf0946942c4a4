import { PRODUCT_IMAGES_MAX, isProductImageUrl, productImageSet } from '@shop/contract/admin-product-schemas';
import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import { adminProductMessages } from '@shop/contract/admin-messages';
import { MEGABYTE, UPLOAD_MAX_BYTES } from '@shop/contract/upload-schemas';
import { ArrowLeft, ArrowRight, CircleCheck, GripVertical, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogCancel, DialogHeader, formDialogOf } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form-field';
import { ImageDropZone } from '@/components/ui/image-drop-zone';
import { Label } from '@/components/ui/label';
import { MoveButtons } from '@/components/ui/move-buttons';
import { StoredImage } from '@/components/ui/stored-image';
import { toast } from '@/lib/use-toast';
import { getServerMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ACCEPT_IMAGES } from '@/lib/image-files';
import { moveItem, sameOrder } from '@/lib/list-order';
import { useMoveFocus } from '@/lib/use-move-focus';
import { useSaveProductImages } from '../api/save-product-images';
import { ImageTile } from './image-tile';
import { ImageUrlInput } from './image-url-input';
import { useImageUploads, type UploadRow } from './use-image-uploads';

export type ImageManagerProduct = { id: number; name: string; imageUrl: string; imageUrls: string[] };

const UPLOAD_CONTEXT = 'manager';
const MAX_MEGABYTES = UPLOAD_MAX_BYTES[UPLOAD_CONTEXT] / MEGABYTE;

/**
 * The image manager (docs/product.md, Admin screens, Image manager): add images by URL or upload
 * files, reorder them by dragging or with the move buttons, remove them, and save the whole set; the
 * first image is the product's main image.
 */
export const ImageManagerDialog = formDialogOf(ImageManager, 'max-w-3xl p-4 sm:p-6');

function ImageManager({ product, onDone }: { product: ImageManagerProduct; onDone: () => void }) {
  const [initial] = useState(() => productImageSet(product.imageUrl, product.imageUrls));
  const [images, setImages] = useState<string[]>(initial);
  const [announcement, setAnnouncement] = useState('');
  const save = useSaveProductImages();
  const uploads = useImageUploads({
    context: UPLOAD_CONTEXT,
    room: PRODUCT_IMAGES_MAX - images.length,
    onUploaded: (url) => setImages((current) => (current.includes(url) ? current : [...current, url])),
  });

  const changed = !sameOrder(images, initial);
  const canSave = images.length > 0 && !save.isPending && !uploads.busy;

  const addUrl = (url: string): string | undefined => {
    if (!isProductImageUrl(url)) return adminProductMessages.imageUrlInvalid;
    if (images.includes(url)) return adminShopMessages.imageAlreadyAdded;
    if (images.length >= PRODUCT_IMAGES_MAX) return adminProductMessages.tooManyImages(PRODUCT_IMAGES_MAX);
    setImages([...images, url]);
    setAnnouncement(`Image added at position ${images.length + 1} of ${images.length + 1}.`);
    return undefined;
  };

  const submit = () => {
    if (!canSave) return;
    save.mutate(
      { id: product.id, imageUrls: images },
      {
        onSuccess: () => {
          toast({ title: adminShopMessages.imagesSaved });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: adminShopMessages.imagesSaveFailed,
            description: getServerMessage(error),
          }),
      },
    );
  };

  return (
    <div className="grid gap-5">
      <DialogHeader
        title="Manage images"
        description={
          <>
            {product.name}. The first image is the main image the shop shows; drag an image or use its move
            buttons to change the order.
          </>
        }
      />

      <div className="grid gap-5 md:grid-cols-2">
        <AddByUrl onAdd={addUrl} disabled={save.isPending} />
        <UploadFiles
          onFiles={uploads.add}
          rows={uploads.rows}
          refusals={uploads.refusals}
          disabled={save.isPending}
        />
      </div>

      <ImageGrid
        images={images}
        onChange={(next, message) => {
          setImages(next);
          setAnnouncement(message);
        }}
        disabled={save.isPending}
      />

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center">
        <Button
          variant="ghost"
          onClick={() => {
            setImages(initial);
            setAnnouncement('The saved images are back in their saved order.');
          }}
          disabled={!changed || save.isPending}
          className="sm:mr-auto"
        >
          Reset Changes
        </Button>
        <DialogCancel disabled={save.isPending} />
        <Button onClick={submit} disabled={!canSave} busy={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Images'}
        </Button>
      </div>
    </div>
  );
}

function AddByUrl({ onAdd, disabled }: { onAdd: (url: string) => string | undefined; disabled: boolean }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const [failedPreview, setFailedPreview] = useState<string>();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const url = draft.trim();
  const previewable = url !== '' && isProductImageUrl(url);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (url === '') return;
    const problem = onAdd(url);
    setError(problem);
    if (!problem) setDraft('');
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid content-start gap-3">
      <h3 id={`${inputId}-title`} className="font-semibold">
        Add by URL
      </h3>
      <form onSubmit={submit} noValidate className="grid gap-2">
        <Label htmlFor={inputId}>Image URL</Label>
        <div className="flex gap-2">
          <ImageUrlInput
            id={inputId}
            placeholder="https://… or /images/…"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(undefined);
            }}
            error={error}
            errorId={errorId}
            disabled={disabled}
          />
          <Button type="submit" variant="secondary" disabled={disabled || url === ''}>
            <ImagePlus aria-hidden="true" />
            Add
          </Button>
        </div>
        <FieldError id={errorId}>{error}</FieldError>
      </form>
      {previewable && (
        <figure className="flex items-center gap-3">
          <div className="size-20 shrink-0 overflow-hidden rounded-md border bg-muted">
            {failedPreview === url ? (
              <span className="flex size-full items-center justify-center p-1 text-center text-xs text-muted-foreground">
                No preview
              </span>
            ) : (
              <StoredImage
                src={url}
                widths={[160]}
                sizes="80px"
                width={80}
                height={80}
                alt="Preview of the image URL"
                className="size-full object-cover"
                onError={() => setFailedPreview(url)}
              />
            )}
          </div>
          <figcaption className="text-xs text-muted-foreground">Preview</figcaption>
        </figure>
      )}
    </section>
  );
}

function UploadFiles({
  onFiles,
  rows,
  refusals,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  rows: readonly UploadRow[];
  refusals: readonly string[];
  disabled: boolean;
}) {
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} className="grid content-start gap-3">
      <h3 id={titleId} className="font-semibold">
        Upload files
      </h3>
      <ImageDropZone
        data-testid="image-drop-zone"
        onFiles={onFiles}
        accept={ACCEPT_IMAGES}
        disabled={disabled}
        buttonLabel="Choose files"
        inputLabel="Image files to upload"
        hint={`JPG, PNG, GIF or WebP, up to ${MAX_MEGABYTES} MB each; several at once.`}
      />
      {refusals.length > 0 && (
        <Alert variant="destructive">
          <ul className="grid gap-1">
            {refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ul>
        </Alert>
      )}
      {rows.length > 0 && (
        <ul aria-label="Uploads" className="grid gap-2">
          {rows.map((row) => (
            <UploadProgress key={row.key} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UploadProgress({ row }: { row: UploadRow }) {
  const percent = Math.round(row.progress * 100);
  return (
    <li className="grid gap-1 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate">{row.name}</span>
        <span
          className={cn(
            'shrink-0 text-xs',
            row.status === 'failed' ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {row.status === 'done' ? (
            <span className="inline-flex items-center gap-1 text-success">
              <CircleCheck aria-hidden="true" className="size-3.5" />
              Uploaded
            </span>
          ) : row.status === 'failed' ? (
            'Failed'
          ) : row.status === 'queued' ? (
            'Waiting'
          ) : (
            `${percent}%`
          )}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Upload of ${row.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            row.status === 'failed' ? 'bg-destructive' : 'bg-primary',
          )}
          style={{ width: `${row.status === 'failed' ? 100 : percent}%` }}
        />
      </div>
      {row.error && <p className="text-xs text-destructive">{row.error}</p>}
    </li>
  );
}

function ImageGrid({
  images,
  onChange,
  disabled,
}: {
  images: readonly string[];
  onChange: (images: string[], announcement: string) => void;
  disabled: boolean;
}) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // With no button left to take the focus (one image), the list's heading does.
  const { listRef, keepFocus } = useMoveFocus<HTMLUListElement>(images, headingRef);
  const titleId = useId();
  const count = images.length;

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= count) return;
    const next = moveItem(images, from, to);
    onChange(
      next,
      `Image moved to position ${to + 1} of ${count}.${to === 0 ? ' It is now the main image.' : ''}`,
    );
  };

  const remove = (index: number) => {
    const next = images.filter((_, i) => i !== index);
    onChange(next, `Image ${index + 1} removed. ${next.length} left.`);
    // Focus moves to the image that took its place, or the new last one.
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) keepFocus(neighbour, 'back');
  };

  const endDrag = () => {
    setDragFrom(null);
    setDragOver(null);
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="font-semibold focus-visible:outline-none">
        Current images ({count})
      </h3>
      {count === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {adminShopMessages.imagesEmpty}
        </p>
      ) : (
        <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((url, index) => (
            <li
              key={url}
              aria-label={`Image ${index + 1} of ${count}${index === 0 ? ', main image' : ''}`}
              data-image-url={url}
              draggable={!disabled}
              onDragStart={(event) => {
                setDragFrom(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(event) => {
                if (dragFrom === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                if (dragOver !== index) setDragOver(index);
              }}
              onDrop={(event) => {
                if (dragFrom === null) return;
                event.preventDefault();
                move(dragFrom, index);
                endDrag();
              }}
              onDragEnd={endDrag}
              className={cn(
                'relative grid gap-2 rounded-lg border bg-card p-2 transition-shadow',
                !disabled && 'cursor-grab active:cursor-grabbing',
                dragFrom === index && 'opacity-50',
                dragOver === index && dragFrom !== index && 'ring-2 ring-primary',
              )}
            >
              <ImageTile
                src={url}
                sizes="(min-width: 1024px) 170px, (min-width: 640px) 30vw, 45vw"
                alt=""
                draggable={false}
              >
                {index === 0 && <Badge className="absolute top-1.5 left-1.5">Main</Badge>}
                <GripVertical
                  aria-hidden="true"
                  className="absolute top-1.5 right-1.5 size-5 rounded bg-card/80 text-muted-foreground"
                />
              </ImageTile>
              <div className="flex items-center justify-between gap-1">
                <MoveButtons
                  name={`image ${index + 1}`}
                  itemKey={url}
                  words={['earlier', 'later']}
                  icons={[ArrowLeft, ArrowRight]}
                  index={index}
                  count={count}
                  disabled={disabled}
                  onMove={(direction) => {
                    keepFocus(url, direction);
                    move(index, direction === 'back' ? index - 1 : index + 1);
                  }}
                />
                <Button
                  variant="outline-destructive"
                  size="icon"
                  className="size-8"
                  aria-label={`Remove image ${index + 1}`}
                  data-move-key={url}
                  disabled={disabled || count === 1}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {count === 1 && <p className="text-xs text-muted-foreground">A product keeps at least one image.</p>}
    </section>
  );
}
