import { supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import type { SupplyList } from '@shop/contract/supply-list-schemas';
import { Save } from 'lucide-react';
import { useMemo } from 'react';
import { DialogForm } from '@/components/ui/dialog-form';
import { InputField } from '@/components/ui/form-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { usePatchList } from '../api/lists';
import { validateRename } from '../list-form';

/** Rename: the list's new name, based on the version read (a name the practice has is the server's 400). */
export function RenameListForm({ list, onDone }: { list: SupplyList; onDone: () => void }) {
  const validate = useMemo(() => validateRename(list.version), [list.version]);
  const form = useCheckedForm(() => ({ name: list.name }), validate);
  const patch = usePatchList(list.id);
  return (
    <DialogForm
      {...form.sendingDialog(patch, onDone)}
      title={s.renameTitle}
      description={s.renameDescription}
      submitLabel={s.save}
      submitIcon={<Save aria-hidden="true" />}
    >
      <InputField {...form.text('name')} label={s.name} autoComplete="off" required />
    </DialogForm>
  );
}
