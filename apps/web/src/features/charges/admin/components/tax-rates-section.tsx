import { chargesAdminMessages as a, percentText } from '@shop/contract/charges-messages';
import { CHARGE_NAME_MAX, type TaxRate } from '@shop/contract/charges-schemas';
import { COUNTRY_CODES } from '@shop/contract/regions';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Percent, Plus } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { ChoiceField, InputField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { getTaxRatesQueryOptions } from '../api/get-tax-rates';
import { useCreateRate, useDeleteRate, useUpdateRate } from '../api/tax-rate-writes';
import { emptyRate, onField, rateValuesFrom, validateRate } from '../charges-form';
import { ChargesTable, countryChoices, countryText } from './charges-table';

const m = a.rates;

/**
 * The Settings tab's tax rates (docs/product.md, Shipping and taxes): every rate with its place,
 * percentage and whether it taxes shipping; Add tax rate, and each row's Edit and Delete (asked
 * first).
 */
export function TaxRatesSection() {
  const rates = useQuery(getTaxRatesQueryOptions());
  const [adding, setAdding] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <ChargesTable
      title={m.title}
      query={{ ...rates, data: rates.data?.rates }}
      texts={m}
      emptyIcon={Percent}
      headingRef={heading}
      rowKey={(rate) => rate.id}
      actions={
        <RateDialog
          open={adding}
          onOpenChange={setAdding}
          trigger={<Button icon={<Plus aria-hidden="true" />}>{m.add}</Button>}
        />
      }
    >
      {(rate) => <RateRow rate={rate} onDeleted={() => heading.current?.focus()} />}
    </ChargesTable>
  );
}

function RateRow({ rate, onDeleted }: { rate: TaxRate; onDeleted: () => void }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteRate();
  return (
    <>
      <th scope="row" className="px-4 py-3 font-medium">
        {rate.name}
      </th>
      <td className="px-4 py-3">{countryText(rate.country)}</td>
      <td className="px-4 py-3">{rate.region ?? m.allOf(countryText(rate.country))}</td>
      <td className="px-4 py-3 text-right tabular-nums">{percentText(rate.ratePercent)}</td>
      <td className="px-4 py-3">{rate.appliesToShipping ? m.yes : m.no}</td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <RateDialog
            rate={rate}
            open={editing}
            onOpenChange={setEditing}
            trigger={
              <Button
                size="sm"
                variant="outline"
                aria-label={a.editOf(rate.name)}
                icon={<Pencil aria-hidden="true" />}
              >
                {a.edit}
              </Button>
            }
          />
          <DeleteButton
            name={rate.name}
            title={m.deleteTitle}
            text={m.deleteText}
            pending={remove.isPending}
            onConfirm={() => remove.mutateAsync(rate.id)}
            focusAfter={onDeleted}
          />
        </div>
      </td>
    </>
  );
}

type RateDialogProps = {
  /** The rate to edit; none to add one. */
  rate?: TaxRate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
};

function RateDialog({ rate, open, onOpenChange, trigger }: RateDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} trigger={trigger} className="sm:max-w-xl">
      {(close) => <RateForm rate={rate} onDone={close} />}
    </FormDialog>
  );
}

/**
 * A rate's fields, checked by the contract's TaxRateInput (to add, and to edit: every field is
 * sent); the server's 400 field messages go on their fields.
 */
function RateForm({ rate, onDone }: { rate: TaxRate | undefined; onDone: () => void }) {
  const form = useCheckedForm(() => (rate ? rateValuesFrom(rate) : emptyRate()), validateRate);
  const { values, set, errors, submitWith, choice, showServerErrors } = form;
  const create = useCreateRate();
  const update = useUpdateRate();
  const busy = create.isPending || update.isPending;
  const handlers = { onSuccess: onDone, onError: (error: unknown) => showServerErrors(error, onField) };
  const submit = submitWith(busy, (body) => {
    if (rate) update.mutate({ id: rate.id, patch: body }, handlers);
    else create.mutate(body, handlers);
  });
  const text = (field: 'name' | 'region' | 'ratePercent') => ({
    name: field,
    error: errors[field],
    value: values[field],
    onValueChange: (value: string) => set(field, value),
    autoComplete: 'off',
  });

  return (
    <DialogForm
      title={rate ? m.editTitle(rate.name) : m.addTitle}
      description={m.dialogDescription}
      form={form}
      busy={busy}
      onSubmit={submit}
      submitLabel={m.save}
    >
      <InputField {...text('name')} label={m.name} hint={m.nameHint} maxLength={CHARGE_NAME_MAX} required />
      <ChoiceField
        {...choice('country', COUNTRY_CODES, countryChoices, '')}
        label={m.country}
        placeholder={a.chooseCountry}
        required
      />
      <InputField {...text('region')} label={m.region} hint={m.regionHint} spellCheck={false} optional />
      <InputField
        {...text('ratePercent')}
        label={m.ratePercent}
        hint={m.ratePercentHint}
        inputMode="decimal"
        className="tabular-nums"
        required
      />
      <SwitchField
        name="appliesToShipping"
        label={m.appliesToShipping}
        hint={m.appliesToShippingHint}
        checked={values.appliesToShipping}
        onChange={(checked) => set('appliesToShipping', checked)}
      />
    </DialogForm>
  );
}
