import { supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import { ListPlus } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { DialogQueryBody } from '@/components/ui/list-states';
import { FormDialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { InputField, SelectField } from '@/components/ui/form-field';
import { RowOptions } from '@/components/ui/select';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useAddListItem, useCreateList, useLists } from '../api/lists';
import { validateSaveToList, type SaveToListValues } from '../list-form';

type SaveToListProps = {
  productId: number;
  productName: string;
  /** The quantity the form starts with: a cart line's, else one. */
  quantity?: number;
};

/**
 * The product put on a list: one of the practice's lists, or a new one named here, with a quantity
 * (added to the line the product has on that list). The toast names the list.
 */
function SaveToListForm({
  productId,
  productName,
  quantity = 1,
  onDone,
}: SaveToListProps & { onDone: () => void }) {
  const lists = useLists();
  const validate = useMemo(() => validateSaveToList(productId, s.chooseOrName), [productId]);
  const form = useCheckedForm(
    (): SaveToListValues => ({ listId: '', newName: '', quantity: String(quantity) }),
    validate,
  );
  const add = useAddListItem();
  const create = useCreateList();
  const busy = add.isPending || create.isPending;
  const onError = (error: unknown) => form.showServerErrors(error);
  const submit = form.submitWith(busy, (choice) => {
    if (choice.kind === 'existing')
      add.mutate({ id: choice.listId, body: choice.body }, { onSuccess: onDone, onError });
    else create.mutate(choice.body, { onSuccess: onDone, onError });
  });
  return (
    <DialogForm
      title={s.saveToListTitle}
      description={s.saveToListDescription(productName)}
      form={form}
      busy={busy}
      onSubmit={submit}
      submitLabel={s.saveToList}
      submitIcon={<ListPlus aria-hidden="true" />}
    >
      <DialogQueryBody query={lists} errorTitle={s.loadFailed} loadingLabel={s.chooseList}>
        {(read) =>
          read.length > 0 && (
            <SelectField {...form.text('listId')} label={s.chooseList}>
              <RowOptions emptyChoice={s.chooseListPlaceholder} rows={read} />
            </SelectField>
          )
        }
      </DialogQueryBody>
      {form.values.listId === '' && (
        <InputField {...form.text('newName')} label={s.orNewList} autoComplete="off" />
      )}
      <InputField
        {...form.text('quantity')}
        label={s.quantity}
        inputMode="numeric"
        autoComplete="off"
        className="w-28"
      />
    </DialogForm>
  );
}

/**
 * Save to list (issue 41): on a product's page a button of its own; on a cart line (`line`) a small
 * one named for its product, which starts at the line's quantity.
 */
export function SaveToListButton({ line = false, ...props }: SaveToListProps & { line?: boolean }) {
  return (
    <FormDialog
      trigger={
        line ? (
          <Button
            variant="ghost"
            size="sm"
            className="-ml-2 h-8 px-2 text-muted-foreground"
            aria-label={s.saveLineToList(props.productName)}
            icon={<ListPlus aria-hidden="true" />}
          >
            {s.saveToList}
          </Button>
        ) : (
          <Button variant="outline" icon={<ListPlus aria-hidden="true" />}>
            {s.saveToList}
          </Button>
        )
      }
    >
      {(close) => <SaveToListForm {...props} onDone={close} />}
    </FormDialog>
  );
}
