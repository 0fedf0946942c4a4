import { SCHEDULE_WEEKS_MAX, supplyListScreenMessages as s, WEEKDAYS } from '@shop/contract/supply-lists';
import type { ListSchedule, SupplyList } from '@shop/contract/supply-list-schemas';
import { CalendarClock, Pause, Pencil, Play, SkipForward, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { InputField, SelectField } from '@/components/ui/form-field';
import { formatDateOnly } from '@/lib/format';
import { useCheckedForm } from '@/lib/use-checked-form';
import { usePatchSchedule, usePutSchedule, useRemoveSchedule } from '../api/lists';
import { scheduleValuesOf, validateSchedule } from '../list-form';

/** When a schedule repeats and its next date: "Every 4 weeks on Wednesday · Next: Dec 16, 2026". */
export const scheduleLine = (schedule: ListSchedule) =>
  `${s.scheduleSummary(schedule.everyWeeks, WEEKDAYS[schedule.weekday - 1] ?? '')} · ${s.nextOrder(
    formatDateOnly(schedule.nextOn),
  )}`;

/** The schedule's form: every how many weeks, and on which weekday. */
function ScheduleForm({ list, onDone }: { list: SupplyList; onDone: () => void }) {
  const form = useCheckedForm(() => scheduleValuesOf(list), validateSchedule);
  const save = usePutSchedule(list.id);
  return (
    <DialogForm
      {...form.sendingDialog(save, onDone)}
      title={s.scheduleDialogTitle}
      description={s.scheduleDialogDescription}
      submitLabel={s.saveSchedule}
      submitIcon={<CalendarClock aria-hidden="true" />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...form.text('everyWeeks')}
          label={s.everyWeeksLabel}
          inputMode="numeric"
          autoComplete="off"
          hint={`1–${SCHEDULE_WEEKS_MAX}`}
        />
        <SelectField {...form.text('weekday')} label={s.weekdayLabel}>
          {WEEKDAYS.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
    </DialogForm>
  );
}

type ListScheduleProps = {
  list: SupplyList;
  /** The member may change the list (not a bookkeeper): they see the schedule without its controls. */
  editable: boolean;
};

/**
 * A list's scheduled reorder (issue 41): when it repeats and its next date, paused or not, and whose
 * cart it fills; Schedule (or Change), Pause or Resume, Skip once, Remove.
 */
export function ListScheduleSection({ list, editable }: ListScheduleProps) {
  const patch = usePatchSchedule(list.id);
  const remove = useRemoveSchedule(list.id);
  const { schedule } = list;
  const busy = patch.isPending || remove.isPending;
  if (!schedule && !editable) return null;

  const changeButton = (
    <FormDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          icon={schedule ? <Pencil aria-hidden="true" /> : <CalendarClock aria-hidden="true" />}
        >
          {schedule ? s.changeSchedule : s.schedule}
        </Button>
      }
    >
      {(close) => <ScheduleForm list={list} onDone={close} />}
    </FormDialog>
  );

  return (
    <section aria-labelledby="list-schedule-title" className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <CalendarClock aria-hidden="true" className="size-5 text-muted-foreground" />
        <h2 id="list-schedule-title" className="font-semibold">
          {s.scheduleTitle}
        </h2>
        {schedule?.paused && <Badge variant="secondary">{s.pausedBadge}</Badge>}
      </div>
      {schedule ? (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{scheduleLine(schedule)}</p>
          <p className="text-muted-foreground">
            {schedule.paused ? s.pausedText : s.fillsCartOf(schedule.ownerName)}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{s.scheduleIntro}</p>
      )}
      {editable && (
        <div className="flex flex-wrap gap-2">
          {changeButton}
          {schedule && (
            <>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                icon={schedule.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                onClick={() => patch.mutate({ action: schedule.paused ? 'resume' : 'pause' })}
              >
                {schedule.paused ? s.resume : s.pause}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                icon={<SkipForward aria-hidden="true" />}
                onClick={() => patch.mutate({ action: 'skip' })}
              >
                {s.skipOnce}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                icon={<X aria-hidden="true" />}
                onClick={() => remove.mutate(undefined)}
              >
                {s.removeSchedule}
              </Button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
