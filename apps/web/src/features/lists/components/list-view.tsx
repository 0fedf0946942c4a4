import { supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import type { SupplyList } from '@shop/contract/supply-list-schemas';
import { Lock, Pencil, Trash2, Users } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/dialog';
import { PageHeading } from '@/components/ui/page-heading';
import type { CartChangedHandler } from '@/lib/cart-change';
import { formatDateTime } from '@/lib/format';
import { useDeleteList, useListToCart, usePatchList } from '../api/lists';
import { ListCsvActions } from './list-import';
import { ListLines } from './list-lines';
import { ListScheduleSection } from './list-schedule';
import { RenameListForm } from './rename-list-form';

type ListViewProps = {
  list: SupplyList;
  /** The member may change the list and order from it (not a bookkeeper). */
  editable: boolean;
  /** Mirrors the server cart after Add to cart (the screen wires this to the cart). */
  onCartChanged: CartChangedHandler;
};

/**
 * A supply list's page (issue 41): its name, who sees it and who made it; Rename, Private (its
 * author's choice) and Delete; the notes of products no longer sold; its lines to edit and put in the
 * cart. The lines are a form of their own, started again whenever the saved list changes.
 */
export function ListView({ list, editable, onCartChanged }: ListViewProps) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const patch = usePatchList(list.id);
  const remove = useDeleteList(list.id);
  const toCart = useListToCart(list.id, (cart, showCart) =>
    onCartChanged(cart, {
      showCart,
      returnFocus: () => (addButton.current ?? headingRef.current)?.focus(),
    }),
  );

  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-2">
          <PageHeading focusable ref={headingRef} className="break-words">
            {list.name}
          </PageHeading>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {list.private && (
              <Badge variant="secondary">
                <Lock aria-hidden="true" />
                {s.privateBadge}
              </Badge>
            )}
            <span>
              {s.byAuthor(list.authorName)} · {s.updated(formatDateTime(list.updatedAt))}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <ListCsvActions list={list} editable={editable} />
          {editable && (
            <>
              <FormDialog
                trigger={
                  <Button variant="outline" icon={<Pencil aria-hidden="true" />}>
                    {s.rename}
                  </Button>
                }
              >
                {(close) => <RenameListForm list={list} onDone={close} />}
              </FormDialog>
              {list.mine && (
                <Button
                  variant="outline"
                  disabled={patch.isPending}
                  busy={patch.isPending}
                  icon={list.private ? <Users aria-hidden="true" /> : <Lock aria-hidden="true" />}
                  onClick={() => patch.mutate({ version: list.version, private: !list.private })}
                >
                  {list.private ? s.makeShared : s.makePrivate}
                </Button>
              )}
              <ConfirmDialog
                trigger={
                  <Button variant="outline" icon={<Trash2 aria-hidden="true" />}>
                    {s.deleteList}
                  </Button>
                }
                title={s.deleteTitle}
                subject={list.name}
                text={s.deleteText}
                confirmLabel={s.deleteList}
                pendingLabel={s.deleting}
                onConfirm={() =>
                  remove.mutateAsync().then(
                    () => navigate('/lists'),
                    () => undefined,
                  )
                }
              />
            </>
          )}
        </div>
      </header>

      {list.removed.length > 0 && (
        <Alert>
          <ul className="grid gap-1">
            {list.removed.map((note) => (
              <li key={note.productName}>{note.message}</li>
            ))}
          </ul>
        </Alert>
      )}

      <ListScheduleSection list={list} editable={editable} />

      <ListLines
        key={list.version}
        list={list}
        editable={editable}
        addButtonRef={addButton}
        addingToCart={toCart.isPending}
        onCartChanged={onCartChanged}
        onAddToCart={(productIds) => toCart.mutate(productIds ? { productIds } : {})}
      />
    </div>
  );
}
