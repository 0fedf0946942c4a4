import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import { brandCategoryImageMessages } from '@shop/contract/admin-messages';
import { EMBEDDED_IMAGE_MAX_BYTES, MEGABYTE, imageAddressKind } from '@shop/contract/upload-schemas';
import { ImageIcon } from 'lucide-react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogCancel, DialogFooter, DialogHeader, formDialogOf } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/form-field';
import { ImageFrame } from '@/components/ui/image-frame';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/use-toast';
import { getServerMessage } from '@/lib/api-client';
import { ACCEPT_IMAGES } from '@/lib/image-files';
import { useImageFileReader, type EmbeddedImage } from '@/lib/use-image-file-reader';
import { useUpdateShopImage } from '../api/update-shop-image';
import { ImageUrlInput } from './image-url-input';

const MAX_MEGABYTES = EMBEDDED_IMAGE_MAX_BYTES / MEGABYTE;

export type ImageTarget = { kind: 'brand' | 'category'; id: number; name: string; image: string | null };

/**
 * A brand's or a category's image (docs/product.md, Admin screens, Brand and category images): an
 * image URL, or a local file sent as a data URL that the server stores (decision 016). Save needs a
 * non-blank URL or a chosen file.
 */
export const ImageAddressDialog = formDialogOf(ImageAddressForm);

function ImageAddressForm({ target, onDone }: { target: ImageTarget; onDone: () => void }) {
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<EmbeddedImage | null>(null);
  const [error, setError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const reader = useImageFileReader({
    onImage: (image) => {
      setFile(image);
      setUrl('');
    },
    onProblem: setError,
  });
  const { reading } = reader;
  const update = useUpdateShopImage();
  const pending = update.isPending;
  const urlId = useId();
  const fileId = useId();
  const errorId = `${urlId}-error`;
  const trimmed = url.trim();
  const canSave = (trimmed !== '' || file !== null) && !pending && !reading;
  const preview = file?.dataUrl ?? (trimmed && imageAddressKind(trimmed) ? trimmed : target.image);

  const pickFile = (picked: File | undefined) => {
    setError(undefined);
    void reader.read(picked);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave) return;
    const address = file?.dataUrl ?? trimmed;
    if (!imageAddressKind(address)) {
      setError(brandCategoryImageMessages.addressInvalid);
      return;
    }
    const failed = (error: unknown) => {
      const message = getServerMessage(error) ?? adminShopMessages.unknownError;
      setError(message);
      toast({
        variant: 'destructive',
        title:
          target.kind === 'brand'
            ? adminShopMessages.brandUpdateFailed(message)
            : adminShopMessages.categoryUpdateFailed(message),
      });
    };
    const outcome = (savedTitle: string) => ({
      onSuccess: () => {
        toast({ title: savedTitle });
        onDone();
      },
      onError: failed,
    });
    update.mutate(
      { kind: target.kind, id: target.id, address },
      outcome(
        target.kind === 'brand'
          ? brandCategoryImageMessages.brandImageUpdated
          : brandCategoryImageMessages.categoryImageUpdated,
      ),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader
        title={
          <>
            {target.kind === 'brand' ? 'Brand' : 'Category'} image: {target.name}
          </>
        }
        description="Enter an image URL or choose an image file from this device."
      />

      <div className="flex items-center gap-4">
        <ImageFrame
          src={preview}
          alt="Preview"
          width={80}
          height={80}
          className="size-20 rounded-lg border"
          placeholder={<ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />}
        />
        <p className="text-sm text-muted-foreground">
          {file ? `Chosen file: ${file.name}` : preview ? 'Preview' : 'No image yet'}
        </p>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={urlId}>Image URL</Label>
        <ImageUrlInput
          id={urlId}
          placeholder="https://…"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            if (event.target.value.trim() !== '' && file) {
              setFile(null);
              if (fileInput.current) fileInput.current.value = '';
            }
            setError(undefined);
          }}
          error={error}
          errorId={errorId}
          disabled={pending}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={fileId}>Or choose a file</Label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={ACCEPT_IMAGES}
          disabled={pending}
          onChange={(event) => pickFile(event.target.files?.[0])}
          aria-describedby={`${fileId}-hint`}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
        <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
          JPG, PNG, GIF or WebP, up to {MAX_MEGABYTES} MB.
        </p>
      </div>

      <FieldError id={errorId} alert>
        {error}
      </FieldError>

      <DialogFooter>
        <DialogCancel disabled={pending} />
        <Button type="submit" disabled={!canSave} busy={pending || reading}>
          {pending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
