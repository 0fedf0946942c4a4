import { chargesAdminMessages as a } from '@shop/contract/charges-messages';
import type { ComponentProps, ReactNode, SubmitEvent } from 'react';
import { DialogForm } from '@/components/ui/dialog-form';
import { ChoiceField } from '@/components/ui/form-field';
import { useCheckedForm, type CheckedForm, type FormCheck } from '@/lib/use-checked-form';
import { onField } from '../charges-form';

type Setting = { id: number; name: string };

/** A list's form as values: blank to add, filled from a row to edit, and checked by the contract. */
type SettingValues<Item, Values, Body> = {
  empty: () => Values;
  valuesFrom: (item: Item) => Values;
  validate: (values: Values) => FormCheck<Body>;
};

/** A list's add and change calls (settingWrites). */
type SettingSaves<Body> = {
  useCreate: () => { isPending: boolean; mutate: (body: Body, handlers: SaveHandlers) => void };
  useUpdate: () => {
    isPending: boolean;
    mutate: (update: { id: number; patch: Body }, handlers: SaveHandlers) => void;
  };
};

type SaveHandlers = { onSuccess: () => void; onError: (error: unknown) => void };

/**
 * An add-or-edit form of the Settings tab's lists (a shipping zone, a tax rate), checked by the
 * contract's schema: a new row (no `item`) is created, an edited one updated with every field; the
 * server's 400 field messages go on their fields. `text` binds one of its text fields (no autofill).
 */
export function useSettingForm<Item extends Setting, Values, Body>(
  item: Item | undefined,
  { empty, valuesFrom, validate }: SettingValues<Item, Values, Body>,
  { useCreate, useUpdate }: SettingSaves<Body>,
  onDone: () => void,
) {
  const form = useCheckedForm(() => (item ? valuesFrom(item) : empty()), validate);
  const { submitWith, showServerErrors } = form;
  const create = useCreate();
  const update = useUpdate();
  const busy = create.isPending || update.isPending;
  const handlers = { onSuccess: onDone, onError: (error: unknown) => showServerErrors(error, onField) };
  const submit = submitWith(busy, (body) => {
    if (item) update.mutate({ id: item.id, patch: body }, handlers);
    else create.mutate(body, handlers);
  });
  const text = (field: Parameters<typeof form.text>[0]) => ({ ...form.text(field), autoComplete: 'off' });
  return { form, busy, submit, text };
}

/** The add-or-edit dialog's texts: its title for each, its description and its button. */
type SettingFormTexts = {
  addTitle: string;
  editTitle: (name: string) => string;
  dialogDescription: string;
  save: string;
};

/** A setting's form in its dialog, titled Add or Edit by whether there is a row to edit. */
export function SettingFormDialog({
  texts,
  item,
  setting: { form, busy, submit },
  children,
}: {
  texts: SettingFormTexts;
  item: Setting | undefined;
  setting: { form: CheckedForm; busy: boolean; submit: (event: SubmitEvent<HTMLFormElement>) => void };
  children: ReactNode;
}) {
  return (
    <DialogForm
      title={item ? texts.editTitle(item.name) : texts.addTitle}
      description={texts.dialogDescription}
      form={form}
      busy={busy}
      onSubmit={submit}
      submitLabel={texts.save}
    >
      {children}
    </DialogForm>
  );
}

/** A zone's or a rate's country (its `choice` binding): one of the shop's countries, by name. */
export function CountryField(
  binding: Omit<ComponentProps<typeof ChoiceField<string>>, 'placeholder' | 'required'>,
) {
  return <ChoiceField {...binding} placeholder={a.chooseCountry} required />;
}
