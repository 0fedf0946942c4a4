import {
  CAROUSEL_BADGE_MAX,
  CAROUSEL_CTA_MAX,
  CAROUSEL_DESCRIPTION_MAX,
  CAROUSEL_DISCOUNT_TEXT_MAX,
  CAROUSEL_SORT_ORDER_MAX,
  CAROUSEL_SUBTITLE_MAX,
  CAROUSEL_TITLE_MAX,
  DISCOUNT_PERCENTAGE,
  DISPLAY_DURATION,
} from '@shop/contract/admin-carousel';
import { adminCarouselMessages as m } from '@shop/contract/admin-carousel-messages';
import { adminFormMessages } from '@shop/contract/admin-form-messages';
import { adminShopMessages } from '@shop/contract/admin-shop-messages';
import { uploadMessages } from '@shop/contract/admin-messages';
import { GRADIENT_MAX_LENGTH, GRADIENT_PRESETS } from '@shop/contract/carousel';
import type { HeroCarouselItem } from '@shop/contract/catalog';
import { IMAGE_ADDRESS_MAX } from '@shop/contract/images';
import { ACCEPTED_IMAGE_TYPES, EMBEDDED_IMAGE_MAX_BYTES, MEGABYTE } from '@shop/contract/uploads';
import { ImageOff, Save, Upload, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { FormField, InputField, TextareaField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { SwitchField } from '@/components/ui/switch-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { focusFirstInvalid, type FieldErrors } from '@/lib/form';
import { settings } from '@/lib/settings';
import { useCreateCarouselItem } from '../api/create-carousel-item';
import { useUpdateCarouselItem } from '../api/update-carousel-item';
import {
  CAROUSEL_TABS,
  carouselValuesFrom,
  emptyCarouselValues,
  errorCountByTab,
  errorsFromResponse,
  firstTabWithError,
  previewItem,
  validateCarousel,
  type AnimationType,
  type CarouselFormValues,
  type CarouselTab,
  type GradientChoice,
} from '../carousel-form';
import { CarouselPreview } from './carousel-preview';

type CarouselItemDialogProps = {
  /** The item to edit; none: a new one. */
  item: HeroCarouselItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The carousel item dialog (docs/product.md, Hero carousel items): four tabs (Content, Pricing,
 * Design, Behavior) beside a live preview of the slide; checked by the contract's
 * CarouselItemInput before `POST /api/carousel` or `PATCH /api/carousel/{id}` sends it.
 */
export function CarouselItemDialog({ item, open, onOpenChange }: CarouselItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-cols-[minmax(0,1fr)] overflow-y-auto sm:max-w-6xl">
        {/* Mounted while open only: every opening starts from the item as it is now. */}
        <CarouselItemForm item={item} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const TAB_LABELS: Record<CarouselTab, string> = {
  content: 'Content',
  pricing: 'Pricing',
  design: 'Design',
  behavior: 'Behavior',
};

const ANIMATIONS: { value: AnimationType; label: string }[] = [
  { value: 'fade', label: 'Fade' },
  { value: 'slide', label: 'Slide' },
  { value: 'zoom', label: 'Zoom' },
  { value: 'none', label: 'None' },
];

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');
const isAcceptedType = (type: string) => ACCEPTED_IMAGE_TYPES.some((accepted) => accepted === type);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')),
    );
    reader.addEventListener('error', () => reject(reader.error ?? new Error('Unreadable file')));
    reader.readAsDataURL(file);
  });
}

