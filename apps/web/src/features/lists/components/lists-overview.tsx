import { supplyListScreenMessages as s } from '@shop/contract/supply-lists';
import type { SupplyListSummary } from '@shop/contract/supply-list-schemas';
import { CalendarClock, ClipboardList, Lock, Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { ItemList } from '@/components/ui/item-list';
import { ListEmpty, ListLoading, QueryView } from '@/components/ui/list-states';
import { formatDateTime } from '@/lib/format';
import { useLists } from '../api/lists';
import { scheduleLine } from './list-schedule';
import { NewListForm } from './new-list-form';

/** One list: its name (the link to it), how many products, who made it, when it last changed. */
function ListCard({ list }: { list: SupplyListSummary }) {
  return (
    <div className="relative flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border bg-card p-4 shadow-sm focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40">
      <div className="grid min-w-0 gap-1">
        <h2 className="text-lg font-semibold">
          {/* The whole card is the link's target area; the name is its text. */}
          <Link
            to={`/lists/${list.id}`}
            className="break-words after:absolute after:inset-0 focus-visible:outline-none"
          >
            {list.name}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">
          {s.byAuthor(list.authorName)} · {s.updated(formatDateTime(list.updatedAt))}
        </p>
        {list.schedule && (
          <p className="flex items-center gap-1.5 text-sm">
            <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
            {list.schedule.paused
              ? `${s.pausedBadge}: ${scheduleLine(list.schedule)}`
              : scheduleLine(list.schedule)}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2">
        {list.private && (
          <Badge variant="secondary">
            <Lock aria-hidden="true" className="size-3" />
            {s.privateBadge}
          </Badge>
        )}
        <span className="text-sm font-medium tabular-nums">{s.itemCount(list.itemCount)}</span>
      </div>
    </div>
  );
}

/**
 * The Lists page's body (issue 41): the practice's lists a member sees, most recently changed first,
 * and New list. A member who may not order (a bookkeeper) sees the lists; the server refuses their
 * changes with its message.
 */
export function ListsOverview() {
  const lists = useLists();
  const navigate = useNavigate();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <p className="max-w-2xl text-muted-foreground">{s.intro}</p>
        <FormDialog trigger={<Button icon={<Plus aria-hidden="true" />}>{s.newList}</Button>}>
          {(close) => (
            <NewListForm
              title={s.newList}
              description={s.newListDescription}
              onDone={(list) => {
                close();
                void navigate(`/lists/${list.id}`);
              }}
            />
          )}
        </FormDialog>
      </div>
      <QueryView
        query={lists}
        error={{ title: s.loadFailed, text: s.loadFailedHint, size: 'block', headingLevel: 2 }}
        loading={<ListLoading label={s.title} />}
      >
        {(read) =>
          read.length === 0 ? (
            <ListEmpty icon={ClipboardList} text={`${s.empty}. ${s.emptyText}`} />
          ) : (
            <ItemList label={s.title} busy={lists.isFetching} className="grid gap-3" items={read}>
              {(list) => <ListCard list={list} />}
            </ItemList>
          )
        }
      </QueryView>
    </div>
  );
}
