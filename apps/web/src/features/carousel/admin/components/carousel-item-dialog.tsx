import { adminCarouselMessages as m } from '@shop/contract/admin-carousel-messages';
import { adminFormMessages } from '@shop/contract/admin-form-messages';
import type { HeroCarouselItem } from '@shop/contract/catalog-schemas';
import { Save } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { formDialogOf } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useCreateCarouselItem } from '../api/create-carousel-item';
import { useUpdateCarouselItem } from '../api/update-carousel-item';
import {
  CAROUSEL_TABS,
  carouselValuesFrom,
  emptyCarouselValues,
  errorCountByTab,
  firstTabWithError,
  linkErrorsFolded,
  previewItem,
  validateCarousel,
  type CarouselTab,
} from '../carousel-form';
import { BehaviorFields } from './carousel-behavior-tab';
import { ContentFields } from './carousel-content-tab';
import { DesignFields } from './carousel-design-tab';
import { fieldBindings, type FieldsProps } from './carousel-item-fields';
import { CarouselPreview } from './carousel-preview';
import { PricingFields } from './carousel-pricing-tab';

/**
 * The carousel item dialog (docs/product.md, Hero carousel items): four tabs (Content, Pricing,
 * Design, Behavior) beside a live preview of the slide; checked by the contract's
 * CarouselItemInput before `POST /api/carousel` or `PATCH /api/carousel/{id}` sends it.
 */
export const CarouselItemDialog = formDialogOf(CarouselItemForm, 'grid-cols-[minmax(0,1fr)] sm:max-w-6xl');

const TAB_LABELS: Record<CarouselTab, string> = {
  content: 'Content',
  pricing: 'Pricing',
  design: 'Design',
  behavior: 'Behavior',
};

const TAB_FIELDS: Record<CarouselTab, ComponentType<FieldsProps>> = {
  content: ContentFields,
  pricing: PricingFields,
  design: DesignFields,
  behavior: BehaviorFields,
};

function CarouselItemForm({
  item,
  onDone,
}: {
  /** The item to edit; none: a new one. */
  item: HeroCarouselItem | null;
  onDone: () => void;
}) {
  const [tab, setTab] = useState<CarouselTab>('content');
  const form = useCheckedForm(
    () => (item ? carouselValuesFrom(item) : emptyCarouselValues()),
    validateCarousel,
    {
      // The first tab with a message opens, so focus can go to its field.
      onShowErrors: (shown) => {
        const first = firstTabWithError(shown);
        if (first) setTab(first);
      },
    },
  );
  const { values, change, errors, submitWith, showServerErrors } = form;
  const create = useCreateCarouselItem();
  const update = useUpdateCarouselItem();
  const busy = create.isPending || update.isPending;

  const submit = submitWith(busy, (body) => {
    const callbacks = {
      onSuccess: onDone,
      onError: (error: unknown) => showServerErrors(error, linkErrorsFolded),
    };
    if (item) update.mutate({ id: item.id, body }, callbacks);
    else create.mutate(body, callbacks);
  });

  const tabErrors = errorCountByTab(errors);
  const fields = fieldBindings(values, errors, busy, change);

  return (
    <DialogForm
      title={item ? m.editTitle : m.createTitle}
      description="A promotion in the home page’s hero carousel. Fields without “optional” are required; the preview shows the slide as you edit it."
      form={form}
      busy={busy}
      onSubmit={submit}
      submitLabel={busy ? m.saving : item ? m.updateButton : m.createButton}
      submitIcon={<Save aria-hidden="true" />}
      className="grid gap-5"
    >
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

          {CAROUSEL_TABS.map((value) => {
            const Fields = TAB_FIELDS[value];
            return (
              <TabsContent key={value} value={value} className="grid gap-4">
                <Fields {...fields} />
              </TabsContent>
            );
          })}
        </Tabs>

        <div className="lg:sticky lg:top-0">
          <CarouselPreview item={previewItem(values, item?.id)} />
        </div>
      </div>
    </DialogForm>
  );
}
