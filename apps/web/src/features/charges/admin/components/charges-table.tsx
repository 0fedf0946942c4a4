import { chargesAdminMessages as a } from '@shop/contract/charges-messages';
import { Plus, type LucideIcon } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DeleteButton } from '@/components/ui/confirm-dialog';
import { EditDialogButton, FormDialog } from '@/components/ui/dialog';
import { ListEmpty, ListLoading, QueryView } from '@/components/ui/list-states';
import { ListSection, ListTable } from '@/components/ui/paged-list';
import { countryName, COUNTRY_CODES } from '@shop/contract/regions';

/** A country's name by its code ("US" → "United States"); an unknown code as it is. */
export const countryText = (code: string) => {
  const known = COUNTRY_CODES.find((country) => country === code);
  return known ? countryName(known) : code;
};

/** The country select's texts: each code's name. */
export const countryChoices: Readonly<Record<string, string>> = Object.fromEntries(
  COUNTRY_CODES.map((code) => [code, countryName(code)]),
);

type Setting = { id: number; name: string; country: string };

type SettingsListProps<Item extends Setting> = {
  texts: {
    title: string;
    columns: readonly string[];
    numeric: readonly string[];
    empty: string;
    loadFailed: string;
    loading: string;
    add: string;
    deleteTitle: string;
    deleteText: string;
  };
  query: { data: readonly Item[] | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  emptyIcon: LucideIcon;
  /** The delete call's hook (one per row, so only that row's button waits). */
  useDelete: () => { isPending: boolean; mutateAsync: (id: number) => Promise<unknown> };
  /** A row's cells after its name and country. */
  cells: (item: Item) => ReactNode;
  /** The add (no item) or edit form, which calls `done` once saved. */
  form: (item: Item | undefined, done: () => void) => ReactNode;
};

/**
 * A list of the Settings tab (shipping zones, tax rates; every row at once: a shop has a handful):
 * its heading with the count and Add (a dialog), then the table with each row's name, country and
 * cells, Edit (the same dialog, filled) and Delete (asked first; focus goes to the heading once the
 * row has left), or what stands for the rows (loading, a failed read with Try again, none).
 */
export function SettingsList<Item extends Setting>(list: SettingsListProps<Item>) {
  const { texts, query, form } = list;
  const [adding, setAdding] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <ListSection
      title={texts.title}
      page={query.data && { totalCount: query.data.length }}
      headingRef={heading}
      actions={
        <FormDialog
          open={adding}
          onOpenChange={setAdding}
          trigger={<Button icon={<Plus aria-hidden="true" />}>{texts.add}</Button>}
          className="sm:max-w-xl"
        >
          {(close) => form(undefined, close)}
        </FormDialog>
      }
    >
      <QueryView
        query={query}
        error={{ title: texts.loadFailed, size: 'block' }}
        loading={<ListLoading label={texts.loading} />}
      >
        {(items) =>
          items.length === 0 ? (
            <ListEmpty icon={list.emptyIcon} text={texts.empty} />
          ) : (
            <ListTable
              caption={texts.title}
              columns={texts.columns}
              numeric={texts.numeric}
              busy={query.isFetching}
              minWidth="min-w-[48rem]"
            >
              <tbody className="divide-y">
                {items.map((item) => (
                  <tr key={item.id}>
                    <SettingRow item={item} list={list} onDeleted={() => heading.current?.focus()}>
                      {list.cells(item)}
                    </SettingRow>
                  </tr>
                ))}
              </tbody>
            </ListTable>
          )
        }
      </QueryView>
    </ListSection>
  );
}

type SettingRowProps<Item extends Setting> = {
  item: Item;
  /** The list's texts, delete call and form. */
  list: Pick<SettingsListProps<Item>, 'texts' | 'useDelete' | 'form'>;
  onDeleted: () => void;
  /** The row's cells after its name and country. */
  children: ReactNode;
};

function SettingRow<Item extends Setting>({
  item,
  list: { texts, useDelete, form },
  onDeleted,
  children,
}: SettingRowProps<Item>) {
  const remove = useDelete();
  return (
    <>
      <th scope="row" className="px-4 py-3 font-medium">
        {item.name}
      </th>
      <td className="px-4 py-3">{countryText(item.country)}</td>
      {children}
      <td className="px-4 py-3">
        <div className="flex flex-wrap gap-2">
          <EditDialogButton label={a.edit} accessibleName={a.editOf(item.name)} className="sm:max-w-xl">
            {(close) => form(item, close)}
          </EditDialogButton>
          <DeleteButton
            name={item.name}
            title={texts.deleteTitle}
            text={texts.deleteText}
            pending={remove.isPending}
            onConfirm={() => remove.mutateAsync(item.id)}
            focusAfter={onDeleted}
          />
        </div>
      </td>
    </>
  );
}
