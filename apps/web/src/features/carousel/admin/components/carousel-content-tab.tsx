import {
  CAROUSEL_CTA_MAX,
  CAROUSEL_DESCRIPTION_MAX,
  CAROUSEL_SUBTITLE_MAX,
  CAROUSEL_TITLE_MAX,
} from '@shop/contract/admin-carousel-schemas';
import { adminCarouselMessages as m } from '@shop/contract/admin-carousel-messages';
import { IMAGE_ADDRESS_MAX } from '@shop/contract/images';
import { EMBEDDED_IMAGE_MAX_BYTES, MEGABYTE } from '@shop/contract/upload-schemas';
import { ImageOff, Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, InputField, TextareaField } from '@/components/ui/form-field';
import { ImageFrame } from '@/components/ui/image-frame';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ACCEPT_IMAGES, toastImageFileProblem } from '@/lib/image-files';
import { useImageFileReader } from '@/lib/use-image-file-reader';
import type { FieldsProps } from './carousel-item-fields';
import { OptionalLineField } from './optional-line-field';
import { LinkField } from './carousel-link-field';

/** The dialog's Content tab: title, subtitle, description, the button's text and link, and the image. */
export function ContentFields(fields: FieldsProps) {
  const { text } = fields;
  return (
    <>
      <InputField
        {...text('title')}
        label="Title"
        maxLength={CAROUSEL_TITLE_MAX}
        autoComplete="off"
        required
      />
      <OptionalLineField
        binding={text('subtitle')}
        label="Subtitle"
        hint="A short line above the title."
        max={CAROUSEL_SUBTITLE_MAX}
      />
      <TextareaField
        {...text('description')}
        label="Description"
        rows={3}
        maxLength={CAROUSEL_DESCRIPTION_MAX}
        required
      />
      <OptionalLineField
        binding={text('ctaText')}
        label="Button text"
        hint="The call to action on the slide’s button; “Shop Now” when blank."
        max={CAROUSEL_CTA_MAX}
      />
      <LinkField {...fields} />
      <ImageField {...fields} />
    </>
  );
}

/** The slide's image: an address typed in, or an image file from this device (images only). */
function ImageField({ values, change, errors, disabled }: FieldsProps) {
  const fileId = useId();
  const fileHintId = `${fileId}-hint`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();
  const maxMegabytes = EMBEDDED_IMAGE_MAX_BYTES / MEGABYTE;
  const image = values.imageFile?.dataUrl ?? values.imageUrl.trim();
  // A chosen file's message: its own problem, else the image's (the address shows that without a file).
  const fileMessage = fileError ?? (values.imageFile ? errors.imageUrl : undefined);

  const clearFileInput = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  const reader = useImageFileReader({
    onImage: (imageFile) => change({ imageFile }),
    onProblem: (message, kind) => {
      setFileError(message);
      if (kind) {
        toastImageFileProblem(kind, EMBEDDED_IMAGE_MAX_BYTES);
        clearFileInput();
      }
    },
  });
  const { reading } = reader;
  const pick = (file: File | undefined) => {
    setFileError(undefined);
    void reader.read(file);
  };

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">
        Image <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <div className="flex items-center gap-3">
        <ImageFrame
          src={image}
          alt=""
          width={96}
          height={64}
          className="aspect-[3/2] w-24 rounded-md border"
          placeholder={<ImageOff aria-hidden="true" className="size-6 text-muted-foreground" />}
        />
        <p className="min-w-0 flex-1 text-sm break-words text-muted-foreground">
          {values.imageFile
            ? `Chosen file: ${values.imageFile.name} (stored when you save)`
            : image
              ? 'Image address'
              : m.noImage}
        </p>
        {image && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => {
              change({ imageFile: null, imageUrl: '' });
              clearFileInput();
            }}
          >
            <X aria-hidden="true" />
            Remove image
          </Button>
        )}
      </div>
      <InputField
        name="imageUrl"
        label="Image URL"
        error={values.imageFile ? undefined : errors.imageUrl}
        hint="An https:// address or an image uploaded to the shop (/images/…)."
        inputMode="url"
        maxLength={IMAGE_ADDRESS_MAX}
        placeholder="https://…"
        value={values.imageUrl}
        onValueChange={(typed) => {
          // A typed address replaces a picked file.
          if (values.imageFile && typed.trim() !== '') {
            change({ imageUrl: typed, imageFile: null });
            clearFileInput();
          } else {
            change({ imageUrl: typed });
          }
        }}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={fileId}>Or upload an image file</Label>
        <div className="flex items-center gap-2">
          <Upload aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={ACCEPT_IMAGES}
            disabled={disabled || reading}
            aria-describedby={fileHintId}
            aria-invalid={Boolean(fileMessage)}
            onChange={(event) => pick(event.target.files?.[0])}
            className="min-w-0 flex-1 text-sm file:mr-3 file:rounded-md file:border file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
          {reading && <Spinner label="Reading the file" />}
        </div>
        <p id={fileHintId} className="text-xs text-muted-foreground">
          JPG, PNG, GIF or WebP, up to {maxMegabytes} MB; stored by the shop when you save.
        </p>
        <FieldError>{fileMessage}</FieldError>
      </div>
    </fieldset>
  );
}
