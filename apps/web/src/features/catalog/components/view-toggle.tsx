import type { ViewMode } from '@shop/contract/listing';
import { LayoutGrid, List } from 'lucide-react';
import { Button } from '@/components/ui/button';

const VIEWS = [
  { view: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { view: 'list', label: 'List view', Icon: List },
] as const;

export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (view: ViewMode) => void }) {
  return (
    <div role="group" aria-label="Layout" className="flex rounded-md border bg-card p-0.5 shadow-xs">
      {VIEWS.map(({ view, label, Icon }) => (
        <Button
          key={view}
          variant={value === view ? 'secondary' : 'ghost'}
          size="icon"
          aria-label={label}
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className="size-9 data-[pressed=true]:text-primary"
          data-pressed={value === view}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}
