import { supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import type { SupplyList } from '@shop/contract/supply-list-schemas';
import { ListPlus } from 'lucide-react';
import { useMemo } from 'react';
import { DialogForm } from '@/components/ui/dialog-form';
import { InputField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useCreateList } from '../api/lists';
import { emptyNewList, validateNewList } from '../list-form';

type NewListFormProps = {
  title: string;
  description: string;
  /** The name the field starts with (an order's list: "From order …"). */
  initialName?: string;
  /** The lines the list starts with: an order's products and quantities, or none. */
  items?: readonly { productId: number; quantity: number }[];
  /** Called with the list as saved. */
  onDone: (list: SupplyList) => void;
};

/**
 * A new list: its name and whether only its author sees it, checked by the contract's CreateListBody
 * (a name the practice has already is the server's 400, shown on the field).
 */
export function NewListForm({ title, description, initialName, items, onDone }: NewListFormProps) {
  const validate = useMemo(() => validateNewList(items), [items]);
  const form = useCheckedForm(() => emptyNewList(initialName), validate);
  const create = useCreateList();
  return (
    <DialogForm
      {...form.sendingDialog(create, onDone)}
      title={title}
      description={description}
      submitLabel={s.create}
      submitIcon={<ListPlus aria-hidden="true" />}
    >
      <InputField {...form.text('name')} label={s.name} autoComplete="off" required />
      <SwitchField {...form.toggle('private')} label={s.privateLabel} hint={s.privateHint} />
    </DialogForm>
  );
}