function CarouselItemForm({ item, onDone }: { item: HeroCarouselItem | null; onDone: () => void }) {
  const [values, setValues] = useState<CarouselFormValues>(() =>
    item ? carouselValuesFrom(item) : emptyCarouselValues(),
  );
  const [attempted, setAttempted] = useState(false);
  // A 400's field messages, shown until the next change.
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState<CarouselTab>('content');
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateCarouselItem();
  const update = useUpdateCarouselItem();
  const busy = create.isPending || update.isPending;

  // After a first Save, every change is checked again as it is made.
  const clientErrors = useMemo(() => {
    if (!attempted) return {};
    const result = validateCarousel(values);
    return result.ok ? {} : result.errors;
  }, [attempted, values]);
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  // Focus moves after the render that shows the messages, and a frame later: a tab switched to
  // mounts its fields in a second render.
  const [focusRequest, setFocusRequest] = useState<{ errors: FieldErrors }>();
  useEffect(() => {
    if (!focusRequest) return;
    const frame = requestAnimationFrame(() => {
      if (formRef.current) focusFirstInvalid(formRef.current, focusRequest.errors);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const showErrors = (shown: FieldErrors) => {
    const first = firstTabWithError(shown);
    if (first) setTab(first);
    setFocusRequest({ errors: shown });
  };

  // Functional: a file read finishing after other edits keeps them.
  const change = (patch: Partial<CarouselFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = validateCarousel(values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    const onError = (error: unknown) => {
      if (isApiError(error, 400) && error.body?.fieldErrors) {
        const fromServer = errorsFromResponse(error.body.fieldErrors);
        setServerErrors(fromServer);
        showErrors(fromServer);
      }
    };
    if (item) update.mutate({ id: item.id, body: result.body }, { onSuccess: onDone, onError });
    else create.mutate(result.body, { onSuccess: onDone, onError });
  };

  const errorCount = Object.keys(errors).length;
  const tabErrors = errorCountByTab(errors);
  const fields: FieldsProps = {
    values,
    change,
    errors,
    disabled: busy,
    text: (key) => ({
      name: key,
      value: values[key],
      error: errors[key],
      disabled: busy,
      onValueChange: (value) => change({ [key]: value }),
    }),
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy || undefined}>
      <div className="grid gap-1">
        <DialogTitle className="text-lg font-semibold">{item ? m.editTitle : m.createTitle}</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          A promotion in the home page’s hero carousel. Fields without “optional” are required; the preview
          shows the slide as you edit it.
        </DialogDescription>
      </div>

      <FormErrorSummary count={attempted ? errorCount : 0} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Tabs
          value={tab}
          onValueChange={(next) => setTab(CAROUSEL_TABS.find((t) => t === next) ?? 'content')}
        >
          <TabsList aria-label="Carousel item sections">
            {CAROUSEL_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {TAB_LABELS[value]}
                {tabErrors[value] > 0 && (
                  <span className="rounded-full bg-destructive px-1.5 text-xs text-destructive-foreground">
                    <span aria-hidden="true">{tabErrors[value]}</span>
                    <span className="sr-only">, {adminFormMessages.fieldsToFix(tabErrors[value])}</span>
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>

          <TabsContent value="content" className="grid gap-4">
            <ContentFields {...fields} />
          </TabsContent>
          <TabsContent value="pricing" className="grid gap-4">
            <PricingFields {...fields} />
          </TabsContent>
          <TabsContent value="design" className="grid gap-4">
            <DesignFields {...fields} />
          </TabsContent>
          <TabsContent value="behavior" className="grid gap-4">
            <BehaviorFields {...fields} />
          </TabsContent>
        </Tabs>

        <div className="lg:sticky lg:top-0">
          <CarouselPreview item={previewItem(values, item?.id)} />
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : <Save aria-hidden="true" />}
          {busy ? m.saving : item ? m.updateButton : m.createButton}
        </Button>
      </div>
    </form>
  );
}

/** The keys of the form's values that hold free text (not the choices, switches or the file). */
type TextKey = {
  [K in keyof CarouselFormValues]: string extends CarouselFormValues[K] ? K : never;
}[keyof CarouselFormValues];

type FieldsProps = {
  values: CarouselFormValues;
  change: (patch: Partial<CarouselFormValues>) => void;
  errors: FieldErrors;
  disabled: boolean;
  /** An InputField's or TextareaField's binding to one text value: name, value, message, changes. */
  text: (key: TextKey) => {
    name: TextKey;
    value: string;
    error: string | undefined;
    disabled: boolean;
    onValueChange: (value: string) => void;
  };
};

function ContentFields(fields: FieldsProps) {
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
      <InputField
        {...text('subtitle')}
        label="Subtitle"
        hint="A short line above the title."
        optional
        maxLength={CAROUSEL_SUBTITLE_MAX}
        autoComplete="off"
      />
      <TextareaField
        {...text('description')}
        label="Description"
        rows={3}
        maxLength={CAROUSEL_DESCRIPTION_MAX}
        required
      />
      <InputField
        {...text('ctaText')}
        label="Button text"
        hint="The call to action on the slide’s button; “Shop Now” when blank."
        optional
        maxLength={CAROUSEL_CTA_MAX}
        autoComplete="off"
      />
      <ImageField {...fields} />
    </>
  );
}

/** The slide's image: an address typed in, or an image file from this device (images only). */
function ImageField({ values, change, errors, disabled }: FieldsProps) {
  const fileId = useId();
  const fileHintId = `${fileId}-hint`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const maxMegabytes = EMBEDDED_IMAGE_MAX_BYTES / MEGABYTE;
  const image = values.imageFile?.dataUrl ?? values.imageUrl.trim();
  // A chosen file's message: its own problem, else the image's (the address shows that without a file).
  const fileMessage = fileError ?? (values.imageFile ? errors.imageUrl : undefined);

  const clearFileInput = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  const pick = async (file: File | undefined) => {
    setFileError(undefined);
    if (!file) return;
    const label = uploadMessages.fileLabel(file.name);
    if (!isAcceptedType(file.type)) {
      setFileError(uploadMessages.notAnImage(label));
      toast({
        variant: 'destructive',
        title: adminShopMessages.invalidFileTypeTitle,
        description: adminShopMessages.invalidFileType,
      });
      clearFileInput();
      return;
    }
    if (file.size === 0 || file.size > EMBEDDED_IMAGE_MAX_BYTES) {
      setFileError(
        file.size === 0 ? uploadMessages.empty(label) : uploadMessages.tooLarge(label, maxMegabytes),
      );
      if (file.size > 0) {
        toast({
          variant: 'destructive',
          title: adminShopMessages.fileTooLargeTitle,
          description: adminShopMessages.fileTooLarge(maxMegabytes),
        });
      }
      clearFileInput();
      return;
    }
    setReading(true);
    try {
      const dataUrl = await readAsDataUrl(file);
      change({ imageFile: { name: file.name, dataUrl } });
    } catch {
      setFileError(uploadMessages.unreadable(label));
    } finally {
      setReading(false);
    }
  };

  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">
        Image <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <div className="flex items-center gap-3">
        <div className="flex aspect-[3/2] w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {image ? (
            <img src={image} alt="" width={96} height={64} className="size-full object-cover" />
          ) : (
            <ImageOff aria-hidden="true" className="size-6 text-muted-foreground" />
          )}
        </div>
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
            accept={ACCEPT}
            disabled={disabled || reading}
            aria-describedby={fileHintId}
            aria-invalid={Boolean(fileMessage)}
            onChange={(event) => void pick(event.target.files?.[0])}
            className="min-w-0 flex-1 text-sm file:mr-3 file:rounded-md file:border file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
          {reading && <Spinner label="Reading the file" />}
        </div>
        <p id={fileHintId} className="text-xs text-muted-foreground">
          JPG, PNG, GIF or WebP, up to {maxMegabytes} MB; stored by the shop when you save.
        </p>
        {fileMessage && <p className="text-sm font-medium text-destructive">{fileMessage}</p>}
      </div>
    </fieldset>
  );
}

function PricingFields({ values, change, disabled, text }: FieldsProps) {
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <InputField
          {...text('price')}
          label={`Price (${settings.currency})`}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          required
        />
        <InputField
          {...text('originalPrice')}
          label={`Original price (${settings.currency})`}
          hint="Shown struck through beside the price."
          optional
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
        />
        <InputField
          {...text('discount')}
          label="Discount text"
          hint="Such as “Save 22%”."
          optional
          maxLength={CAROUSEL_DISCOUNT_TEXT_MAX}
          autoComplete="off"
        />
        <InputField
          {...text('discountPercentage')}
          label="Discount percentage"
          hint="A whole number from 0 to 100; shown as “{n}% off” when there is no discount text."
          type="number"
          inputMode="numeric"
          min={DISCOUNT_PERCENTAGE.min}
          max={DISCOUNT_PERCENTAGE.max}
          step={1}
        />
      </div>
      <SwitchField
        name="onSale"
        label="On sale"
        hint="Marks the item as a sale offer."
        checked={values.onSale}
        onChange={(checked) => change({ onSale: checked })}
        disabled={disabled}
      />
    </>
  );
}

function ColorField({
  name,
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const pickerValue = /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000';
  return (
    <FormField name={name} label={label} error={error} hint="Pick a color or type a hex value.">
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label} picker`}
            value={pickerValue}
            onChange={(event) => onChange(event.target.value)}
            disabled={disabled}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1"
          />
          <Input
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={7}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            disabled={disabled}
          />
        </div>
      )}
    </FormField>
  );
}

function DesignFields({ values, change, errors, disabled, text }: FieldsProps) {
  const group = useId();
  const choose = (choice: GradientChoice) => change({ gradientChoice: choice });
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Background</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {GRADIENT_PRESETS.map((preset) => (
            <GradientOption
              key={preset.name}
              group={group}
              label={preset.name}
              checked={values.gradientChoice === preset.name}
              onChange={() => choose(preset.name)}
              disabled={disabled}
              swatch={<span className="h-8 w-full rounded" style={{ background: preset.value }} />}
            />
          ))}
          <GradientOption
            group={group}
            label="Custom"
            checked={values.gradientChoice === 'custom'}
            onChange={() => choose('custom')}
            disabled={disabled}
            swatch={
              <span className="flex h-8 w-full items-center justify-center rounded border border-dashed text-xs text-muted-foreground">
                CSS
              </span>
            }
          />
        </div>
      </fieldset>
      {values.gradientChoice === 'custom' ? (
        // The server names the field backgroundGradient; the form keeps the custom text apart.
        <TextareaField
          {...text('customGradient')}
          name="backgroundGradient"
          error={errors.backgroundGradient}
          label="Custom gradient"
          hint="A CSS gradient such as linear-gradient(135deg, #667eea 0%, #764ba2 100%); blank for the shop’s own colours."
          optional
          rows={2}
          maxLength={GRADIENT_MAX_LENGTH}
          spellCheck={false}
          className="font-mono"
        />
      ) : (
        errors.backgroundGradient && (
          <p className="text-sm font-medium text-destructive">{errors.backgroundGradient}</p>
        )
      )}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <ColorField
          name="textColor"
          label="Text color"
          value={values.textColor}
          onChange={(value) => change({ textColor: value })}
          error={errors.textColor}
          disabled={disabled}
        />
        <ColorField
          name="badgeColor"
          label="Badge color"
          value={values.badgeColor}
          onChange={(value) => change({ badgeColor: value })}
          error={errors.badgeColor}
          disabled={disabled}
        />
      </div>
      <InputField
        {...text('badgeText')}
        label="Badge text"
        hint="A short label above the title, such as “NEW”."
        optional
        maxLength={CAROUSEL_BADGE_MAX}
        autoComplete="off"
      />
    </>
  );
}

/** One choice of background: a swatch and its name, a radio of the group. */
function GradientOption({
  group,
  label,
  checked,
  onChange,
  disabled,
  swatch,
}: {
  group: string;
  label: string;
  checked: boolean;
  onChange: () => void;
  disabled: boolean;
  swatch: ReactNode;
}) {
  return (
    <label
      className={cn(
        'grid cursor-pointer gap-1.5 rounded-lg border p-2 text-sm',
        checked && 'border-primary ring-2 ring-primary/30',
      )}
    >
      {swatch}
      <span className="flex items-center gap-1.5">
        <input
          type="radio"
          name={group}
          className="size-4 shrink-0 accent-primary"
          checked={checked}
          onChange={onChange}
          disabled={disabled}
        />
        {label}
      </span>
    </label>
  );
}

function BehaviorFields({ values, change, errors, disabled, text }: FieldsProps) {
  return (
    <>
      <FormField
        name="animationType"
        label="Animation"
        error={errors.animationType}
        hint="How the slide enters on the home page; visitors who ask for reduced motion see it without."
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={values.animationType}
            onChange={(event) => {
              const next = ANIMATIONS.find((a) => a.value === event.target.value);
              if (next) change({ animationType: next.value });
            }}
            disabled={disabled}
          >
            {ANIMATIONS.map((animation) => (
              <option key={animation.value} value={animation.value}>
                {animation.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <InputField
        {...text('displayDuration')}
        label="Display duration (ms)"
        hint={`${DISPLAY_DURATION.min}–${DISPLAY_DURATION.max} ms in steps of ${DISPLAY_DURATION.step}; ${DISPLAY_DURATION.default} is 5 seconds.`}
        type="number"
        inputMode="numeric"
        min={DISPLAY_DURATION.min}
        max={DISPLAY_DURATION.max}
        step={DISPLAY_DURATION.step}
      />
      <InputField
        {...text('sortOrder')}
        label="Sort order"
        hint="Lower numbers show first; the tab’s move up and down buttons renumber the items."
        type="number"
        inputMode="numeric"
        min={0}
        max={CAROUSEL_SORT_ORDER_MAX}
        step={1}
      />
      <SwitchField
        name="isActive"
        label="Active"
        hint="Shown in the home page’s carousel."
        checked={values.isActive}
        onChange={(checked) => change({ isActive: checked })}
        disabled={disabled}
      />
    </>
  );
}
